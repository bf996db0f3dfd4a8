package dev.wirebench.engine.history;

import dev.wirebench.engine.result.BenchResult;
import dev.wirebench.engine.stats.Units;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * A baseline window of runs as one comparison side: for each benchmark key, one result whose forks
 * are every fork of every run in the window. Forks stay forks (the unit of replication); a run
 * stored without raw samples gives its score as a one-iteration fork, so that it still counts as a
 * replicate. Scores are converted to the newest run's unit; results in a unit that does not
 * convert, and failed results, are left out.
 *
 * <p>This is the adapter between a window and the two-run comparison: the pooled results go to
 * {@link dev.wirebench.engine.stats.RunComparer} like any run's, so a change of its estimator
 * applies to the gate as well.
 */
public final class BaselinePool {
  private BaselinePool() {}

  /**
   * Pools the runs' results.
   *
   * @param runs each run's results, newest run first
   * @return one pooled result per key, in the order the keys first appear
   */
  public static List<BenchResult> pool(List<List<BenchResult>> runs) {
    Map<BenchmarkKey, List<BenchResult>> byKey = new LinkedHashMap<>();
    for (List<BenchResult> run : runs) {
      for (BenchResult result : run) {
        if (!result.failed() && Double.isFinite(result.score())) {
          byKey.computeIfAbsent(BenchmarkKey.of(result), k -> new ArrayList<>()).add(result);
        }
      }
    }
    List<BenchResult> pooled = new ArrayList<>();
    byKey.values().forEach(results -> pooled.add(pooled(results)));
    return pooled;
  }

  private static BenchResult pooled(List<BenchResult> results) {
    BenchResult newest = results.get(0);
    List<List<Double>> forks = new ArrayList<>();
    for (BenchResult result : results) {
      double factor = Units.factor(result.unit(), newest.unit());
      if (Double.isNaN(factor)) {
        continue;
      }
      if (result.rawData().isEmpty()) {
        forks.add(List.of(result.score() * factor));
      } else {
        for (List<Double> fork : result.rawData()) {
          forks.add(fork.stream().map(v -> v * factor).toList());
        }
      }
    }
    double sum = 0;
    int n = 0;
    for (List<Double> fork : forks) {
      for (double v : fork) {
        sum += v;
        n++;
      }
    }
    return new BenchResult(
        newest.benchmark(),
        newest.codec(),
        newest.fixture(),
        newest.operation(),
        newest.mode(),
        newest.params(),
        sum / n,
        Double.NaN,
        newest.unit(),
        Double.NaN,
        Double.NaN,
        new TreeMap<>(),
        newest.allocBytesPerOp(),
        newest.encodedSize(),
        newest.decodeContract(),
        forks,
        Map.of(),
        null,
        null,
        null,
        List.of());
  }
}
