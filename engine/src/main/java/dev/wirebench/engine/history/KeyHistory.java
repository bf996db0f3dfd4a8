package dev.wirebench.engine.history;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Everything history shows about one benchmark key: a series per environment with its change
 * points, and the stored results it could not use.
 *
 * @param key the benchmark
 * @param series one analysed series per environment, ordered by environment
 * @param failed results without a score
 * @param unconvertible results in a unit their series' unit cannot be converted from
 */
public record KeyHistory(
    BenchmarkKey key, List<SeriesAnalysis> series, int failed, int unconvertible) {
  public KeyHistory {
    Objects.requireNonNull(key, "key");
    series = List.copyOf(series);
  }

  /** Splits {@code rows} into series by environment and finds each one's change points. */
  public static KeyHistory of(
      BenchmarkKey key, List<HistoryRow> rows, ChangePointDetector detector) {
    SeriesSplitter.Split split = SeriesSplitter.split(key, rows);
    List<SeriesAnalysis> analysed = new ArrayList<>();
    for (Series series : split.series()) {
      analysed.add(SeriesAnalysis.of(series, detector));
    }
    return new KeyHistory(key, analysed, split.failed(), split.unconvertible());
  }

  /** The series with the most points (the main one to show), or null if there is none. */
  public SeriesAnalysis longest() {
    SeriesAnalysis longest = null;
    for (SeriesAnalysis s : series) {
      if (longest == null || s.series().size() > longest.series().size()) {
        longest = s;
      }
    }
    return longest;
  }

  /** Every change point of every series. */
  public int changePointCount() {
    return series.stream().mapToInt(s -> s.changePoints().size()).sum();
  }
}
