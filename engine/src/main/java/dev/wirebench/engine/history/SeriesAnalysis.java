package dev.wirebench.engine.history;

import java.util.List;
import java.util.Objects;

/**
 * A series with what history shows about it: its change points, best and latest points, and how far
 * the latest is from the best.
 *
 * @param series the series
 * @param changePoints its change points, oldest first
 */
public record SeriesAnalysis(Series series, List<ChangePoint> changePoints) {
  public SeriesAnalysis {
    Objects.requireNonNull(series, "series");
    changePoints = List.copyOf(changePoints);
  }

  /** Analyses {@code series} with {@code detector}. */
  public static SeriesAnalysis of(Series series, ChangePointDetector detector) {
    return new SeriesAnalysis(series, detector.detect(series));
  }

  /** The best point, or null if the series is empty. */
  public SeriesPoint best() {
    int i = series.bestIndex();
    return i < 0 ? null : series.points().get(i);
  }

  /** The latest point, or null if the series is empty. */
  public SeriesPoint latest() {
    int i = series.latestIndex();
    return i < 0 ? null : series.points().get(i);
  }

  /** The latest score relative to the best, latest/best − 1; NaN if empty. */
  public double latestVsBest() {
    return series.isEmpty() ? Double.NaN : series.deltaVsBest(series.latestIndex());
  }

  /** The change point the latest level starts from, or null if there is none. */
  public ChangePoint lastChange() {
    return changePoints.isEmpty() ? null : changePoints.get(changePoints.size() - 1);
  }
}
