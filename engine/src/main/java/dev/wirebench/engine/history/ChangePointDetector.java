package dev.wirebench.engine.history;

import java.util.ArrayList;
import java.util.List;

/**
 * Finds the change points of a series: the splits {@link EDivisive} finds significant, kept only
 * when the shift also stands out from the results' own uncertainty.
 *
 * <p>A split is significant when its level change is unlikely under shuffling; with many points
 * even a tiny change is. So each change point must also clear a noise floor: the shift of the mean
 * must exceed the noise band (relative to the level before) and the two levels' combined error,
 * sqrt(e₁²/n₁ + e₂²/n₂) with e the root mean square of the points' own error half-widths (JMH's
 * 99.9 % errors) on each side. Change points that do not are dropped, weakest first, and the levels
 * on both sides merged before the others are judged again. Stateless and thread-safe.
 */
public final class ChangePointDetector {
  private final ChangePointSettings settings;
  private final EDivisive search;

  public ChangePointDetector(ChangePointSettings settings) {
    this.settings = settings;
    this.search = new EDivisive(settings);
  }

  public ChangePointSettings settings() {
    return settings;
  }

  /** The series' change points, oldest first. */
  public List<ChangePoint> detect(Series series) {
    double[] scores = series.scores();
    double[] errors = series.errors();
    List<EDivisive.Split> splits = new ArrayList<>(search.splits(scores));
    while (true) {
      int weakest = -1;
      double weakestMargin = Double.POSITIVE_INFINITY;
      for (int i = 0; i < splits.size(); i++) {
        int from = i == 0 ? 0 : splits.get(i - 1).index();
        int at = splits.get(i).index();
        int to = i == splits.size() - 1 ? scores.length : splits.get(i + 1).index();
        double margin = margin(scores, errors, from, at, to);
        if (margin <= 1 && margin < weakestMargin) {
          weakest = i;
          weakestMargin = margin;
        }
      }
      if (weakest < 0) {
        break;
      }
      splits.remove(weakest);
    }
    List<ChangePoint> points = new ArrayList<>();
    for (int i = 0; i < splits.size(); i++) {
      int from = i == 0 ? 0 : splits.get(i - 1).index();
      int at = splits.get(i).index();
      int to = i == splits.size() - 1 ? scores.length : splits.get(i + 1).index();
      points.add(
          new ChangePoint(
              at,
              series.points().get(at),
              mean(scores, from, at),
              mean(scores, at, to),
              splits.get(i).pValue(),
              series.direction()));
    }
    return points;
  }

  /** The shift between levels [from, at) and [at, to) over its noise floor (above 1: kept). */
  private double margin(double[] scores, double[] errors, int from, int at, int to) {
    double before = mean(scores, from, at);
    double shift = Math.abs(mean(scores, at, to) - before);
    double band = settings.noiseBand() * Math.abs(before);
    double e1 = rms(errors, from, at);
    double e2 = rms(errors, at, to);
    double combined = Math.sqrt(e1 * e1 / (at - from) + e2 * e2 / (to - at));
    double floor = Math.max(band, combined);
    return floor == 0 ? Double.POSITIVE_INFINITY : shift / floor;
  }

  static double mean(double[] values, int from, int to) {
    double sum = 0;
    for (int i = from; i < to; i++) {
      sum += values[i];
    }
    return sum / (to - from);
  }

  /** Root mean square of the finite values in [from, to), 0 if none is known. */
  private static double rms(double[] values, int from, int to) {
    double sum = 0;
    int n = 0;
    for (int i = from; i < to; i++) {
      if (Double.isFinite(values[i])) {
        sum += values[i] * values[i];
        n++;
      }
    }
    return n == 0 ? 0 : Math.sqrt(sum / n);
  }
}
