package dev.wirebench.app.history;

import dev.wirebench.engine.history.ChangePoint;
import dev.wirebench.engine.history.SeriesPoint;
import java.util.ArrayList;
import java.util.List;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.chart.Axis.TickMark;
import javafx.scene.paint.Color;

/**
 * Draws a history chart's plot on its canvas: grid lines, each series with its error bars (every
 * point when there are few; one pixel column at a time, decimated by {@link ColumnDecimation}, when
 * there are many), change points as dashed lines, and the marks — best (green dot), latest (blue
 * ring), change points (red dots), selected points (amber rings) — taken from the whole series. FX
 * thread only (reuses its decimation buffers).
 */
final class HistoryPainter {
  private static final Color BEST = Color.web("#1f9d4c");
  private static final Color LATEST = Color.web("#2f6fde");
  private static final Color CHANGE = Color.web("#d64545");
  private static final Color SELECTED = Color.web("#e0a800");
  private static final Color GRID = Color.gray(0.5, 0.18);

  private final ColumnDecimation decimation = new ColumnDecimation();

  /**
   * Draws {@code lines} (placed on screen) on {@code canvas} over grid lines at {@code yTicks}, the
   * {@code selected} points ringed; returns the marks drawn.
   */
  List<HistoryMark> paint(
      Canvas canvas,
      List<HistoryLine> lines,
      List<TickMark<Number>> yTicks,
      List<SeriesPoint> selected) {
    GraphicsContext g = canvas.getGraphicsContext2D();
    double w = canvas.getWidth();
    double h = canvas.getHeight();
    g.clearRect(0, 0, w, h);
    List<HistoryMark> marks = new ArrayList<>();
    if (lines.isEmpty() || w < 2 || h < 2) {
      return marks;
    }
    g.setStroke(GRID);
    g.setLineWidth(1);
    for (TickMark<Number> tick : yTicks) {
      double y = Math.round(tick.getPosition()) + 0.5;
      g.strokeLine(0, y, w, y);
    }
    for (HistoryLine line : lines) {
      drawLine(g, line, w);
    }
    g.setStroke(CHANGE);
    g.setLineWidth(1.5);
    g.setLineDashes(6, 4);
    for (HistoryLine line : lines) {
      for (ChangePoint change : line.analysis().changePoints()) {
        double x = Math.round(line.x(change.index())) + 0.5;
        g.strokeLine(x, 0, x, h);
      }
    }
    g.setLineDashes();
    for (int s = 0; s < lines.size(); s++) {
      drawMarks(g, s, lines.get(s), selected, marks);
    }
    return marks;
  }

  private void drawLine(GraphicsContext g, HistoryLine line, double width) {
    decimation.decimate(line.xs(), line.ys(), line.tops(), line.bottoms());
    // up to one point per few pixels: each point gets a dot, its error bar caps, the line a stroke
    if (line.size() <= width / 6) {
      drawSparse(g, line);
    } else {
      drawDense(g, line);
    }
  }

  private void drawSparse(GraphicsContext g, HistoryLine line) {
    g.setStroke(line.color().deriveColor(0, 1, 1, 0.45));
    g.setLineWidth(1);
    for (int b = 0; b < decimation.bars(); b++) {
      double x = Math.round(decimation.barX()[b]) + 0.5;
      double top = decimation.barTop()[b];
      double bottom = decimation.barBottom()[b];
      g.strokeLine(x, top, x, bottom);
      g.strokeLine(x - 3, top, x + 3, top);
      g.strokeLine(x - 3, bottom, x + 3, bottom);
    }
    g.setStroke(line.color());
    g.setLineWidth(1.5);
    g.strokePolyline(decimation.lineX(), decimation.lineY(), decimation.linePoints());
    g.setFill(line.color());
    for (int i = 0; i < line.size(); i++) {
      g.fillOval(line.x(i) - 3, line.y(i) - 3, 6, 6);
    }
  }

  /**
   * Many points per pixel column: pixel-aligned rectangles, one per column for the error bars'
   * envelope and one for the line's span; stroking thousands of antialiased segments costs the
   * software renderer several times more for the same pixels. Columns that are not neighbours (a
   * gap in time) are joined by a stroke.
   */
  private void drawDense(GraphicsContext g, HistoryLine line) {
    g.setFill(line.color().deriveColor(0, 1, 1, 0.3));
    for (int b = 0; b < decimation.bars(); b++) {
      double top = Math.floor(decimation.barTop()[b]);
      g.fillRect(
          Math.floor(decimation.barX()[b]),
          top,
          1,
          Math.max(1, Math.ceil(decimation.barBottom()[b]) - top));
    }
    g.setFill(line.color());
    g.setStroke(line.color());
    g.setLineWidth(1.5);
    double[] x = decimation.spanX();
    for (int s = 0; s < decimation.spans(); s++) {
      double top = Math.floor(decimation.spanTop()[s]);
      g.fillRect(x[s], top, 1, Math.max(2, Math.ceil(decimation.spanBottom()[s]) - top));
      if (s > 0 && x[s] - x[s - 1] > 1) {
        g.strokeLine(
            x[s - 1] + 0.5, decimation.spanLast()[s - 1], x[s] + 0.5, decimation.spanFirst()[s]);
      }
    }
  }

  private static void drawMarks(
      GraphicsContext g,
      int s,
      HistoryLine line,
      List<SeriesPoint> selected,
      List<HistoryMark> marks) {
    for (ChangePoint change : line.analysis().changePoints()) {
      dot(g, line, change.index(), 5, CHANGE);
      marks.add(new HistoryMark(HistoryMark.Kind.CHANGE, s, change.point()));
    }
    dot(g, line, line.best(), 6, BEST);
    marks.add(new HistoryMark(HistoryMark.Kind.BEST, s, line.point(line.best())));
    int latest = line.size() - 1;
    g.setStroke(LATEST);
    g.setLineWidth(2.5);
    g.strokeOval(line.x(latest) - 5, line.y(latest) - 5, 10, 10);
    marks.add(new HistoryMark(HistoryMark.Kind.LATEST, s, line.point(latest)));
    for (SeriesPoint point : selected) {
      int i = line.indexOf(point);
      if (i >= 0) {
        g.setStroke(SELECTED);
        g.setLineWidth(3);
        g.strokeOval(line.x(i) - 8, line.y(i) - 8, 16, 16);
        marks.add(new HistoryMark(HistoryMark.Kind.SELECTED, s, point));
      }
    }
  }

  private static void dot(GraphicsContext g, HistoryLine line, int i, double radius, Color color) {
    g.setFill(color);
    g.fillOval(line.x(i) - radius, line.y(i) - radius, 2 * radius, 2 * radius);
  }
}
