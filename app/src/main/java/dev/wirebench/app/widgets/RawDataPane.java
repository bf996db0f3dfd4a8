package dev.wirebench.app.widgets;

import dev.wirebench.storage.report.Numbers;
import java.util.ArrayList;
import java.util.List;
import javafx.beans.property.ReadOnlyObjectWrapper;
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
 * iterations are shown (marked, dashed) when the caller has them; stored runs keep the measurement
 * iterations only.
 */
public final class RawDataPane extends BorderPane {
  /** One iteration's score. */
  public record Iteration(int fork, int iteration, boolean warmup, double value) {}

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
    List<Iteration> rows = new ArrayList<>();
    chart.getData().clear();
    for (int f = 0; f < forks.size(); f++) {
      List<Double> warm = f < warmups.size() ? warmups.get(f) : List.of();
      XYChart.Series<Number, Number> series = new XYChart.Series<>();
      series.setName("fork " + (f + 1));
      XYChart.Series<Number, Number> warmSeries = new XYChart.Series<>();
      warmSeries.setName("fork " + (f + 1) + " warm-up");
      int n = 0;
      for (double value : warm) {
        n++;
        rows.add(new Iteration(f + 1, n, true, value));
        warmSeries.getData().add(new XYChart.Data<>(n, value));
      }
      for (double value : forks.get(f)) {
        n++;
        rows.add(new Iteration(f + 1, n, false, value));
        series.getData().add(new XYChart.Data<>(n, value));
      }
      if (!warmSeries.getData().isEmpty()) {
        chart.getData().add(warmSeries);
        warmSeries.getNode().getStyleClass().add("warmup-line");
      }
      chart.getData().add(series);
    }
    table.getItems().setAll(rows);
    chart.getYAxis().setLabel(unit);
    boolean anyWarmup = warmups.stream().anyMatch(w -> !w.isEmpty());
    caption.setText(
        forks.isEmpty()
            ? title + ": no per-iteration data was stored for this result"
            : title
                + ": "
                + forks.size()
                + (forks.size() == 1 ? " fork, " : " forks, ")
                + rows.stream().filter(r -> !r.warmup()).count()
                + " measurement iterations"
                + (anyWarmup
                    ? " after the warm-up (dashed)"
                    : " (warm-up iterations are not kept in the store)"));
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
