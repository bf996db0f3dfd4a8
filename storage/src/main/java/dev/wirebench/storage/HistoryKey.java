package dev.wirebench.storage;

import dev.wirebench.engine.history.BenchmarkKey;
import java.util.Objects;

/**
 * A benchmark key the store holds results for.
 *
 * @param key the benchmark
 * @param results how many results it has (failed ones included)
 * @param latestRunId the newest run (highest id) with a result for it
 */
public record HistoryKey(BenchmarkKey key, int results, long latestRunId) {
  public HistoryKey {
    Objects.requireNonNull(key, "key");
  }
}
