package dev.wirebench.engine.bench;

import dev.wirebench.engine.codec.CodecRegistry;
import dev.wirebench.engine.env.EnvironmentCapture;
import dev.wirebench.engine.env.JmhLock;
import dev.wirebench.engine.fixture.FixtureLoader;
import dev.wirebench.engine.profile.StackProfile;
import dev.wirebench.engine.result.BenchResult;
import dev.wirebench.engine.result.Environment;
import dev.wirebench.engine.result.RunKind;
import dev.wirebench.engine.result.RunStatus;
import dev.wirebench.engine.run.CancelToken;
import dev.wirebench.engine.run.CancelledException;
import dev.wirebench.engine.run.MeasurementLock;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * Runs benchmark plans: JMH benchmarks of {@code CodecBenchmark} or the latency harness, always in
 * forked JVMs with explicit flags, one benchmark (codec × fixture × operation × mode) at a time,
 * behind the machine-wide {@link MeasurementLock}.
 *
 * <p>{@link #run} blocks until the run ends and may be called from any thread (never a UI thread);
 * progress and each result as soon as it exists go to the {@link BenchmarkListener}, on engine
 * threads. {@link CancelToken#cancel()} stops the run promptly and kills its forked JVMs; completed
 * results are kept. Interrupting the calling thread cancels too. A benchmark that throws ends as a
 * failed result with the exception's message; the run goes on with the next one. A listener that
 * throws (a store that cannot store) stops the run the same way and is named in {@link
 * BenchOutcome#failure()} (see {@link dev.wirebench.engine.run.ListenerFanOut}).
 */
public final class BenchmarkEngine {
  private final CodecRegistry registry;
  private final FixtureLoader loader;
  private final MeasurementLock lock;

  public BenchmarkEngine(CodecRegistry registry, FixtureLoader loader, MeasurementLock lock) {
    this.registry = registry;
    this.loader = loader;
    this.lock = lock;
  }

  /** The codecs on the class path, the bundled fixtures, the machine-wide lock. */
  public static BenchmarkEngine standard() {
    return new BenchmarkEngine(
        CodecRegistry.discover(), FixtureLoader.bundled(), MeasurementLock.machineWide());
  }

  /**
   * Checks {@code plan} and works out its benchmarks, without starting anything. Fast; suitable for
   * validating a form as the user edits it.
   *
   * @throws PlanException saying what to change (unknown ids with the known ones, forks &lt; 1, no
   *     supported pair...)
   */
  public PreparedPlan prepare(BenchmarkPlan plan) {
    return new PlanPreparer(registry, loader).prepare(plan);
  }

  /**
   * Runs {@code plan} and returns how it ended.
   *
   * @throws PlanException if the plan is invalid or the fork JVM refuses its flags (nothing ran)
   */
  public BenchOutcome run(BenchmarkPlan plan, BenchmarkListener listener, CancelToken cancel) {
    Listeners events = new Listeners(List.of(listener));
    PreparedPlan prepared = prepare(plan);
    Instant asked = Instant.now();
    // The run stops on the user's cancel or on a listener's failure; only the first is a cancel.
    CancelToken stop = new CancelToken();
    events.fanOut().onFailure(stop::cancel);
    CancelToken.Registration linked = cancel.onCancel(stop::cancel);
    try {
      ForkJvmCheck.check(prepared);
      MeasurementLock.Held held = lock.acquire(describe(prepared), stop, events::waiting);
      try {
        Path tmp = Path.of(System.getProperty("java.io.tmpdir"));
        LeftoverJmhFiles.sweep(tmp, JmhLock.machineWide(), Instant.now());
        ProfilerFolder.sweep(tmp, Instant.now().minus(LeftoverJmhFiles.MIN_AGE));
        return runLocked(prepared, events, stop, cancel);
      } finally {
        held.close();
      }
    } catch (CancelledException cancelled) {
      String failure = events.fanOut().failureMessage().orElse(null);
      BenchOutcome outcome =
          new BenchOutcome(
              plan.kind(),
              failure == null ? RunStatus.PARTIAL : RunStatus.FAILED,
              failure == null || cancel.isCancelled(),
              List.of(),
              prepared.skipped(),
              Environment.empty(),
              asked,
              Instant.now(),
              plan.label(),
              failure);
      events.runFinished(outcome);
      return outcome;
    } finally {
      linked.close();
    }
  }

  private BenchOutcome runLocked(
      PreparedPlan prepared, Listeners events, CancelToken cancel, CancelToken userCancel) {
    BenchmarkPlan plan = prepared.plan();
    Environment environment =
        EnvironmentCapture.capture(
            prepared.jvm(),
            prepared.forkJvmArgs(),
            prepared.codecs().values(),
            prepared.fixtures().values(),
            prepared.settings());
    Instant started = Instant.now();
    events.runStarted(new RunStart(plan.kind(), prepared, environment, started));
    List<BenchmarkCase> cases = prepared.cases();
    EtaClock eta = new EtaClock(plannedSeconds(prepared));
    List<BenchResult> results = runCases(prepared, events, cancel, eta);
    String failure = events.fanOut().failureMessage().orElse(null);
    // Stopped without a listener failure: the user cancelled, or the thread was interrupted.
    boolean cancelled = userCancel.isCancelled() || (cancel.isCancelled() && failure == null);
    BenchOutcome outcome =
        new BenchOutcome(
            plan.kind(),
            BenchOutcome.statusOf(cancelled, failure != null, cases.size(), results),
            cancelled,
            results,
            prepared.skipped(),
            environment,
            started,
            Instant.now(),
            plan.label(),
            failure);
    events.runFinished(outcome);
    return outcome;
  }

  /** Each benchmark in turn, then its profiled forks if asked for; stops when cancelled. */
  private static List<BenchResult> runCases(
      PreparedPlan prepared, Listeners events, CancelToken cancel, EtaClock eta) {
    BenchmarkPlan plan = prepared.plan();
    List<BenchmarkCase> cases = prepared.cases();
    JmhCaseRunner jmh = new JmhCaseRunner(prepared, events, cancel, eta);
    LatencyCaseRunner latency = new LatencyCaseRunner(prepared, events, cancel, eta);
    List<BenchResult> results = new ArrayList<>();
    try (ProfilerFolder folder =
        plan.profiles().isEmpty()
            ? null
            : ProfilerFolder.create(Path.of(System.getProperty("java.io.tmpdir")))) {
      ProfiledForks profiled = new ProfiledForks(prepared, jmh, events, cancel, folder);
      for (int i = 0; i < cases.size() && !cancel.isCancelled(); i++) {
        BenchmarkCase benchmark = cases.get(i);
        eta.started(i);
        events.benchmarkStarted(benchmark, i, cases.size());
        BenchResult result =
            plan.kind() == RunKind.LATENCY
                ? latency.run(benchmark, i, cases.size())
                : jmh.run(benchmark, i, cases.size());
        if (result == null) {
          break;
        }
        results.add(result);
        events.benchmarkFinished(result);
        if (folder != null && !result.failed() && !cancel.isCancelled()) {
          List<StackProfile> profiles = profiled.run(benchmark, i);
          if (!profiles.isEmpty()) {
            events.profiled(benchmark, profiles);
          }
        }
      }
    }
    return results;
  }

  private static double[] plannedSeconds(PreparedPlan prepared) {
    int n = prepared.cases().size();
    double each = prepared.estimate().toMillis() / 1000.0 / Math.max(1, n);
    double[] planned = new double[n];
    Arrays.fill(planned, Math.max(each, 0.001));
    return planned;
  }

  private static String describe(PreparedPlan prepared) {
    BenchmarkPlan plan = prepared.plan();
    String what = plan.kind() == RunKind.LATENCY ? "latency" : "bench";
    return what
        + " of "
        + String.join(",", prepared.codecs().keySet())
        + " on "
        + String.join(
            ",",
            java.util.stream.Stream.concat(
                    prepared.fixtures().keySet().stream(),
                    prepared.dynamicFixtures().keySet().stream())
                .toList())
        + ", "
        + prepared.cases().size()
        + (prepared.cases().size() == 1 ? " benchmark" : " benchmarks")
        + ", about "
        + humanDuration(prepared.estimate());
  }

  /** {@code 1:05:03}, {@code 4:07} or {@code 12s}. */
  public static String humanDuration(Duration duration) {
    long seconds = Math.max(0, duration.toSeconds());
    if (seconds < 60) {
      return seconds + "s";
    }
    if (seconds < 3600) {
      return String.format(Locale.ROOT, "%d:%02d", seconds / 60, seconds % 60);
    }
    return String.format(
        Locale.ROOT, "%d:%02d:%02d", seconds / 3600, (seconds / 60) % 60, seconds % 60);
  }
}
