package dev.wirebench.app.widgets;

import java.util.List;
import javafx.scene.layout.Background;
import javafx.scene.layout.Pane;
import javafx.scene.layout.Region;
import javafx.scene.paint.Color;
import javafx.scene.paint.Paint;

/**
 * The theme's colours for charts drawn on a canvas, which CSS cannot reach: tiny invisible regions
 * styled {@code chart-probe-<name>} in the theme's CSS, read after CSS is applied. Redraw when
 * {@link #onChange} fires (a theme switch).
 */
final class ChartColors {
  private static final List<String> NAMES =
      List.of(
          "text",
          "dim",
          "grid",
          "bar",
          "error",
          "bad",
          "good",
          "neutral",
          "series-a",
          "series-b",
          "line-0",
          "line-1",
          "line-2",
          "line-3",
          "line-4",
          "line-5",
          "line-6",
          "line-7");
  private static final int LINES = 10;
  private static final List<Color> FALLBACK_LINES =
      List.of(
          Color.web("#f3622d"),
          Color.web("#fba71b"),
          Color.web("#57b757"),
          Color.web("#41a9c9"),
          Color.web("#4258c9"),
          Color.web("#9a42c8"),
          Color.web("#c84164"),
          Color.web("#888888"));
  private final List<Region> probes;

  ChartColors(Pane owner) {
    probes =
        NAMES.stream()
            .map(
                name -> {
                  Region probe = new Region();
                  probe.getStyleClass().addAll("chart-probe", "chart-probe-" + name);
                  probe.setManaged(false);
                  probe.resize(0, 0);
                  probe.setMouseTransparent(true);
                  return probe;
                })
            .toList();
    owner.getChildren().addAll(probes);
  }

  /** Runs {@code redraw} whenever a colour changes. */
  void onChange(Runnable redraw) {
    probes.forEach(p -> p.backgroundProperty().addListener((o, old, now) -> redraw.run()));
  }

  Color text() {
    return color(0, Color.BLACK);
  }

  Color dim() {
    return color(1, Color.GRAY);
  }

  Color grid() {
    return color(2, Color.LIGHTGRAY);
  }

  Color bar() {
    return color(3, Color.STEELBLUE);
  }

  Color error() {
    return color(4, Color.BLACK);
  }

  Color bad() {
    return color(5, Color.FIREBRICK);
  }

  /** A bar that got faster. */
  Color good() {
    return color(6, Color.SEAGREEN);
  }

  /** A bar whose change is noise, not significant or inconclusive. */
  Color neutral() {
    return color(7, Color.SILVER);
  }

  /** The first series of a grouped chart (A). */
  Color seriesA() {
    return color(8, Color.GRAY);
  }

  /** The second series of a grouped chart (B). */
  Color seriesB() {
    return color(9, Color.CORNFLOWERBLUE);
  }

  /** The colour of the {@code i}-th line of a chart with several lines (the chart palette). */
  Color line(int i) {
    int slot = Math.floorMod(i, FALLBACK_LINES.size());
    return color(LINES + slot, FALLBACK_LINES.get(slot));
  }

  private Color color(int index, Color fallback) {
    Background background = probes.get(index).getBackground();
    if (background == null || background.getFills().isEmpty()) {
      return fallback;
    }
    Paint fill = background.getFills().get(0).getFill();
    return fill instanceof Color c ? c : fallback;
  }
}
