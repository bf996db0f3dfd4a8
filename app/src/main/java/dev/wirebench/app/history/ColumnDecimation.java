package dev.wirebench.app.history;

import java.util.Arrays;

/**
 * Reduces a series already placed on screen to what one pixel column can show, so that a 10,000
 * point history draws in time proportional to the chart's width: per column the first, lowest,
 * highest and last point in series order (the M4 aggregation of Jugel et al., "M4: A
 * Visualization-Oriented Time Series Data Aggregation", VLDB 2014, which draws the same line as all
 * the points), and the envelope of the points' error bars (lowest lower end to highest upper end).
 * Best, latest and change points are marked by the chart from the full series, so none is lost
 * here.
 *
 * <p>Pure arithmetic on pixel coordinates; not thread-safe (reuses its arrays between calls).
 */
final class ColumnDecimation {
  private double[] lineX = new double[64];
  private double[] lineY = new double[64];
  private int linePoints;
  private double[] barX = new double[64];
  private double[] barTop = new double[64];
  private double[] barBottom = new double[64];
  private int bars;
  private double[] spanX = new double[64];
  private double[] spanTop = new double[64];
  private double[] spanBottom = new double[64];
  private double[] spanFirst = new double[64];
  private double[] spanLast = new double[64];
  private int spans;

  /**
   * Decimates one series.
   *
   * @param x the points' x positions, non-decreasing
   * @param y the points' y positions
   * @param top each point's error bar top (the smaller screen y), NaN if it has none
   * @param bottom each point's error bar bottom, NaN if it has none
   */
  void decimate(double[] x, double[] y, double[] top, double[] bottom) {
    linePoints = 0;
    bars = 0;
    spans = 0;
    int n = x.length;
    int i = 0;
    long previousColumn = Long.MIN_VALUE;
    double previousY = Double.NaN;
    while (i < n) {
      long column = (long) Math.floor(x[i]);
      int first = i;
      int low = i; // the lowest score is the largest screen y: names follow the screen
      int high = i;
      double barMin = Double.POSITIVE_INFINITY;
      double barMax = Double.NEGATIVE_INFINITY;
      while (i < n && (long) Math.floor(x[i]) == column) {
        if (y[i] > y[low]) {
          low = i;
        }
        if (y[i] < y[high]) {
          high = i;
        }
        if (!Double.isNaN(top[i])) {
          barMin = Math.min(barMin, top[i]);
          barMax = Math.max(barMax, bottom[i]);
        }
        i++;
      }
      int last = i - 1;
      addLine(x, y, first);
      if (low < high) {
        addLine(x, y, low);
        addLine(x, y, high);
      } else {
        addLine(x, y, high);
        addLine(x, y, low);
      }
      addLine(x, y, last);
      if (barMin <= barMax) {
        addBar(first == last ? x[first] : column + 0.5, barMin, barMax);
      }
      // the column's span of the line, reaching back to the previous column's last point when
      // that column is the neighbour: what the line's pixels in this column are
      double spanMin = y[high];
      double spanMax = y[low];
      if (previousColumn == column - 1) {
        spanMin = Math.min(spanMin, previousY);
        spanMax = Math.max(spanMax, previousY);
      }
      addSpan(column, spanMin, spanMax, y[first], y[last]);
      previousColumn = column;
      previousY = y[last];
    }
  }

  private void addSpan(long column, double top, double bottom, double firstY, double lastY) {
    if (spans == spanX.length) {
      spanX = Arrays.copyOf(spanX, spans * 2);
      spanTop = Arrays.copyOf(spanTop, spans * 2);
      spanBottom = Arrays.copyOf(spanBottom, spans * 2);
      spanFirst = Arrays.copyOf(spanFirst, spans * 2);
      spanLast = Arrays.copyOf(spanLast, spans * 2);
    }
    spanX[spans] = column;
    spanTop[spans] = top;
    spanBottom[spans] = bottom;
    spanFirst[spans] = firstY;
    spanLast[spans] = lastY;
    spans++;
  }

  private void addLine(double[] x, double[] y, int index) {
    // consecutive duplicates (a column of one point adds it four times) draw nothing
    if (linePoints > 0 && lineX[linePoints - 1] == x[index] && lineY[linePoints - 1] == y[index]) {
      return;
    }
    if (linePoints == lineX.length) {
      lineX = Arrays.copyOf(lineX, linePoints * 2);
      lineY = Arrays.copyOf(lineY, linePoints * 2);
    }
    lineX[linePoints] = x[index];
    lineY[linePoints] = y[index];
    linePoints++;
  }

  private void addBar(double x, double top, double bottom) {
    if (bars == barX.length) {
      barX = Arrays.copyOf(barX, bars * 2);
      barTop = Arrays.copyOf(barTop, bars * 2);
      barBottom = Arrays.copyOf(barBottom, bars * 2);
    }
    barX[bars] = x;
    barTop[bars] = top;
    barBottom[bars] = bottom;
    bars++;
  }

  /** The line's x positions (valid up to {@link #linePoints()}). */
  double[] lineX() {
    return lineX;
  }

  double[] lineY() {
    return lineY;
  }

  int linePoints() {
    return linePoints;
  }

  /** The error bars' x positions (valid up to {@link #bars()}). */
  double[] barX() {
    return barX;
  }

  double[] barTop() {
    return barTop;
  }

  double[] barBottom() {
    return barBottom;
  }

  int bars() {
    return bars;
  }

  /**
   * Per pixel column with points, its column (left edge, valid up to {@link #spans()}): a dense
   * line is drawn as one vertical span per column, which covers the same pixels as the M4 line
   * (within a column and to the neighbouring column) at a fraction of the cost of stroking it.
   */
  double[] spanX() {
    return spanX;
  }

  double[] spanTop() {
    return spanTop;
  }

  double[] spanBottom() {
    return spanBottom;
  }

  /** The y of each column's first point in series order. */
  double[] spanFirst() {
    return spanFirst;
  }

  /** The y of each column's last point in series order. */
  double[] spanLast() {
    return spanLast;
  }

  int spans() {
    return spans;
  }
}
