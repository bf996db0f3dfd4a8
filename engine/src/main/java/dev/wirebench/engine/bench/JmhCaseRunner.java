package dev.wirebench.engine.bench;

import dev.wirebench.engine.profile.ProfileEvent;
import dev.wirebench.engine.result.BenchResult;
import dev.wirebench.engine.run.CancelToken;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import java.util.regex.Pattern;
import org.openjdk.jmh.profile.GCProfiler;
import org.openjdk.jmh.profile.LinuxPerfNormProfiler;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;
import org.openjdk.jmh.runner.options.VerboseMode;

/**
 * Runs one benchmark through JMH's {@link Runner}: explicit fork JVM and flags (forks never inherit
 * this JVM's), fail-on-error so a failing benchmark ends with its exception instead of a missing
 * result, live progress through {@link ProgressOutputFormat}. The runner runs on its own thread so
 * that cancelling can interrupt it and kill its forks without touching the caller's thread.
 */
final class JmhCaseRunner {
  private static final String JMH_LOCK_BUSY = "Unable to acquire the JMH lock";
  private static final Duration KILL_GRACE = Duration.ofSeconds(5);
  private static final long RETRY_MILLIS = 1000;

  /** Frames a JFR-sampled stack keeps in a profiled fork: deep enough for any codec here. */
  static final int JFR_STACK_DEPTH = 256;

  private final PreparedPlan prepared;
  private final BenchmarkListener listener;
  private final CancelToken cancel;
  private final EtaClock eta;

  JmhCaseRunner(
      PreparedPlan prepared, BenchmarkListener listener, CancelToken cancel, EtaClock eta) {
    this.prepared = prepared;
    this.listener = listener;
    this.cancel = cancel;
    this.eta = eta;
  }

  /** The benchmark's result (failed if it threw), or null if the run was cancelled. */
  BenchResult run(BenchmarkCase benchmark, int index, int count) {
    Finished done =
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

  /** A JMH run that ended: its results, or why it failed; and how it reported progress. */
  private record Finished(
      Collection<RunResult> results, String failure, ProgressOutputFormat format) {}

  /**
   * Runs {@code options}, again while another JMH (not a Wirebench run: those queue on the
   * measurement lock) holds jmh.lock; null if cancelled. Measured and profiled forks alike.
   */
  private Finished untilLocked(Options options, Supplier<ProgressOutputFormat> formats) {
    boolean toldWaiting = false;
    while (!cancel.isCancelled()) {
      ProgressOutputFormat format = formats.get();
      Attempt attempt = attempt(options, format);
      if (cancel.isCancelled()) {
        return null;
      }
      if (attempt.results != null) {
        return new Finished(attempt.results, null, format);
      }
      String message = FailureMessages.of(attempt.error, format.tail());
      if (!message.contains(JMH_LOCK_BUSY)) {
        return new Finished(null, message, format);
      }
      if (!toldWaiting) {
        listener.waiting(
            "waiting for another JMH run (it holds "
                + System.getProperty("java.io.tmpdir")
                + "/jmh.lock) to finish…");
        toldWaiting = true;
      }
      sleepUnlessCancelled(RETRY_MILLIS);
    }
    return null;
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

  private record Attempt(Collection<RunResult> results, Throwable error) {}

  private Attempt attempt(Options options, ProgressOutputFormat format) {
    Collection<RunResult>[] results = newResultHolder();
    Throwable[] error = new Throwable[1];
    Thread worker =
        new Thread(
            () -> {
              try {
                results[0] = new Runner(options, format).run();
              } catch (Throwable e) {
                // Whatever JMH throws (RunnerException, a profiler or link error) is the result.
                error[0] = e;
              }
            },
            "wirebench-jmh");
    worker.setDaemon(true);
    ForkReaper reaper = new ForkReaper();
    CancelToken.Registration stop =
        cancel.onCancel(
            () -> {
              worker.interrupt();
              reaper.signal();
            });
    try {
      worker.start();
      joinTreatingInterruptAsCancel(worker);
    } finally {
      stop.close();
    }
    if (cancel.isCancelled()) {
      // A fork started just as the runner was interrupted is only visible now.
      reaper.killAndWait(KILL_GRACE);
    }
    return new Attempt(results[0], error[0]);
  }

  @SuppressWarnings("unchecked") // a one-slot holder written by the worker thread, read after join
  private static Collection<RunResult>[] newResultHolder() {
    return (Collection<RunResult>[]) new Collection<?>[1];
  }

  private void joinTreatingInterruptAsCancel(Thread worker) {
    boolean interrupted = false;
    while (true) {
      try {
        worker.join();
        break;
      } catch (InterruptedException e) {
        // The caller's thread was interrupted (e.g. its task was cancelled): stop the run.
        interrupted = true;
        cancel.cancel();
      }
    }
    if (interrupted) {
      Thread.currentThread().interrupt();
    }
  }

  private void sleepUnlessCancelled(long millis) {
    long end = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(millis);
    while (!cancel.isCancelled() && System.nanoTime() < end) {
      try {
        Thread.sleep(50);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        cancel.cancel();
      }
    }
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
    Finished done = untilLocked(options, () -> new ProgressOutputFormat(listener, progress));
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
