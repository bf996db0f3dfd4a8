package dev.wirebench.app.history;

import dev.wirebench.engine.history.BenchmarkKey;
import dev.wirebench.engine.history.ChangePoint;
import dev.wirebench.engine.history.EnvironmentKey;

/**
 * A change for the worse that starts at one of a series' newest runs.
 *
 * @param key the benchmark
 * @param environment the series' environment
 * @param change the change point
 * @param unit the series' unit
 */
public record RecentRegression(
    BenchmarkKey key, EnvironmentKey environment, ChangePoint change, String unit) {

  /** {@code json decode snapshot-20x20 [avgt]: 12.0 % slower from run #41, p = 0.010}. */
  public String describe() {
    return key.describe() + ": " + change.describe("");
  }
}
