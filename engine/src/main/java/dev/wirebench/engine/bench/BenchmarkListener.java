package dev.wirebench.engine.bench;

import dev.wirebench.engine.profile.ProfileEvent;
import dev.wirebench.engine.profile.StackProfile;
import dev.wirebench.engine.result.BenchResult;
import java.time.Duration;
import java.util.List;

/**
 * Hears a benchmark run as it happens. Every method has an empty default; implement what you need.
 * Called on the thread that called {@link BenchmarkEngine#run} or on the engine's own threads
 * (iterations and output come from JMH's), one event at a time and in order for one run; a listener
 * must not block for long, and a UI must hop to its own thread itself. An exception thrown by a
 * listener fails the run: that listener hears nothing more, the run stops (forks killed, finished
 * results kept), the others hear it end, and the outcome carries the message in {@link
 * BenchOutcome#failure()} (see {@link dev.wirebench.engine.run.ListenerFanOut}).
 *
 * <p>Results arrive through {@link #benchmarkFinished(BenchResult)} as soon as each benchmark ends,
 * so a store that writes them there keeps them even if the run later crashes.
 */
public interface BenchmarkListener {
  /** The run waits for another run to finish (one measurement per machine at a time). */
  default void waiting(String message) {}

  /** The run has the lock; what it will run, on what, and a rough estimate. */
  default void runStarted(RunStart start) {}

  /** Benchmark {@code index} (0-based) of {@code count} starts. */
  default void benchmarkStarted(BenchmarkCase benchmark, int index, int count) {}

  /** An iteration finished (warm-up or measurement), with its score and the run's ETA. */
  default void iteration(IterationProgress progress) {}

  /** A benchmark ended: its result, or a failed result with the message. */
  default void benchmarkFinished(BenchResult result) {}

  /**
   * A profiled fork of {@code benchmark} under {@code event} starts, after its measured forks
   * (plans with {@link BenchmarkPlan#profiles()}).
   */
  default void profileStarted(BenchmarkCase benchmark, ProfileEvent event) {}

  /**
   * An iteration of the profiled fork of {@code benchmark} under {@code event} ended (its score is
   * not kept): the run's ETA now, which counts the profiled forks as the plan's estimate does.
   */
  default void profileProgress(BenchmarkCase benchmark, ProfileEvent event, Duration eta) {}

  /**
   * The profiled fork of {@code benchmark} under {@code event} sampled with JFR, not
   * async-profiler, and why (its library is missing or would not load); before {@link #profiled}.
   */
  default void profilerFellBack(BenchmarkCase benchmark, ProfileEvent event, String why) {}

  /**
   * The profiles of {@code benchmark}, one per event, after {@link #benchmarkFinished}: stacks, or
   * a note saying why there are none.
   */
  default void profiled(BenchmarkCase benchmark, List<StackProfile> profiles) {}

  /** A line of JMH's or the fork's own output, for logs. */
  default void output(String line) {}

  /** The run ended (completed, partly, cancelled or failed). */
  default void runFinished(BenchOutcome outcome) {}

  /** A listener that tells each of {@code listeners} in turn; one that throws fails the run. */
  static BenchmarkListener all(BenchmarkListener... listeners) {
    return new Listeners(List.of(listeners));
  }

  /** A listener that hears nothing. */
  static BenchmarkListener none() {
    return new BenchmarkListener() {};
  }
}
