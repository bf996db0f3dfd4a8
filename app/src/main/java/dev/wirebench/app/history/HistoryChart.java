package dev.wirebench.app.history;

import dev.wirebench.engine.history.ChangePoint;
import dev.wirebench.engine.history.KeyHistory;
import dev.wirebench.engine.history.SeriesAnalysis;
import dev.wirebench.engine.history.SeriesPoint;
import dev.wirebench.storage.report.HistoryTables;
import dev.wirebench.storage.report.Numbers;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import javafx.scene.Node;
import javafx.scene.chart.LineChart;
import javafx.scene.chart.NumberAxis;
import javafx.scene.chart.XYChart;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.Region;
import javafx.scene.shape.LineTo;
import javafx.scene.shape.MoveTo;
import javafx.scene.shape.Path;
import javafx.util.StringConverter;

/**
 * A benchmark's history: one line per environment over run start time, each result a point with its
 * error bar, the best and latest points marked, change points drawn as dashed vertical lines.
 * Clicking a point hands it to one listener, double-clicking to another. Series longer than {@link
 * #SYMBOLS} points are drawn as lines with only best, latest and change points marked, so that
 * 10,000 runs still draw quickly.
 */
final class HistoryChart extends LineChart<Number, Number> {
  static final int SYMBOLS = 1500;
  private static final double HOUR = 3_600_000;

  private final Path errorBars = new Path();
  private final Path changeLines = new Path();
  private final Map<XYChart.Data<Number, Number>, SeriesPoint> points = new IdentityHashMap<>();
  private final Map<SeriesPoint, Node> nodes = new HashMap<>();
  private final Map<Node, List<String>> marks = new HashMap<>();
  private final List<Double> changeTimes = new ArrayList<>();
  private final Consumer<SeriesPoint> onClick;
  private final Consumer<SeriesPoint> onDoubleClick;

  HistoryChart(Consumer<SeriesPoint> onClick, Consumer<SeriesPoint> onDoubleClick) {
    super(timeAxis(), new NumberAxis());
    this.onClick = onClick;
    this.onDoubleClick = onDoubleClick;
    setId("history-chart");
    getStyleClass().add("history-chart");
    setAnimated(false);
    getYAxis().setAutoRanging(true);
    ((NumberAxis) getYAxis()).setForceZeroInRange(false);
    errorBars.getStyleClass().add("error-bar");
    changeLines.getStyleClass().add("change-point-line");
    getPlotChildren().addAll(errorBars, changeLines);
  }

  private static NumberAxis timeAxis() {
    NumberAxis axis = new NumberAxis();
    axis.setForceZeroInRange(false);
    axis.setLabel("run started (UTC)");
    axis.setTickLabelFormatter(
        new StringConverter<>() {
          @Override
          public String toString(Number hours) {
            // MM-dd HH:mm: runs of one day still get told apart
            return HistoryTables.MINUTE
                .format(Instant.ofEpochMilli((long) (hours.doubleValue() * HOUR)))
                .substring(5);
          }

          @Override
          public Number fromString(String text) {
            throw new UnsupportedOperationException();
          }
        });
    return axis;
  }

  /** Draws {@code history} (null clears the chart). */
  void show(KeyHistory history) {
    getData().clear();
    points.clear();
    nodes.clear();
    marks.clear();
    changeTimes.clear();
    if (history == null || history.series().isEmpty()) {
      return;
    }
    getYAxis().setLabel(history.series().get(0).series().unit());
    int total = history.series().stream().mapToInt(s -> s.series().size()).sum();
    boolean symbols = total <= SYMBOLS;
    setCreateSymbols(symbols);
    List<XYChart.Series<Number, Number>> lines = new ArrayList<>();
    for (SeriesAnalysis analysis : history.series()) {
      lines.add(line(analysis, symbols));
      analysis.changePoints().forEach(c -> changeTimes.add(hours(c.point().startedAt())));
    }
    getData().setAll(lines);
    // LineChart sets its own style classes on each symbol as it adds it: the marks go on after
    marks.forEach((node, classes) -> node.getStyleClass().addAll(classes));
  }

  private XYChart.Series<Number, Number> line(SeriesAnalysis analysis, boolean symbols) {
    // qualified: inside a chart, Series is XYChart.Series
    dev.wirebench.engine.history.Series series = analysis.series();
    XYChart.Series<Number, Number> line = new XYChart.Series<>();
    line.setName(series.environment().shortName());
    int best = series.bestIndex();
    int latest = series.latestIndex();
    Map<Integer, ChangePoint> changes = new HashMap<>();
    analysis.changePoints().forEach(c -> changes.put(c.index(), c));
    List<XYChart.Data<Number, Number>> data = new ArrayList<>(series.size());
    for (int i = 0; i < series.size(); i++) {
      SeriesPoint p = series.points().get(i);
      XYChart.Data<Number, Number> item = new XYChart.Data<>(hours(p.startedAt()), p.score());
      boolean marked = i == best || i == latest || changes.containsKey(i);
      if (symbols || marked) {
        item.setNode(symbol(series, i, p, i == best, i == latest, changes.get(i)));
      }
      points.put(item, p);
      data.add(item);
    }
    line.getData().setAll(data);
    return line;
  }

  private Node symbol(
      dev.wirebench.engine.history.Series series,
      int index,
      SeriesPoint p,
      boolean best,
      boolean latest,
      ChangePoint change) {
    Region node = new Region();
    List<String> classes = new ArrayList<>(List.of("history-point"));
    if (best) {
      classes.add("history-best");
    }
    if (latest) {
      classes.add("history-latest");
    }
    if (change != null) {
      classes.add("history-change");
    }
    marks.put(node, classes);
    node.setId("history-point-" + p.runId());
    String text =
        p.runName()
            + "\n"
            + HistoryTables.MINUTE.format(p.startedAt())
            + " UTC\n"
            + Numbers.score(p.score())
            + (Double.isFinite(p.error()) ? " ± " + Numbers.error(p.error()) : "")
            + " "
            + series.unit()
            + "\nΔ vs best "
            + (best ? "best" : Numbers.percent(series.deltaVsBest(index)))
            + (latest ? "\nlatest" : "")
            + (change == null ? "" : "\nchange point: " + change.describe(""));
    Tooltip.install(node, new Tooltip(text));
    node.setOnMouseClicked(
        e -> {
          if (e.getClickCount() == 2) {
            onDoubleClick.accept(p);
          } else {
            onClick.accept(p);
          }
        });
    nodes.put(p, node);
    return node;
  }

  /** Marks the selected points. */
  void select(List<SeriesPoint> selected) {
    nodes.forEach(
        (point, node) -> {
          node.getStyleClass().remove("history-selected");
          if (selected.contains(point)) {
            node.getStyleClass().add("history-selected");
          }
        });
  }

  private static double hours(Instant time) {
    return time.toEpochMilli() / HOUR;
  }

  @Override
  protected void layoutPlotChildren() {
    super.layoutPlotChildren();
    NumberAxis x = (NumberAxis) getXAxis();
    NumberAxis y = (NumberAxis) getYAxis();
    errorBars.getElements().clear();
    for (XYChart.Series<Number, Number> line : getData()) {
      for (XYChart.Data<Number, Number> item : line.getData()) {
        SeriesPoint p = points.get(item);
        if (p == null || !Double.isFinite(p.error()) || item.getNode() == null) {
          continue;
        }
        double px = x.getDisplayPosition(item.getXValue());
        errorBars
            .getElements()
            .addAll(
                new MoveTo(px, y.getDisplayPosition(p.score() - p.error())),
                new LineTo(px, y.getDisplayPosition(p.score() + p.error())));
      }
    }
    changeLines.getElements().clear();
    double top = 0;
    double bottom = y.getHeight();
    for (double time : changeTimes) {
      double px = x.getDisplayPosition(time);
      changeLines.getElements().addAll(new MoveTo(px, top), new LineTo(px, bottom));
    }
    errorBars.toBack(); // behind the points, which take the clicks
    changeLines.toFront();
    changeLines.setMouseTransparent(true);
  }
}
