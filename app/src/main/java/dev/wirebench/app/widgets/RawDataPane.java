package dev.wirebench.app.widgets;

import dev.wirebench.storage.report.Numbers;
import java.util.ArrayList;
import java.util.List;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.scene.Node;
import javafx.scene.chart.LineChart;
import javafx.scene.chart.NumberAxis;
import javafx.scene.chart.XYChart;
import javafx.scene.control.Label;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.layout.BorderPane;

/**
 * A result's raw data: every iteration's score, fork by fork, as a table (fork, iteration, phase,
 * value) and a small line chart with one line per fork — so a reader sees the spread behind "score
 * ± error", a fork that ran slower than the others, or iterations still warming up. Warm-up
 * iterations, when recorded, come first in each fork: "warm-up" in the Phase column, grey dashed
 * lines and grey rings in the chart. A result with none recorded (imported JMH JSON, runs stored
 * before Wirebench kept warm-ups) says so in the caption.
 */
public final class RawDataPane extends BorderPane {
  /**
   * One iteration's score.
   *
   * @param fork the fork, from 1
   * @param iteration the iteration within its phase, from 1 (as JMH numbers them)
   * @param warmup whether it is a warm-up iteration (not part of the score)
   * @param value the score
   */
  public record Iteration(int fork, int iteration, boolean warmup, double value) {}

  /** The style class of warm-up points (the chart's symbols and its legend). */
  public static final String WARMUP_POINT = "warmup-point";

  /** Warm-up lines: grey ({@code -wb-dim}, both themes) and dashed. */
  private static final String WARMUP_LINE_STYLE =
      "-fx-stroke: -wb-dim; -fx-stroke-dash-array: 6 4; -fx-opacity: 0.8;";

  /** Warm-up points: grey rings. */
  private static final String WARMUP_POINT_STYLE =
      "-fx-background-color: -wb-dim, transparent; -fx-background-insets: 0, 2;"
          + " -fx-background-radius: 5px; -fx-padding: 4px;";

  private final TableView<Iteration> table = new TableView<>();
  private final LineChart<Number, Number> chart;
  private final Label caption = new Label();

  public RawDataPane(String idPrefix) {
    setId(idPrefix + "-raw");
    table.setId(idPrefix + "-raw-table");
    table.setPlaceholder(new Label("Select a result to see its iterations."));
    table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
    table
        .getColumns()
        .setAll(
            List.of(
                column("Fork", 60, i -> Integer.toString(i.fork())),
                column("Iteration", 80, i -> Integer.toString(i.iteration())),
                column("Phase", 100, i -> i.warmup() ? "warm-up" : "measurement"),
                column("Score", 120, i -> Numbers.score(i.value()))));
    table.getColumns().forEach(c -> c.setSortable(false));
    table.getColumns().get(3).getStyleClass().add("number-cell");
    NumberAxis x = new NumberAxis();
    x.setLabel("iteration");
    x.setForceZeroInRange(false);
    NumberAxis y = new NumberAxis();
    y.setForceZeroInRange(false);
    chart = new LineChart<>(x, y);
    chart.setId(idPrefix + "-raw-chart");
    chart.setAnimated(false);
    ChartReadout.attach(chart);
    chart.setCreateSymbols(true);
    chart.setMinHeight(160);
    caption.getStyleClass().add("dim");
    SplitPane split = new SplitPane(table, chart);
    split.setDividerPositions(0.42);
    setTop(caption);
    setCenter(split);
  }

  /**
   * Shows {@code forks} (per fork, the measurement iterations in order) and, when known, {@code
   * warmups} (per fork, the warm-up iterations before them; empty if not recorded).
   */
  public void show(
      String title, String unit, List<List<Double>> forks, List<List<Double>> warmups) {
    show(title, unit, forks, warmups, null);
  }

  /**
   * As {@link #show(String, String, List, List)}, with {@code mode} (the result's JMH mode or
   * {@code latency}) saying what a warm-up value is and why one may be missing.
   */
  public void show(
      String title,
      String unit,
      List<List<Double>> forks,
      List<List<Double>> warmups,
      String mode) {
    List<Iteration> rows = new ArrayList<>();
    List<XYChart.Series<Number, Number>> warm = new ArrayList<>();
    chart.getData().clear();
    int forkCount = Math.max(forks.size(), warmups.size());
    for (int f = 0; f < forkCount; f++) {
      List<Double> warmed = f < warmups.size() ? warmups.get(f) : List.of();
      List<Double> measured = f < forks.size() ? forks.get(f) : List.of();
      XYChart.Series<Number, Number> series = new XYChart.Series<>();
      series.setName("fork " + (f + 1));
      XYChart.Series<Number, Number> warmSeries = new XYChart.Series<>();
      warmSeries.setName("fork " + (f + 1) + " warm-up");
      int x = 0;
      for (int i = 0; i < warmed.size(); i++) {
        rows.add(new Iteration(f + 1, i + 1, true, warmed.get(i)));
        warmSeries.getData().add(new XYChart.Data<>(++x, warmed.get(i)));
      }
      for (int i = 0; i < measured.size(); i++) {
        rows.add(new Iteration(f + 1, i + 1, false, measured.get(i)));
        series.getData().add(new XYChart.Data<>(++x, measured.get(i)));
      }
      if (!warmSeries.getData().isEmpty()) {
        chart.getData().add(warmSeries);
        warm.add(warmSeries);
      }
      if (!series.getData().isEmpty()) {
        chart.getData().add(series);
      }
    }
    // Marked after every series is in: the chart re-assigns its series' style classes as series
    // are added, so a class set earlier is lost; the inline style draws it whatever the classes.
    for (XYChart.Series<Number, Number> w : warm) {
      w.getNode().getStyleClass().add("warmup-line");
      w.getNode().setStyle(WARMUP_LINE_STYLE);
      w.getData()
          .forEach(
              d -> {
                d.getNode().getStyleClass().add(WARMUP_POINT);
                d.getNode().setStyle(WARMUP_POINT_STYLE);
              });
    }
    markWarmupLegend();
    table.getItems().setAll(rows);
    chart.getYAxis().setLabel(unit);
    caption.setText(caption(title, forkCount, rows, mode));
  }

  /** The legend's warm-up entries get the grey ring their points have. */
  private void markWarmupLegend() {
    for (Node item : chart.lookupAll(".chart-legend-item")) {
      if (item instanceof Label label
          && label.getText().endsWith("warm-up")
          && label.getGraphic() != null
          && !label.getGraphic().getStyleClass().contains(WARMUP_POINT)) {
        label.getGraphic().getStyleClass().add(WARMUP_POINT);
        label.getGraphic().setStyle(WARMUP_POINT_STYLE);
      }
    }
  }

  private static String caption(String title, int forks, List<Iteration> rows, String mode) {
    if (rows.isEmpty()) {
      return title + ": no per-iteration data was stored for this result";
    }
    long warm = rows.stream().filter(Iteration::warmup).count();
    long measured = rows.size() - warm;
    String counts =
        title
            + ": "
            + forks
            + (forks == 1 ? " fork, " : " forks, ")
            + measured
            + (measured == 1 ? " measurement iteration" : " measurement iterations");
    if (warm == 0) {
      return counts
          + " · no warm-up data recorded (JMH's results keep measurement iterations only:"
          + " imported JMH JSON and runs stored before warm-ups were kept have none)";
    }
    String what =
        "latency".equals(mode)
            ? " (the mean of each tenth of the requested warm-up operations, then of each"
                + " further 100 ms of warm-up until 1 s has passed)"
            : "";
    return counts
        + " after "
        + warm
        + " warm-up"
        + what
        + " · warm-up: grey dashed, not part of the score";
  }

  /** Shows nothing (no result selected). */
  public void clear() {
    table.getItems().clear();
    chart.getData().clear();
    caption.setText("Select a result to see its iterations, fork by fork.");
  }

  /** The rows shown (tests). */
  public List<Iteration> rows() {
    return List.copyOf(table.getItems());
  }

  private static TableColumn<Iteration, String> column(
      String title, double width, java.util.function.Function<Iteration, String> value) {
    TableColumn<Iteration, String> column = new TableColumn<>(title);
    column.setPrefWidth(width);
    column.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(value.apply(c.getValue())));
    return column;
  }
}
