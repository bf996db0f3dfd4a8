package dev.wirebench.engine.bench;

import dev.wirebench.engine.result.BenchResult;
import dev.wirebench.engine.run.CancelToken;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.concurrent.TimeUnit;
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
    Options options = options(benchmark);
    boolean toldWaiting = false;
    while (!cancel.isCancelled()) {
      ProgressOutputFormat format =
          new ProgressOutputFormat(listener, progress(benchmark, index, count));
      Attempt attempt = attempt(options, format);
      if (cancel.isCancelled()) {
        return null;
      }
      if (attempt.results != null) {
        List<RunResult> results = new ArrayList<>(attempt.results);
        if (results.size() != 1) {
          return JmhResults.failed(
              benchmark, prepared, "JMH returned " + results.size() + " results, expected 1");
        }
        return JmhResults.map(benchmark, prepared, results.get(0)).withWarmup(format.warmups());
      }
      String message = FailureMessages.of(attempt.error, format.tail());
      if (!message.contains(JMH_LOCK_BUSY)) {
        return JmhResults.failed(benchmark, prepared, message);
      }
      // Another JMH (not a Wirebench run: those queue on the measurement lock) holds jmh.lock.
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
    // In planned seconds, as the estimate counts them: the fork's start, then its iterations.
    double overhead = PlanPreparer.FORK_OVERHEAD.toMillis() / 1000.0;
    IterationSpec warmups = prepared.plan().warmup();
    IterationSpec measurements = prepared.plan().measurement();
    double warmupTime = warmups.time().toMillis() / 1000.0;
    double measureTime = measurements.time().toMillis() / 1000.0;
    double perFork = overhead + warmups.count() * warmupTime + measurements.count() * measureTime;
    return (fork, forks, warmup, n, of, score, unit) -> {
      double doneInFork =
          overhead + (warmup ? n * warmupTime : warmups.count() * warmupTime + n * measureTime);
      eta.progress(((fork - 1) * perFork + doneInFork) / (forks * perFork));
      listener.iteration(
          new IterationProgress(
              benchmark, index, count, fork, forks, warmup, n, of, score, unit, eta.eta()));
    };
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
   * {@code initLine} in the fork); its scores are not kept. Returns null when it ran, else why not.
   */
  String profiledFork(
      BenchmarkCase benchmark,
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
    ProgressOutputFormat format =
        new ProgressOutputFormat(listener, (fork, forks, warmup, n, of, score, unit) -> {});
    Attempt attempt = attempt(options, format);
    if (cancel.isCancelled() || attempt.results != null) {
      return null;
    }
    return FailureMessages.of(attempt.error, format.tail());
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
