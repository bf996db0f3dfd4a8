package dev.wirebench.app.history;

import dev.wirebench.app.widgets.ChartReadout;
import dev.wirebench.engine.history.KeyHistory;
import dev.wirebench.engine.history.SeriesAnalysis;
import dev.wirebench.engine.history.SeriesPoint;
import dev.wirebench.storage.report.Numbers;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;
import java.util.function.Function;
import javafx.geometry.Insets;
import javafx.geometry.Point2D;
import javafx.geometry.Side;
import javafx.scene.Cursor;
import javafx.scene.canvas.Canvas;
import javafx.scene.chart.NumberAxis;
import javafx.scene.control.Label;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.paint.Color;
import javafx.scene.shape.Circle;
import javafx.scene.text.Text;

/**
 * A benchmark's history: one line per environment over run start time, each result with its error
 * bar, best (green dot) and latest (blue ring) marked, change points as red dots and dashed
 * vertical lines, selected points ringed. Clicking a point hands it to one listener,
 * double-clicking to another; pointing at one shows its run, score, error and Δ vs best. By
 * keyboard ({@link ChartReadout}): Tab to the chart, arrows move between points, Enter is the click
 * and Shift+Enter the double-click.
 *
 * <p>Drawn on one {@link Canvas} rather than as a node per point: a 10,000-run history would
 * otherwise cost tens of thousands of nodes to lay out, style and render; {@link HistoryPainter}
 * draws it. This class lays out the axes, legend and canvas, and turns the pointer into points. FX
 * thread only.
 */
final class HistoryChart extends Region {
  /** How near (px) the pointer must be to a point to pick it. */
  static final double PICK_RADIUS = 8;

  private static final double HOUR = 3_600_000;

  /** The readout's time: whole, to the second, whatever the axis' labels leave out. */
  static final DateTimeFormatter FULL_TIME =
      DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss", Locale.ROOT).withZone(ZoneOffset.UTC);

  // Modena's default chart colours, in its order: the series look as they do in other charts
  private static final Color[] PALETTE = {
    Color.web("#f3622d"), Color.web("#fba71b"), Color.web("#57b757"), Color.web("#41a9c9"),
    Color.web("#4258c9"), Color.web("#9a42c8"), Color.web("#c84164"), Color.web("#888888")
  };

  private final TimeAxis time = new TimeAxis();
  private final NumberAxis xAxis = time.axis();
  private final NumberAxis yAxis = new NumberAxis();

  /** The score range drawn: the axis is given it again after each resize (see {@link #place}). */
  private List<Number> yData = List.of(0, 1);

  private final Region plotBackground = new Region();
  private final Canvas canvas = new Canvas();
  private final HBox legend = new HBox(14);
  private final Label hover = new Label();
  private final HistoryPainter painter = new HistoryPainter();
  private final Consumer<SeriesPoint> onClick;
  private final Consumer<SeriesPoint> onDoubleClick;
  private List<HistoryLine> lines = List.of();
  private List<SeriesPoint> selected = List.of();
  private List<HistoryMark> marks = List.of();
  private Function<SeriesPoint, String> versusBest = p -> null;

  HistoryChart(Consumer<SeriesPoint> onClick, Consumer<SeriesPoint> onDoubleClick) {
    this.onClick = onClick;
    this.onDoubleClick = onDoubleClick;
    setId("history-chart");
    getStyleClass().add("history-chart");
    yAxis.setSide(Side.LEFT);
    yAxis.setForceZeroInRange(false);
    yAxis.setAnimated(false);
    plotBackground.getStyleClass().add("chart-plot-background");
    canvas.setId("history-canvas");
    hover.setId("history-hover");
    hover.getStyleClass().add("history-hover");
    // the readout holds numbers: the legend's names give way, never the readout
    hover.setMinWidth(Region.USE_PREF_SIZE);
    legend.getStyleClass().add("history-legend");
    legend.setPadding(new Insets(0, 0, 4, 0));
    getChildren().addAll(legend, yAxis, xAxis, plotBackground, canvas);
    canvas.addEventHandler(MouseEvent.MOUSE_CLICKED, this::clicked);
    canvas.addEventHandler(MouseEvent.MOUSE_MOVED, this::moved);
    canvas.addEventHandler(MouseEvent.MOUSE_EXITED, e -> pointAt(null));
    ChartReadout.attach(this, new LinePoints());
    // what the keyboard can do here, for screen readers (the screen's hint says it too)
    setAccessibleHelp(
        "Arrow keys move between points; Enter selects or unselects the point's run,"
            + " Shift+Enter opens it in Runs");
  }

  /** The drawn lines' points for the keyboard readout: the hover line shows the same text. */
  private final class LinePoints implements ChartReadout.Points {
    @Override
    public int seriesCount() {
      return lines.size();
    }

    @Override
    public int pointCount(int series) {
      return lines.get(series).size();
    }

    @Override
    public String describe(int series, int point) {
      return HistoryChart.this.describe(lines.get(series).point(point));
    }

    @Override
    public Point2D anchor(int series, int point) {
      HistoryLine line = lines.get(series);
      return sceneToLocal(canvas.localToScene(line.x(point), line.y(point)));
    }

    @Override
    public void mark(int series, int point) {
      pointAt(series < 0 || point < 0 ? null : lines.get(series).point(point));
    }

    /** Enter selects (or unselects) the point as a click does; Shift+Enter opens its run. */
    @Override
    public boolean activate(int series, int point, boolean twice) {
      SeriesPoint picked = lines.get(series).point(point);
      (twice ? onDoubleClick : onClick).accept(picked);
      return true;
    }
  }

  /** The tick labels the time axis shows now, left to right (for tests). */
  List<String> timeLabels() {
    return time.labels();
  }

  /** Draws {@code history} (null clears the chart). */
  void show(KeyHistory history) {
    List<HistoryLine> made = new ArrayList<>();
    if (history != null) {
      for (SeriesAnalysis analysis : history.series()) {
        if (!analysis.series().isEmpty()) {
          made.add(HistoryLine.of(analysis, PALETTE[made.size() % PALETTE.length]));
        }
      }
    }
    lines = List.copyOf(made);
    yAxis.setLabel(lines.isEmpty() ? "" : lines.get(0).analysis().series().unit());
    showLegend();
    double[] xRange = {Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY};
    double[] yRange = {Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY};
    lines.forEach(line -> line.extend(xRange, yRange));
    if (lines.isEmpty()) {
      xRange[0] = 0;
      xRange[1] = 1;
      yRange[0] = 0;
      yRange[1] = 1;
    }
    // a single run (or equal scores) still gets an axis with some length (the time axis: TimeTicks)
    double yPad =
        yRange[1] > yRange[0] ? (yRange[1] - yRange[0]) * 0.05 : Math.abs(yRange[0]) * 0.05 + 1;
    time.span(Math.round(xRange[0] * HOUR), Math.round(xRange[1] * HOUR));
    yData = List.of(yRange[0] - yPad, yRange[1] + yPad);
    yAxis.invalidateRange(yData);
    // nothing to show: no axes counting hours from 1970 either
    xAxis.setVisible(!lines.isEmpty());
    yAxis.setVisible(!lines.isEmpty());
    pointAt(null);
    requestLayout();
  }

  private void showLegend() {
    legend.getChildren().clear();
    for (HistoryLine line : lines) {
      Label item = new Label(line.analysis().series().environment().shortName());
      item.getStyleClass().add("history-legend-item");
      item.setGraphic(new Circle(5, line.color()));
      legend.getChildren().add(item);
    }
    Region gap = new Region();
    HBox.setHgrow(gap, Priority.ALWAYS);
    legend.getChildren().addAll(gap, hover);
  }

  /**
   * Where the readout gets a point's Δ vs best with its interval (null: the point has none at hand,
   * and the readout gives the plain score ratio, saying so).
   */
  void versusBest(Function<SeriesPoint, String> source) {
    versusBest = source;
  }

  /** Rings the selected points. */
  void select(List<SeriesPoint> points) {
    selected = List.copyOf(points);
    draw();
  }

  @Override
  protected void layoutChildren() {
    Insets in = getInsets();
    double width = getWidth() - in.getLeft() - in.getRight();
    double height = getHeight() - in.getTop() - in.getBottom();
    double legendHeight = legend.prefHeight(width);
    legend.resizeRelocate(in.getLeft(), in.getTop(), width, legendHeight);
    double xAxisHeight = xAxis.prefHeight(-1);
    double plotTop = in.getTop() + legendHeight;
    double plotHeight = Math.max(1, height - legendHeight - xAxisHeight);
    yAxis.resize(60, plotHeight);
    yAxis.layout(); // the tick labels' width depends on the range: lay out, then measure
    // The axis's preferred width leaves no room for its rotated title (seen at 1024x700: "ns/op"
    // drawn over the tick numbers), so the title's height is added to it.
    double yAxisWidth = Math.ceil(yAxis.prefWidth(plotHeight) + titleRoom());
    place(in, width, plotTop, plotHeight, xAxisHeight, yAxisWidth);
  }

  private double titleRoom() {
    String title = yAxis.getLabel();
    if (title == null || title.isEmpty()) {
      return 0;
    }
    Text text = new Text(title);
    text.setFont(yAxis.getTickLabelFont());
    return text.getLayoutBounds().getHeight() + 4;
  }

  private void place(
      Insets in,
      double width,
      double plotTop,
      double plotHeight,
      double xAxisHeight,
      double yAxisWidth) {
    double plotLeft = in.getLeft() + yAxisWidth;
    double plotWidth = Math.max(1, width - yAxisWidth - 36); // room for the last tick label
    yAxis.resizeRelocate(in.getLeft(), plotTop, yAxisWidth, plotHeight);
    xAxis.resizeRelocate(plotLeft, plotTop + plotHeight, plotWidth, xAxisHeight);
    plotBackground.resizeRelocate(plotLeft, plotTop, plotWidth, plotHeight);
    canvas.relocate(plotLeft, plotTop);
    canvas.setWidth(plotWidth);
    canvas.setHeight(plotHeight);
    time.fit(plotWidth);
    // An axis places its tick numbers only when its length or range changed, not its width: they
    // stood where the layout at 60 px above put them, left of the axis and over its title ("ns/op"
    // over "44,900,000" at 1024x700). The same range again makes it place them at this width.
    yAxis.invalidateRange(yData);
    yAxis.layout();
    xAxis.layout();
    draw();
  }

  private void draw() {
    for (HistoryLine line : lines) {
      line.place(xAxis, yAxis);
    }
    marks = painter.paint(canvas, lines, yAxis.getTickMarks(), selected);
  }

  // ---- pointing and clicking

  private void clicked(MouseEvent e) {
    SeriesPoint point = nearest(e.getX(), e.getY());
    if (point == null) {
      return;
    }
    if (e.getClickCount() == 2) {
      onDoubleClick.accept(point);
    } else {
      onClick.accept(point);
    }
  }

  private void moved(MouseEvent e) {
    pointAt(nearest(e.getX(), e.getY()));
  }

  private void pointAt(SeriesPoint point) {
    canvas.setCursor(point == null ? Cursor.DEFAULT : Cursor.HAND);
    hover.setText(point == null ? "" : describe(point));
  }

  /** The point nearest to canvas position (x, y) within {@link #PICK_RADIUS}, or null. */
  SeriesPoint nearest(double x, double y) {
    SeriesPoint found = null;
    double best = PICK_RADIUS * PICK_RADIUS;
    for (HistoryLine line : lines) {
      int i = line.nearest(x, y, best);
      if (i >= 0) {
        double dx = line.x(i) - x;
        double dy = line.y(i) - y;
        best = dx * dx + dy * dy;
        found = line.point(i);
      }
    }
    return found;
  }

  private String describe(SeriesPoint p) {
    for (HistoryLine line : lines) {
      int i = line.indexOf(p);
      if (i >= 0) {
        dev.wirebench.engine.history.Series series = line.analysis().series();
        return p.runName()
            + " · "
            + FULL_TIME.format(p.startedAt())
            + " UTC · "
            + Numbers.score(p.score())
            + (Double.isFinite(p.error()) ? " ± " + Numbers.error(p.error()) : "")
            + " "
            + series.unit()
            + " · "
            + (i == line.best() ? "best" : versus(p, line.deltaVsBest(i)))
            + (i == line.size() - 1 ? " · latest" : "")
            + (selected.contains(p) ? " · selected" : "");
      }
    }
    return "";
  }

  private String versus(SeriesPoint p, double plain) {
    String estimated = versusBest.apply(p);
    return estimated != null
        ? "Δ vs best " + estimated
        : Numbers.percent(plain) + " vs best by score alone (select it and the best to compare)";
  }

  // ---- for tests: where things were drawn

  /** The marks of the last drawing: best, latest and change points, and selected points. */
  List<HistoryMark> marks() {
    return List.copyOf(marks);
  }

  /** The environments drawn, in legend order. */
  List<String> legendNames() {
    return lines.stream().map(l -> l.analysis().series().environment().shortName()).toList();
  }

  /** The points of series {@code s} as drawn (each series one environment). */
  List<SeriesPoint> seriesPoints(int s) {
    return lines.get(s).analysis().series().points();
  }

  /** Where {@code point} is drawn, in screen coordinates; null if it is not drawn. */
  Point2D screenPosition(SeriesPoint point) {
    for (HistoryLine line : lines) {
      int i = line.indexOf(point);
      if (i >= 0) {
        return canvas.localToScreen(line.x(i), line.y(i));
      }
    }
    return null;
  }

  @Override
  protected double computePrefWidth(double height) {
    return 640;
  }

  @Override
  protected double computePrefHeight(double width) {
    return 380;
  }

  @Override
  protected double computeMinHeight(double width) {
    return 160;
  }
}
