package dev.wirebench.app.bench;

import java.util.HashMap;
import java.util.Map;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;
import javafx.scene.chart.LineChart;
import javafx.scene.chart.NumberAxis;
import javafx.scene.chart.XYChart;

/**
 * Every iteration's score as it arrives, one line per benchmark (warm-up iterations first), so the
 * user sees a run settle — or not — while it runs.
 */
final class LiveChart extends LineChart<Number, Number> {
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
    line.getData().add(new XYChart.Data<>(point.iteration(), point.score()));
    if (point.iteration() + 1 > iterationAxis.getUpperBound()) {
      iterationAxis.setUpperBound(point.iteration() + 1);
      iterationAxis.setTickUnit(Math.max(1, Math.ceil(point.iteration() / 20.0)));
    }
  }
}
