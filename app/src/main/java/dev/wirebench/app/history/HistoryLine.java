package dev.wirebench.app.history;

import dev.wirebench.engine.history.Series;
import dev.wirebench.engine.history.SeriesAnalysis;
import dev.wirebench.engine.history.SeriesPoint;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javafx.scene.chart.NumberAxis;
import javafx.scene.paint.Color;

/**
 * One series as the history chart draws it: its values as arrays (time in hours, score, error),
 * placed on screen by {@link #place} before each drawing, and the look-ups the chart needs (a
 * point's index, the point nearest the pointer). Made once per history shown, so redrawing on a
 * resize costs no objects per point. FX thread only.
 */
final class HistoryLine {
  private static final double HOUR = 3_600_000;

  private final SeriesAnalysis analysis;
  private final Color color;
  private final List<SeriesPoint> points;
  private final double[] hours;
  private final double[] scores;
  private final double[] errors;
  private final int best;
  private final double[] xs;
  private final double[] ys;
  private final double[] tops;
  private final double[] bottoms;
  private Map<SeriesPoint, Integer> indexes;

  private HistoryLine(SeriesAnalysis analysis, Color color) {
    this.analysis = analysis;
    this.color = color;
    Series series = analysis.series();
    this.points = series.points();
    int n = points.size();
    this.hours = new double[n];
    this.scores = series.scores();
    this.errors = series.errors();
    for (int i = 0; i < n; i++) {
      hours[i] = points.get(i).startedAt().toEpochMilli() / HOUR;
    }
    this.best = series.bestIndex();
    this.xs = new double[n];
    this.ys = new double[n];
    this.tops = new double[n];
    this.bottoms = new double[n];
  }

  /** The line of a non-empty series. */
  static HistoryLine of(SeriesAnalysis analysis, Color color) {
    return new HistoryLine(analysis, color);
  }

  /** Widens {x min, x max} and {y min, y max} to take in every point and error bar. */
  void extend(double[] xRange, double[] yRange) {
    xRange[0] = Math.min(xRange[0], hours[0]);
    xRange[1] = Math.max(xRange[1], hours[hours.length - 1]);
    for (int i = 0; i < scores.length; i++) {
      double error = Double.isFinite(errors[i]) ? errors[i] : 0;
      yRange[0] = Math.min(yRange[0], scores[i] - error);
      yRange[1] = Math.max(yRange[1], scores[i] + error);
    }
  }

  /** Puts every point on screen along the axes as they are laid out now. */
  void place(NumberAxis x, NumberAxis y) {
    for (int i = 0; i < scores.length; i++) {
      xs[i] = x.getDisplayPosition(hours[i]);
      ys[i] = y.getDisplayPosition(scores[i]);
      if (Double.isFinite(errors[i])) {
        tops[i] = y.getDisplayPosition(scores[i] + errors[i]);
        bottoms[i] = y.getDisplayPosition(scores[i] - errors[i]);
      } else {
        tops[i] = Double.NaN;
        bottoms[i] = Double.NaN;
      }
    }
  }

  /**
   * The index of the point nearest (x, y) whose squared distance is below {@code limit}, or -1.
   * Points are in time order, so only those within the pick radius along x are looked at.
   */
  int nearest(double x, double y, double limit) {
    double radius = Math.sqrt(limit);
    int from = Arrays.binarySearch(xs, x - radius);
    from = from < 0 ? -from - 1 : from;
    while (from > 0 && xs[from - 1] >= x - radius) {
      from--; // binarySearch lands on any of equal values
    }
    int found = -1;
    double best2 = limit;
    for (int i = from; i < xs.length && xs[i] <= x + radius; i++) {
      double dx = xs[i] - x;
      double dy = ys[i] - y;
      double d2 = dx * dx + dy * dy;
      if (d2 < best2) {
        best2 = d2;
        found = i;
      }
    }
    return found;
  }

  /** The index of {@code point} in this series, or -1. */
  int indexOf(SeriesPoint point) {
    if (indexes == null) {
      indexes = new HashMap<>(points.size() * 2);
      for (int i = 0; i < points.size(); i++) {
        indexes.putIfAbsent(points.get(i), i);
      }
    }
    return indexes.getOrDefault(point, -1);
  }

  /** Point {@code i}'s score relative to the best (see {@link Series#deltaVsBest}). */
  double deltaVsBest(int i) {
    return scores[i] / scores[best] - 1;
  }

  SeriesAnalysis analysis() {
    return analysis;
  }

  Color color() {
    return color;
  }

  int size() {
    return scores.length;
  }

  int best() {
    return best;
  }

  SeriesPoint point(int i) {
    return points.get(i);
  }

  double x(int i) {
    return xs[i];
  }

  double y(int i) {
    return ys[i];
  }

  double[] xs() {
    return xs;
  }

  double[] ys() {
    return ys;
  }

  double[] tops() {
    return tops;
  }

  double[] bottoms() {
    return bottoms;
  }
}
