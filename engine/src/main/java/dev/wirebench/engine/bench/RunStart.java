package dev.wirebench.engine.bench;

import dev.wirebench.engine.result.Environment;
import dev.wirebench.engine.result.RunKind;
import java.time.Instant;

/**
 * A run has the measurement lock and is about to start its first fork.
 *
 * @param kind JMH benchmarks or latency harness
 * @param prepared the checked plan: benchmarks, skipped pairs, fork JVM and flags, estimate
 * @param environment what the run runs on
 * @param startedAt when it started
 */
public record RunStart(
    RunKind kind, PreparedPlan prepared, Environment environment, Instant startedAt) {
  /** The number of benchmarks that will run. */
  public int size() {
    return prepared.cases().size();
  }
}
