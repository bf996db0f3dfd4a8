package dev.wirebench.engine.bench;

import dev.wirebench.engine.result.BenchResult;
import dev.wirebench.engine.result.Environment;
import dev.wirebench.engine.result.RunKind;
import dev.wirebench.engine.result.RunStatus;
import java.time.Instant;
import java.util.List;

/**
 * How a run ended.
 *
 * @param kind JMH benchmarks or latency harness
 * @param status {@link RunStatus#COMPLETE} if every benchmark produced a score, {@link
 *     RunStatus#PARTIAL} if the run was cancelled or some benchmarks failed, {@link
 *     RunStatus#FAILED} if every benchmark failed
 * @param cancelled whether the run was cancelled
 * @param results every finished benchmark in run order, failed ones included (with their message)
 * @param skipped codec × fixture pairs not run, and why
 * @param environment what the run ran on (empty if it never started)
 * @param startedAt when the run got the lock (or gave up waiting)
 * @param finishedAt when it ended
 * @param label the plan's label, or null
 * @param failure why the run stopped early although nobody cancelled it (a listener failed: most
 *     often its results could not be stored), or null
 */
public record BenchOutcome(
    RunKind kind,
    RunStatus status,
    boolean cancelled,
    List<BenchResult> results,
    List<SkippedPair> skipped,
    Environment environment,
    Instant startedAt,
    Instant finishedAt,
    String label,
    String failure) {
  public BenchOutcome {
    results = List.copyOf(results);
    skipped = List.copyOf(skipped);
  }

  /** The results that have a score. */
  public List<BenchResult> succeeded() {
    return results.stream().filter(r -> !r.failed()).toList();
  }

  /** The results that failed. */
  public List<BenchResult> failures() {
    return results.stream().filter(BenchResult::failed).toList();
  }

  /** Whether the run stopped because a listener (e.g. the store) failed. */
  public boolean listenerFailed() {
    return failure != null;
  }

  static RunStatus statusOf(
      boolean cancelled, boolean failed, int planned, List<BenchResult> results) {
    long ok = results.stream().filter(r -> !r.failed()).count();
    if (failed) {
      return ok == 0 ? RunStatus.FAILED : RunStatus.PARTIAL;
    }
    if (!cancelled && ok == planned) {
      return RunStatus.COMPLETE;
    }
    if (!cancelled && ok == 0) {
      return RunStatus.FAILED;
    }
    return RunStatus.PARTIAL;
  }
}
