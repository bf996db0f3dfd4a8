package dev.wirebench.app.bench;

import dev.wirebench.app.widgets.ChartReadout;
import java.util.HashMap;
import java.util.Map;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;
import javafx.geometry.Insets;
import javafx.scene.Node;
import javafx.scene.chart.LineChart;
import javafx.scene.chart.NumberAxis;
import javafx.scene.chart.XYChart;
import javafx.scene.control.Label;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/**
 * Every iteration's score as it arrives, one line per benchmark (warm-up iterations first), so the
 * user sees a run settle — or not — while it runs. Warm-up iterations are drawn as grey rings.
 */
final class LiveChart extends LineChart<Number, Number> {
  /** The style class of a warm-up iteration's symbol. */
  static final String WARMUP_POINT = "warmup-point";

  private final Map<String, Series<Number, Number>> series = new HashMap<>();
  private final NumberAxis scoreAxis;
  private final NumberAxis iterationAxis;

  LiveChart(ObservableList<LivePoint> points) {
    super(axis("Iteration (warm-up first)"), axis("Score"));
    scoreAxis = (NumberAxis) getYAxis();
    iterationAxis = (NumberAxis) getXAxis();
    // Iterations are whole numbers: a fixed range with one tick each, grown as points arrive.
    iterationAxis.setAutoRanging(false);
    iterationAxis.setLowerBound(0);
    iterationAxis.setUpperBound(5);
    iterationAxis.setTickUnit(1);
    iterationAxis.setMinorTickVisible(false);
    scoreAxis.setForceZeroInRange(false);
    setId("live-chart");
    getStyleClass().add("live-chart");
    setAnimated(false);
    ChartReadout.attach(this);
    setCreateSymbols(true);
    points.addListener(
        (ListChangeListener<LivePoint>)
            change -> {
              while (change.next()) {
                if (change.wasRemoved() && points.isEmpty()) {
                  series.clear();
                  getData().clear();
                  iterationAxis.setUpperBound(5);
                }
                change.getAddedSubList().forEach(this::add);
              }
            });
    points.forEach(this::add);
  }

  /**
   * The chart with a legend line under it that tells warm-up points (grey rings) from measurement
   * points (the series' colour).
   */
  static VBox withLegend(ObservableList<LivePoint> points) {
    LiveChart chart = new LiveChart(points);
    Region warm = new Region();
    warm.getStyleClass().addAll("chart-line-symbol", WARMUP_POINT);
    Label legend =
        new Label(
            "warm-up iteration (grey, not part of the score); coloured points are measurements");
    legend.setId("live-chart-legend");
    legend.setGraphic(warm);
    legend.getStyleClass().add("dim");
    legend.setPadding(new Insets(0, 10, 6, 10));
    VBox box = new VBox(chart, legend);
    VBox.setVgrow(chart, Priority.ALWAYS);
    return box;
  }

  private static void markWarmup(Node node) {
    if (node != null && !node.getStyleClass().contains(WARMUP_POINT)) {
      node.getStyleClass().add(WARMUP_POINT);
    }
  }

  private static NumberAxis axis(String label) {
    NumberAxis axis = new NumberAxis();
    axis.setLabel(label);
    return axis;
  }

  private void add(LivePoint point) {
    scoreAxis.setLabel("Score (" + point.unit() + ")");
    Series<Number, Number> line =
        series.computeIfAbsent(
            point.benchmark(),
            name -> {
              Series<Number, Number> s = new Series<>();
              s.setName(name);
              getData().add(s);
              return s;
            });
    XYChart.Data<Number, Number> data = new XYChart.Data<>(point.iteration(), point.score());
    line.getData().add(data);
    if (point.warmup()) {
      // the symbol exists once the point is in a charted series; follow it if it is made later
      markWarmup(data.getNode());
      data.nodeProperty().addListener((o, old, node) -> markWarmup(node));
    }
    if (point.iteration() + 1 > iterationAxis.getUpperBound()) {
      iterationAxis.setUpperBound(point.iteration() + 1);
      iterationAxis.setTickUnit(Math.max(1, Math.ceil(point.iteration() / 20.0)));
    }
  }
}
