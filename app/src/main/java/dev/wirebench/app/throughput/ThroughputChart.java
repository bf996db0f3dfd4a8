package dev.wirebench.app.throughput;

import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import javafx.scene.Node;
import javafx.scene.chart.LineChart;
import javafx.scene.chart.NumberAxis;
import javafx.scene.chart.XYChart;
import javafx.scene.control.Tooltip;
import javafx.scene.shape.Line;
import javafx.util.StringConverter;

/**
 * Rate against consumer count: a line per {@link Curve}, each point with a bar from its slowest to
 * its fastest repetition (or consumer), and the scan ceiling dashed, without markers.
 */
final class ThroughputChart extends LineChart<Number, Number> {
  private final Map<XYChart.Series<Number, Number>, String> kinds = new HashMap<>();

  ThroughputChart() {
    super(new NumberAxis(), new NumberAxis());
    setId("throughput-chart");
    getStyleClass().add("throughput-chart");
    NumberAxis x = (NumberAxis) getXAxis();
    x.setLabel("Consumers (K)");
    x.setAutoRanging(false);
    x.setTickUnit(1);
    x.setMinorTickVisible(false);
    x.setTickLabelFormatter(wholeNumbers());
    NumberAxis y = (NumberAxis) getYAxis();
    y.setLabel("Messages per second");
    y.setForceZeroInRange(true);
    y.setTickLabelFormatter(rates());
    setAnimated(false);
    setCreateSymbols(true);
    setLegendVisible(true);
  }

  /** Replaces the lines. */
  void show(List<Curve> curves) {
    getData().clear();
    kinds.clear();
    int maxK = 1;
    for (Curve curve : curves) {
      XYChart.Series<Number, Number> series = new XYChart.Series<>();
      series.setName(curve.name());
      kinds.put(series, "curve-" + curve.kind().name().toLowerCase(Locale.ROOT).replace('_', '-'));
      for (Curve.Point point : curve.points()) {
        XYChart.Data<Number, Number> data = new XYChart.Data<>(point.consumers(), point.value());
        data.setExtraValue(point);
        series.getData().add(data);
        maxK = Math.max(maxK, point.consumers());
      }
      getData().add(series);
      String kind =
          "curve-" + curve.kind().name().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
      series.getNode().getStyleClass().add(kind);
      for (XYChart.Data<Number, Number> data : series.getData()) {
        if (curve.kind() == Curve.Kind.SCAN_CEILING) {
          data.getNode().setVisible(false);
        } else {
          Tooltip.install(data.getNode(), tooltip(curve, data));
        }
      }
    }
    NumberAxis x = (NumberAxis) getXAxis();
    x.setLowerBound(0);
    x.setUpperBound(maxK + 1);
  }

  private static Tooltip tooltip(Curve curve, XYChart.Data<Number, Number> data) {
    Curve.Point point = (Curve.Point) data.getExtraValue();
    return new Tooltip(
        curve.name()
            + "\nK = "
            + point.consumers()
            + ": "
            + RateFormat.rate(point.value())
            + " msg/s\nrange "
            + RateFormat.rate(point.low())
            + " – "
            + RateFormat.rate(point.high()));
  }

  /**
   * Draws each point's range bar beside the series lines, and marks each line with its kind (the
   * chart resets its lines' style classes whenever series come and go, so this runs every layout).
   */
  @Override
  protected void layoutPlotChildren() {
    super.layoutPlotChildren();
    for (XYChart.Series<Number, Number> series : getData()) {
      Node node = series.getNode();
      if (node != null
          && !series.getData().isEmpty()
          && series.getData().get(0).getExtraValue() instanceof Curve.Point) {
        String kind = kinds.get(series);
        if (kind != null && !node.getStyleClass().contains(kind)) {
          node.getStyleClass().add(kind);
        }
      }
    }
    getPlotChildren().removeIf(node -> node.getStyleClass().contains("range-bar"));
    for (XYChart.Series<Number, Number> series : getData()) {
      for (XYChart.Data<Number, Number> data : series.getData()) {
        if (!(data.getExtraValue() instanceof Curve.Point point) || point.low() == point.high()) {
          continue;
        }
        if (Double.isNaN(point.low()) || Double.isNaN(point.high())) {
          continue;
        }
        double x = getXAxis().getDisplayPosition(point.consumers());
        Line bar =
            new Line(
                x,
                getYAxis().getDisplayPosition(point.low()),
                x,
                getYAxis().getDisplayPosition(point.high()));
        bar.getStyleClass().add("range-bar");
        Node line = series.getNode();
        if (line != null) {
          bar.getStyleClass()
              .addAll(line.getStyleClass().filtered(c -> c.startsWith("default-color")));
        }
        bar.setMouseTransparent(true);
        getPlotChildren().add(bar);
      }
    }
  }

  private static StringConverter<Number> wholeNumbers() {
    return new StringConverter<>() {
      @Override
      public String toString(Number value) {
        double v = value.doubleValue();
        return v == Math.rint(v) ? Long.toString((long) v) : "";
      }

      @Override
      public Number fromString(String text) {
        return Double.valueOf(text);
      }
    };
  }

  private static StringConverter<Number> rates() {
    return new StringConverter<>() {
      @Override
      public String toString(Number value) {
        return RateFormat.axis(value.doubleValue());
      }

      @Override
      public Number fromString(String text) {
        return Double.valueOf(text);
      }
    };
  }
}
