package dev.wirebench.engine.bench;

import dev.wirebench.engine.profile.ProfileEvent;
import dev.wirebench.engine.result.BenchResult;
import dev.wirebench.engine.run.CancelToken;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import java.util.regex.Pattern;
import org.openjdk.jmh.profile.GCProfiler;
import org.openjdk.jmh.profile.LinuxPerfNormProfiler;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;
import org.openjdk.jmh.runner.options.VerboseMode;

/**
 * Runs one benchmark through JMH's {@link org.openjdk.jmh.runner.Runner}: explicit fork JVM and
 * flags (forks never inherit this JVM's), fail-on-error so a failing benchmark ends with its
 * exception instead of a missing result, live progress through {@link ProgressOutputFormat}. The
 * runner runs on its own thread so that cancelling can interrupt it and kill its forks without
 * touching the caller's thread.
 */
final class JmhCaseRunner {
  /** Frames a JFR-sampled stack keeps in a profiled fork: deep enough for any codec here. */
  static final int JFR_STACK_DEPTH = 256;

  private final PreparedPlan prepared;
  private final BenchmarkListener listener;
  private final EtaClock eta;
  private final JmhAttempts attempts;

  JmhCaseRunner(
      PreparedPlan prepared, BenchmarkListener listener, CancelToken cancel, EtaClock eta) {
    this.prepared = prepared;
    this.listener = listener;
    this.eta = eta;
    this.attempts = new JmhAttempts(listener, cancel);
  }

  /** The benchmark's result (failed if it threw), or null if the run was cancelled. */
  BenchResult run(BenchmarkCase benchmark, int index, int count) {
    JmhAttempts.Finished done =
        untilLocked(
            options(benchmark),
            () -> new ProgressOutputFormat(listener, progress(benchmark, index, count)));
    if (done == null) {
      return null;
    }
    if (done.failure() != null) {
      return JmhResults.failed(benchmark, prepared, done.failure());
    }
    List<RunResult> results = new ArrayList<>(done.results());
    if (results.size() != 1) {
      return JmhResults.failed(
          benchmark, prepared, "JMH returned " + results.size() + " results, expected 1");
    }
    return JmhResults.map(benchmark, prepared, results.get(0)).withWarmup(done.format().warmups());
  }

  /** Runs {@code options}, waiting while another JMH holds jmh.lock; null if cancelled. */
  private JmhAttempts.Finished untilLocked(
      Options options, Supplier<ProgressOutputFormat> formats) {
    return attempts.run(options, formats);
  }

  private ProgressOutputFormat.Progress progress(BenchmarkCase benchmark, int index, int count) {
    ForkCost cost = forkCost();
    return (fork, forks, warmup, n, of, score, unit) -> {
      eta.progress(cost.fraction(fork, warmup, n));
      listener.iteration(
          new IterationProgress(
              benchmark, index, count, fork, forks, warmup, n, of, score, unit, eta.eta()));
    };
  }

  /**
   * A benchmark's planned cost, in planned seconds as the estimate counts them: each fork's start
   * and its iterations, over the measured forks and then the profiled ones.
   */
  private record ForkCost(
      double overhead,
      int warmups,
      double warmupTime,
      int measurements,
      double measureTime,
      int allForks) {
    double perFork() {
      return overhead + warmups * warmupTime + measurements * measureTime;
    }

    /** How far the benchmark is after iteration {@code n} of fork {@code fork} (1-based). */
    double fraction(int fork, boolean warmup, int n) {
      double inFork = overhead + (warmup ? n * warmupTime : warmups * warmupTime + n * measureTime);
      return ((fork - 1) * perFork() + inFork) / (allForks * perFork());
    }
  }

  private ForkCost forkCost() {
    BenchmarkPlan plan = prepared.plan();
    return new ForkCost(
        PlanPreparer.FORK_OVERHEAD.toMillis() / 1000.0,
        plan.warmup().count(),
        plan.warmup().time().toMillis() / 1000.0,
        plan.measurement().count(),
        plan.measurement().time().toMillis() / 1000.0,
        plan.forks() + plan.profiles().size());
  }

  /**
   * Runs one profiled fork of {@code benchmark} with JMH profiler {@code profiler} (made from
   * {@code initLine} in the fork); its scores are not kept; waits as a measured fork does while
   * another JMH holds jmh.lock. Returns null when it ran (or was cancelled), else why not.
   */
  String profiledFork(
      BenchmarkCase benchmark,
      ProfileEvent event,
      Class<? extends org.openjdk.jmh.profile.Profiler> profiler,
      String initLine) {
    // JFR (the fallback sampler) keeps 64 frames a stack by default, cutting a codec's deep
    // stacks below the benchmark loop; async-profiler ignores the option
    Options options =
        builder(benchmark)
            .forks(1)
            .jvmArgsAppend("-XX:FlightRecorderOptions=stackdepth=" + JFR_STACK_DEPTH)
            .addProfiler(profiler, initLine)
            .build();
    // the profiled forks come after the measured ones, in the plan's event order
    int after = prepared.plan().forks() + List.copyOf(prepared.plan().profiles()).indexOf(event);
    ForkCost cost = forkCost();
    ProgressOutputFormat.Progress progress =
        (fork, forks, warmup, n, of, score, unit) -> {
          eta.progress(cost.fraction(after + 1, warmup, n));
          listener.profileProgress(benchmark, event, eta.eta());
        };
    JmhAttempts.Finished done =
        untilLocked(options, () -> new ProgressOutputFormat(listener, progress));
    return done == null ? null : done.failure();
  }

  private Options options(BenchmarkCase benchmark) {
    ChainedOptionsBuilder options = builder(benchmark).forks(prepared.plan().forks());
    if (prepared.plan().profilers().contains(BenchProfiler.GC)) {
      options.addProfiler(GCProfiler.class);
    }
    if (prepared.plan().profilers().contains(BenchProfiler.PERFNORM)) {
      options.addProfiler(LinuxPerfNormProfiler.class);
    }
    return options.build();
  }

  private ChainedOptionsBuilder builder(BenchmarkCase benchmark) {
    BenchmarkPlan plan = prepared.plan();
    ChainedOptionsBuilder options =
        new OptionsBuilder()
            .include("^" + Pattern.quote(JmhResults.benchmarkName(benchmark)) + "$")
            .param("codec", benchmark.codec())
            .mode(benchmark.mode().jmhMode())
            .timeUnit(benchmark.mode().timeUnit())
            .warmupIterations(plan.warmup().count())
            .warmupTime(timeValue(plan.warmup().time()))
            .measurementIterations(plan.measurement().count())
            .measurementTime(timeValue(plan.measurement().time()))
            .threads(plan.threads())
            .jvm(prepared.jvm().java().toString())
            .jvmArgs(prepared.forkJvmArgs().toArray(new String[0]))
            .shouldFailOnError(true)
            .verbosity(VerboseMode.NORMAL);
    if (benchmark.dynamic()) {
      // the fork gets the files and loads the dynamic fixture itself (DynamicCodecBenchmark)
      options
          .param("messages", benchmark.fixtureSource())
          .param("schema", benchmark.schemaSource());
    } else {
      options.param("fixture", benchmark.fixtureSource());
    }
    return options;
  }

  static TimeValue timeValue(Duration duration) {
    long nanos = duration.toNanos();
    if (nanos % 1_000_000_000L == 0) {
      return TimeValue.seconds(nanos / 1_000_000_000L);
    }
    if (nanos % 1_000_000L == 0) {
      return TimeValue.milliseconds(nanos / 1_000_000L);
    }
    if (nanos % 1_000L == 0) {
      return TimeValue.microseconds(nanos / 1_000L);
    }
    return TimeValue.nanoseconds(nanos);
  }
}
