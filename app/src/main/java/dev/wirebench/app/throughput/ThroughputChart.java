package dev.wirebench.app.throughput;

import dev.wirebench.app.widgets.ChartReadout;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import javafx.geometry.VPos;
import javafx.scene.Node;
import javafx.scene.chart.LineChart;
import javafx.scene.chart.NumberAxis;
import javafx.scene.chart.XYChart;
import javafx.scene.control.Tooltip;
import javafx.scene.shape.Line;
import javafx.scene.shape.Rectangle;
import javafx.scene.text.Text;
import javafx.util.StringConverter;

/**
 * Rate (or % of the scan ceiling) against consumer count: a line per {@link Curve}, each point with
 * a bar from its slowest to its fastest repetition (or consumer), and the scan ceiling dashed,
 * without markers. Where K passes the machine's cores the plot is shaded and says so: those points
 * share cores, so they measure contention as much as the store.
 */
final class ThroughputChart extends LineChart<Number, Number> {
  private final Map<XYChart.Series<Number, Number>, String> kinds = new HashMap<>();
  private final Rectangle oversubscribed = new Rectangle();
  private final Text oversubscribedLabel = new Text();
  private ChartMode mode = ChartMode.COMBINED;
  private int cores = Integer.MAX_VALUE;
  private int maxK = 1;

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
    ChartReadout.attach(this);
    setCreateSymbols(true);
    setLegendVisible(true);
    oversubscribed.getStyleClass().add("oversubscribed-zone");
    oversubscribed.setMouseTransparent(true);
    oversubscribedLabel.getStyleClass().add("oversubscribed-label");
    oversubscribedLabel.setMouseTransparent(true);
    oversubscribedLabel.setTextOrigin(VPos.TOP);
  }

  /** The processors the consumers share: K past this is shaded. */
  void setCores(int count) {
    cores = count;
    requestChartLayout();
  }

  /** Replaces the lines, plotted in {@code newMode}. */
  void show(List<Curve> curves, ChartMode newMode) {
    mode = newMode;
    getYAxis().setLabel(newMode.axis());
    getXAxis().setLabel(newMode.xAxis());
    getData().clear();
    kinds.clear();
    maxK = 1;
    for (Curve curve : curves) {
      XYChart.Series<Number, Number> series = new XYChart.Series<>();
      series.setName(curve.name());
      kinds.put(series, "curve-" + curve.kind().name().toLowerCase(Locale.ROOT).replace('_', '-'));
      for (Curve.Point point : curve.points()) {
        if (Double.isNaN(point.value())) {
          continue; // no scan ceiling to compare with
        }
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

  private Tooltip tooltip(Curve curve, XYChart.Data<Number, Number> data) {
    Curve.Point point = (Curve.Point) data.getExtraValue();
    return new Tooltip(
        curve.name()
            + (mode == ChartMode.SERVER_CPUS ? "\nP = " : "\nK = ")
            + point.consumers()
            + ": "
            + value(point.value())
            + "\nrange "
            + value(point.low())
            + " – "
            + value(point.high())
            + (point.consumers() > cores && mode != ChartMode.SERVER_CPUS
                ? "\nmore consumers than the " + cores + " cores"
                : ""));
  }

  private String value(double v) {
    return mode == ChartMode.PERCENT_OF_SCAN
        ? String.format(Locale.ROOT, "%.1f %%", v)
        : RateFormat.rate(v) + " msg/s";
  }

  /** Shades the consumer counts past the cores, with a note at the top of the shade. */
  private void layoutOversubscribed() {
    getPlotChildren().removeAll(oversubscribed, oversubscribedLabel);
    if (getData().isEmpty() || maxK <= cores || mode == ChartMode.SERVER_CPUS) {
      return;
    }
    NumberAxis x = (NumberAxis) getXAxis();
    double left = x.getDisplayPosition(cores + 0.5);
    double right = x.getDisplayPosition(x.getUpperBound());
    double height = getYAxis().getHeight();
    oversubscribed.setX(left);
    oversubscribed.setY(0);
    oversubscribed.setWidth(Math.max(0, right - left));
    oversubscribed.setHeight(height);
    oversubscribedLabel.setText(
        "K > " + cores + (cores == 1 ? " core" : " cores") + ": consumers share cores");
    oversubscribedLabel.setX(left + 6);
    oversubscribedLabel.setY(4);
    getPlotChildren().add(0, oversubscribed);
    getPlotChildren().add(oversubscribedLabel);
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
    layoutOversubscribed();
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

  private StringConverter<Number> rates() {
    return new StringConverter<>() {
      @Override
      public String toString(Number value) {
        return mode == ChartMode.PERCENT_OF_SCAN
            ? String.format(Locale.ROOT, "%.0f %%", value.doubleValue())
            : RateFormat.axis(value.doubleValue());
      }

      @Override
      public Number fromString(String text) {
        return Double.valueOf(text);
      }
    };
  }
}
