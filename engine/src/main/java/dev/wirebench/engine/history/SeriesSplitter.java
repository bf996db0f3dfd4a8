package dev.wirebench.engine.history;

import dev.wirebench.engine.stats.Units;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Turns a benchmark key's stored results into series: one per environment, never mixed, each in the
 * unit of its latest point (JMH time units convert: a run reported in us/op joins one in ns/op).
 * Failed results (no score) and results whose unit does not convert are left out and counted.
 */
public final class SeriesSplitter {
  private SeriesSplitter() {}

  /**
   * The series of {@code key}, ordered by environment.
   *
   * @param rows the key's results, in any order
   */
  public static Split split(BenchmarkKey key, List<HistoryRow> rows) {
    Map<EnvironmentKey, List<HistoryRow>> byEnvironment = new TreeMap<>();
    int failed = 0;
    for (HistoryRow row : rows) {
      if (!Double.isFinite(row.score())) {
        failed++;
        continue;
      }
      byEnvironment.computeIfAbsent(row.environment(), k -> new ArrayList<>()).add(row);
    }
    List<Series> series = new ArrayList<>();
    int unconvertible = 0;
    for (Map.Entry<EnvironmentKey, List<HistoryRow>> entry : byEnvironment.entrySet()) {
      List<HistoryRow> sorted = new ArrayList<>(entry.getValue());
      sorted.sort(Comparator.comparing(HistoryRow::startedAt).thenComparingLong(HistoryRow::runId));
      String unit = sorted.get(sorted.size() - 1).unit();
      List<SeriesPoint> points = new ArrayList<>(sorted.size());
      for (HistoryRow row : sorted) {
        double factor = Units.factor(row.unit(), unit);
        if (Double.isNaN(factor)) {
          unconvertible++;
          continue;
        }
        points.add(
            new SeriesPoint(
                row.runId(),
                row.runLabel(),
                row.startedAt(),
                row.score() * factor,
                row.error() * factor,
                row.resultId()));
      }
      series.add(new Series(key, entry.getKey(), unit, points));
    }
    return new Split(series, failed, unconvertible);
  }

  /**
   * A key's series and what was left out.
   *
   * @param series one per environment
   * @param failed results without a score
   * @param unconvertible results in a unit the series' unit cannot be converted from
   */
  public record Split(List<Series> series, int failed, int unconvertible) {
    public Split {
      series = List.copyOf(series);
    }
  }
}
