package dev.wirebench.app.dashboard;

import java.util.List;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.Region;
import javafx.scene.shape.Circle;
import javafx.scene.shape.Polyline;

/**
 * A line of values scaled to fill the region, the newest value marked: a benchmark's score across
 * runs, oldest left. Draws nothing for no values; one value is a dot.
 */
final class Sparkline extends Region {
  private static final double PAD = 6;
  private final Polyline line = new Polyline();
  private final Circle last = new Circle(4);
  private List<Double> values = List.of();

  Sparkline() {
    getStyleClass().add("sparkline");
    line.getStyleClass().add("sparkline-line");
    last.getStyleClass().add("sparkline-last");
    getChildren().addAll(line, last);
    setMinHeight(40);
    setPrefHeight(90);
  }

  void show(List<Double> shown, String tooltip) {
    values = List.copyOf(shown);
    Tooltip.install(this, new Tooltip(tooltip));
    requestLayout();
  }

  @Override
  protected void layoutChildren() {
    line.getPoints().clear();
    last.setVisible(!values.isEmpty());
    if (values.isEmpty()) {
      return;
    }
    double min = values.stream().mapToDouble(Double::doubleValue).min().orElse(0);
    double max = values.stream().mapToDouble(Double::doubleValue).max().orElse(1);
    double width = getWidth() - 2 * PAD;
    double height = getHeight() - 2 * PAD;
    double x = PAD;
    double y = PAD + height / 2;
    for (int i = 0; i < values.size(); i++) {
      x = PAD + (values.size() == 1 ? width : width * i / (values.size() - 1));
      // Higher scores sit higher; a flat series sits in the middle.
      y = max > min ? PAD + height * (1 - (values.get(i) - min) / (max - min)) : PAD + height / 2;
      line.getPoints().addAll(x, y);
    }
    last.setCenterX(x);
    last.setCenterY(y);
  }
}
