package dev.wirebench.app.widgets;

import dev.wirebench.app.widgets.PercentileSeries.Line;
import dev.wirebench.app.widgets.PercentileSeries.Point;
import java.util.List;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.geometry.Point2D;
import javafx.geometry.VPos;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.control.Tooltip;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.Pane;
import javafx.scene.text.Font;
import javafx.scene.text.Text;
import javafx.scene.text.TextAlignment;

/**
 * Latency by percentile, one line per codec, as HdrHistogram's plotter draws it: x on a log scale
 * of {@code 1/(1-p)} labelled 0 %, 90 %, 99 %, 99.9 %… (max half a decade past the last), y the
 * latency on a log (default) or linear scale with its unit. Points are the measured percentiles
 * only ({@link PercentileSeries}); the mouse or the keyboard ({@link ChartReadout}) reads a point's
 * exact value. Redraws on resize and theme change. FX thread only.
 */
public final class PercentileChart extends Pane {
  private static final double LEFT = 70;
  private static final double RIGHT = 18;
  private static final double TOP = 14;
  private static final double AXIS = 40;
  private static final double LEGEND_ROW = 18;

  private final Canvas canvas = new Canvas();
  private final ChartColors colors;
  private final Font font = Font.font(12);
  private final BooleanProperty logLatency = new SimpleBooleanProperty(this, "logLatency", true);
  private final Tooltip hoverTip = new Tooltip();
  private final ChartReadout readout;
  private PercentileSeries.Chart data =
      new PercentileSeries.Chart(List.of(), "", "No results yet.");
  private int markedLine = -1;
  private int markedPoint = -1;
  private Plot plot;

  /** Where the plot area is and how values map to it. */
  private record Plot(
      double x0, double y0, double width, double height, double xEnd, ScoreScale y) {
    double x(double px) {
      return x0 + Math.min(px, xEnd) / xEnd * width;
    }

    double y(double latency) {
      return y0 + height - y.fraction(latency) * height;
    }
  }

  public PercentileChart() {
    getStyleClass().add("percentile-chart");
    setId("percentile-chart");
    getChildren().add(canvas);
    colors = new ChartColors(this);
    colors.onChange(this::draw);
    logLatency.addListener((o, old, now) -> draw());
    setMinSize(200, 160);
    setPrefSize(600, 320);
    addEventHandler(MouseEvent.MOUSE_MOVED, e -> hover(e.getX(), e.getY()));
    addEventHandler(MouseEvent.MOUSE_EXITED, e -> Tooltip.uninstall(this, hoverTip));
    readout = ChartReadout.attach(this, new LinePoints());
  }

  /** Shows {@code chart}'s lines (or its note when it has none). */
  public void setChart(PercentileSeries.Chart chart) {
    this.data = chart;
    readout.refresh();
    draw();
  }

  /** What is drawn. */
  public PercentileSeries.Chart chart() {
    return data;
  }

  /** Whether the latency axis is logarithmic (by decades) rather than linear from zero. */
  public BooleanProperty logLatencyProperty() {
    return logLatency;
  }

  /** The keyboard readout (what the arrow keys point at). */
  public ChartReadout readout() {
    return readout;
  }

  /** The text of a point: what the tooltip and the keyboard readout say. */
  public String describe(int line, int point) {
    Line l = data.lines().get(line);
    Point p = l.points().get(point);
    String which = p.percentile() >= 100 ? "max" : p.percentile() == 0 ? "min (0 %)" : p.label();
    return l.name()
        + "\n"
        + which
        + ": "
        + ScoreChart.number(p.latency())
        + " "
        + data.unit()
        + (l.fromHistogram() ? "\n(from the stored HdrHistogram)" : "\n(a stored percentile)");
  }

  @Override
  protected void layoutChildren() {
    canvas.setWidth(getWidth());
    canvas.setHeight(getHeight());
    draw();
  }

  private void draw() {
    GraphicsContext g = canvas.getGraphicsContext2D();
    double width = canvas.getWidth();
    double height = canvas.getHeight();
    g.clearRect(0, 0, width, height);
    g.setFont(font);
    g.setTextBaseline(VPos.CENTER);
    if (data.isEmpty()) {
      plot = null;
      g.setFill(colors.dim());
      g.setTextAlign(TextAlignment.CENTER);
      g.fillText(data.note(), width / 2, height / 2, Math.max(50, width - 20));
      return;
    }
    int legendRows = legendRows(width);
    double plotHeight = Math.max(40, height - TOP - AXIS - legendRows * LEGEND_ROW - 6);
    ScoreScale y = yScale();
    // As wide as the widest latency tick ("100,000,000"), so no tick label is cut at the left.
    double left =
        Math.max(
            LEFT, y.ticks().stream().mapToDouble(t -> textWidth(tick(t))).max().orElse(0) + 34);
    plot = new Plot(left, TOP, Math.max(40, width - left - RIGHT), plotHeight, xEnd(), y);
    drawXAxis(g);
    drawYAxis(g);
    List<Line> lines = data.lines();
    for (int i = 0; i < lines.size(); i++) {
      drawLine(g, lines.get(i), i);
    }
    drawMark(g);
    drawLegend(g, width, plot.y0() + plotHeight + AXIS);
  }

  /** The last x drawn: the last finite percentile's decade, half a decade more for max. */
  private double xEnd() {
    double last = 1;
    boolean max = false;
    for (Line line : data.lines()) {
      for (Point p : line.points()) {
        if (Double.isFinite(p.x())) {
          last = Math.max(last, p.x());
        } else {
          max = true;
        }
      }
    }
    double decades = Math.ceil(last - 1e-9);
    return max ? decades + 0.5 : decades;
  }

  private ScoreScale yScale() {
    double low = Double.MAX_VALUE;
    double high = 0;
    for (Line line : data.lines()) {
      for (Point p : line.points()) {
        high = Math.max(high, p.latency());
        if (p.latency() > 0) {
          low = Math.min(low, p.latency());
        }
      }
    }
    return ScoreScale.of(logLatency.get(), low == Double.MAX_VALUE ? high : low, high);
  }

  private void drawXAxis(GraphicsContext g) {
    double bottom = plot.y0() + plot.height();
    g.setLineWidth(1);
    g.setTextAlign(TextAlignment.CENTER);
    int decades = (int) Math.floor(plot.xEnd());
    for (int d = 0; d <= decades; d++) {
      double x = Math.round(plot.x(d)) + 0.5;
      g.setStroke(colors.grid());
      g.strokeLine(x, plot.y0(), x, bottom);
      g.setFill(colors.dim());
      g.fillText(PercentileSeries.label(100 * (1 - Math.pow(10, -d))), x, bottom + 12);
    }
    if (plot.xEnd() > decades) {
      double x = Math.round(plot.x(plot.xEnd())) + 0.5;
      g.setStroke(colors.grid());
      g.strokeLine(x, plot.y0(), x, bottom);
      g.setFill(colors.dim());
      g.fillText("max", x - 8, bottom + 12);
    }
    g.setFill(colors.text());
    g.fillText("Percentile (log scale of 1/(1−p))", plot.x0() + plot.width() / 2, bottom + 29);
  }

  private void drawYAxis(GraphicsContext g) {
    g.setTextAlign(TextAlignment.RIGHT);
    // In a short chart (Runs detail) a tick label that would overlap the one below is left out;
    // its grid line stays.
    double lastLabel = Double.POSITIVE_INFINITY;
    for (double tick : plot.y().ticks()) {
      double y = Math.round(plot.y(tick)) + 0.5;
      g.setStroke(colors.grid());
      g.strokeLine(plot.x0(), y, plot.x0() + plot.width(), y);
      if (lastLabel - y >= 15) {
        g.setFill(colors.dim());
        g.fillText(tick(tick), plot.x0() - 6, y);
        lastLabel = y;
      }
    }
    g.save();
    g.translate(14, plot.y0() + plot.height() / 2);
    g.rotate(-90);
    g.setTextAlign(TextAlignment.CENTER);
    g.setFill(colors.text());
    g.fillText(
        "Latency (" + data.unit() + (logLatency.get() ? ", log" : "") + ")", 0, 0, plot.height());
    g.restore();
  }

  private static String tick(double tick) {
    return tick == 0 ? "0" : ScoreChart.number(tick);
  }

  /** Past the palette's eight colours, lines are dashed so no two lines look alike. */
  private static double[] dashes(int index) {
    return index < 8 ? new double[0] : new double[] {7, 4};
  }

  private void drawLine(GraphicsContext g, Line line, int index) {
    g.setStroke(colors.line(index));
    g.setFill(colors.line(index));
    g.setLineWidth(2);
    g.setLineDashes(dashes(index));
    List<Point> points = line.points();
    g.beginPath();
    for (int i = 0; i < points.size(); i++) {
      double x = plot.x(points.get(i).x());
      double y = plot.y(points.get(i).latency());
      if (i == 0) {
        g.moveTo(x, y);
      } else {
        g.lineTo(x, y);
      }
    }
    g.stroke();
    g.setLineDashes();
    // Markers only where a few stored percentiles are drawn: a histogram's line has ~100 points.
    if (!line.fromHistogram()) {
      for (Point p : points) {
        g.fillOval(plot.x(p.x()) - 3, plot.y(p.latency()) - 3, 6, 6);
      }
    }
  }

  private void drawMark(GraphicsContext g) {
    if (markedLine < 0 || markedLine >= data.lines().size()) {
      return;
    }
    List<Point> points = data.lines().get(markedLine).points();
    if (markedPoint < 0 || markedPoint >= points.size()) {
      return;
    }
    Point p = points.get(markedPoint);
    g.setStroke(colors.text());
    g.setLineWidth(2);
    g.strokeOval(plot.x(p.x()) - 6, plot.y(p.latency()) - 6, 12, 12);
  }

  private int legendRows(double width) {
    int rows = 1;
    double x = LEFT;
    for (Line line : data.lines()) {
      double w = 26 + textWidth(line.name());
      if (x + w > width - RIGHT && x > LEFT) {
        rows++;
        x = LEFT;
      }
      x += w;
    }
    return rows;
  }

  private void drawLegend(GraphicsContext g, double width, double top) {
    g.setTextAlign(TextAlignment.LEFT);
    double x = LEFT;
    double y = top + LEGEND_ROW / 2;
    List<Line> lines = data.lines();
    for (int i = 0; i < lines.size(); i++) {
      double w = 26 + textWidth(lines.get(i).name());
      if (x + w > width - RIGHT && x > LEFT) {
        x = LEFT;
        y += LEGEND_ROW;
      }
      g.setStroke(colors.line(i));
      g.setLineWidth(3);
      g.setLineDashes(dashes(i).length == 0 ? new double[0] : new double[] {4, 2});
      g.strokeLine(x, y, x + 14, y);
      g.setLineDashes();
      g.setFill(colors.text());
      g.fillText(lines.get(i).name(), x + 18, y);
      x += w;
    }
  }

  /** Shows the point nearest the mouse (within 12 px) in the tooltip. */
  private void hover(double mx, double my) {
    int[] nearest = nearest(mx, my);
    if (nearest == null) {
      Tooltip.uninstall(this, hoverTip);
      return;
    }
    hoverTip.setText(describe(nearest[0], nearest[1]));
    Tooltip.install(this, hoverTip);
  }

  private int[] nearest(double mx, double my) {
    if (plot == null) {
      return null;
    }
    int[] best = null;
    double bestDistance = 12 * 12;
    List<Line> lines = data.lines();
    for (int l = 0; l < lines.size(); l++) {
      List<Point> points = lines.get(l).points();
      for (int i = 0; i < points.size(); i++) {
        double dx = plot.x(points.get(i).x()) - mx;
        double dy = plot.y(points.get(i).latency()) - my;
        if (dx * dx + dy * dy <= bestDistance) {
          bestDistance = dx * dx + dy * dy;
          best = new int[] {l, i};
        }
      }
    }
    return best;
  }

  private double textWidth(String text) {
    Text probe = new Text(text);
    probe.setFont(font);
    return probe.getLayoutBounds().getWidth();
  }

  /** The lines and points, for the keyboard readout. */
  private final class LinePoints implements ChartReadout.Points {
    @Override
    public int seriesCount() {
      return data.lines().size();
    }

    @Override
    public int pointCount(int series) {
      return data.lines().get(series).points().size();
    }

    @Override
    public String describe(int series, int point) {
      return PercentileChart.this.describe(series, point);
    }

    @Override
    public Point2D anchor(int series, int point) {
      if (plot == null) {
        return null;
      }
      Point p = data.lines().get(series).points().get(point);
      return new Point2D(plot.x(p.x()), plot.y(p.latency()));
    }

    @Override
    public void mark(int series, int point) {
      markedLine = series;
      markedPoint = point;
      draw();
    }
  }
}
