package dev.wirebench.app.runs;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import javafx.collections.FXCollections;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.chart.BarChart;
import javafx.scene.chart.CategoryAxis;
import javafx.scene.chart.NumberAxis;
import javafx.scene.chart.XYChart;
import javafx.scene.control.Tooltip;
import javafx.scene.shape.LineTo;
import javafx.scene.shape.MoveTo;
import javafx.scene.shape.Path;

/**
 * A horizontal bar chart of {@link ChartBar}s with error bars (each bar's interval drawn as a
 * whisker across it) and a tooltip per bar. Either one series per {@link ChartBar#series} (A and B
 * side by side), or one series with each bar styled by its series ({@code bar-faster}...). Long
 * benchmark names fit on the category axis; the first bar is at the top.
 */
public final class ScoreChart extends BarChart<Number, String> {
  private static final double ROW_HEIGHT = 22;
  private final Path whiskers = new Path();
  private final Map<XYChart.Data<Number, String>, ChartBar> shown = new LinkedHashMap<>();
  private final boolean grouped;
  private boolean nonNegative;

  /**
   * @param grouped one series per {@link ChartBar#series} (true), or one series styled per bar
   */
  public ScoreChart(String valueLabel, boolean grouped) {
    super(new NumberAxis(), new CategoryAxis());
    this.grouped = grouped;
    getStyleClass().add("score-chart");
    if (grouped) {
      getStyleClass().add("grouped");
    }
    whiskers.getStyleClass().add("error-bar");
    getXAxis().setLabel(valueLabel);
    setAnimated(false);
    // room for the last tick label, which centres on the plot's right edge
    setPadding(new javafx.geometry.Insets(8, 28, 8, 8));
    setLegendVisible(grouped);
    setBarGap(1);
    setCategoryGap(6);
    getPlotChildren().add(whiskers);
  }

  /**
   * Scores that cannot be negative (times, rates): error bars stop at zero rather than draw an
   * impossible negative time, and the axis starts at zero.
   */
  public void setNonNegative(boolean nonNegative) {
    this.nonNegative = nonNegative;
  }

  private double low(ChartBar bar) {
    return nonNegative && bar.value() >= 0 ? Math.max(0, bar.low()) : bar.low();
  }

  /** The value axis label, e.g. the unit. */
  public void setValueLabel(String label) {
    getXAxis().setLabel(label);
  }

  /** Shows {@code bars} (in order, first at the top). */
  public void setBars(List<ChartBar> bars) {
    shown.clear();
    Map<String, XYChart.Series<Number, String>> series = new LinkedHashMap<>();
    Set<String> categories = new LinkedHashSet<>();
    for (ChartBar bar : bars) {
      categories.add(bar.label());
    }
    List<String> order = new ArrayList<>(categories);
    java.util.Collections.reverse(order); // a horizontal chart draws its first category lowest
    ((CategoryAxis) getYAxis()).setCategories(FXCollections.observableArrayList(order));
    for (ChartBar bar : bars) {
      String key = grouped ? bar.series() : "";
      XYChart.Series<Number, String> s =
          series.computeIfAbsent(
              key,
              k -> {
                XYChart.Series<Number, String> created = new XYChart.Series<>();
                created.setName(k);
                return created;
              });
      XYChart.Data<Number, String> data = new XYChart.Data<>(bar.value(), bar.label());
      s.getData().add(data);
      shown.put(data, bar);
    }
    getData().setAll(series.values());
    range(bars);
    int perCategory = Math.max(1, series.size());
    setMinHeight(Math.max(260, categories.size() * perCategory * ROW_HEIGHT + 90));
    setPrefHeight(getMinHeight());
    shown.forEach(this::decorate);
  }

  /** Fixes the value axis to cover bars, whiskers and zero (auto-ranging ignores whiskers). */
  private void range(List<ChartBar> bars) {
    double min = 0;
    double max = 0;
    for (ChartBar bar : bars) {
      min = Math.min(min, Math.min(bar.value(), bar.hasInterval() ? low(bar) : bar.value()));
      max = Math.max(max, Math.max(bar.value(), bar.hasInterval() ? bar.high() : bar.value()));
    }
    if (!(max > min)) {
      max = min + 1;
    }
    double tick = niceTick((max - min) / 6);
    NumberAxis axis = (NumberAxis) getXAxis();
    axis.setAutoRanging(false);
    axis.setLowerBound(min < 0 ? Math.floor(min / tick) * tick : 0);
    axis.setUpperBound(max > 0 ? Math.ceil(max / tick) * tick : 0);
    axis.setTickUnit(tick);
  }

  /** 1, 2 or 5 times a power of ten, at least {@code raw}. */
  static double niceTick(double raw) {
    double power = Math.pow(10, Math.floor(Math.log10(raw)));
    for (double step : new double[] {1, 2, 5, 10}) {
      if (step * power >= raw) {
        return step * power;
      }
    }
    return 10 * power;
  }

  private void decorate(XYChart.Data<Number, String> data, ChartBar bar) {
    Node node = data.getNode();
    if (node == null) {
      return;
    }
    if (!grouped && !bar.series().isEmpty()) {
      node.getStyleClass().add("bar-" + bar.series().toLowerCase(Locale.ROOT).replace('_', '-'));
    }
    String interval =
        bar.hasInterval()
            ? String.format(Locale.ROOT, "\n[%s, %s]", number(bar.low()), number(bar.high()))
            : "";
    String series = grouped && !bar.series().isEmpty() ? bar.series() + ": " : "";
    Tooltip.install(
        node, new Tooltip(bar.label() + "\n" + series + number(bar.value()) + interval));
  }

  private static String number(double value) {
    return dev.wirebench.storage.report.Numbers.score(value);
  }

  @Override
  protected void layoutPlotChildren() {
    super.layoutPlotChildren();
    whiskers.getElements().clear();
    NumberAxis axis = (NumberAxis) getXAxis();
    for (Map.Entry<XYChart.Data<Number, String>, ChartBar> entry : shown.entrySet()) {
      Node node = entry.getKey().getNode();
      ChartBar bar = entry.getValue();
      if (node == null || !bar.hasInterval() || !node.isVisible()) {
        continue;
      }
      Bounds b = node.getBoundsInParent();
      double y = b.getMinY() + b.getHeight() / 2;
      double cap = Math.min(5, b.getHeight() / 3);
      double lo = axis.getDisplayPosition(low(bar));
      double hi = axis.getDisplayPosition(bar.high());
      whiskers
          .getElements()
          .addAll(
              new MoveTo(lo, y),
              new LineTo(hi, y),
              new MoveTo(lo, y - cap),
              new LineTo(lo, y + cap),
              new MoveTo(hi, y - cap),
              new LineTo(hi, y + cap));
    }
    whiskers.toFront();
  }
}
