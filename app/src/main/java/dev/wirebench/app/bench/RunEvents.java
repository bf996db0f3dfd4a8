package dev.wirebench.app.bench;

import dev.wirebench.app.fx.TaskContext;
import dev.wirebench.engine.bench.BenchOutcome;
import dev.wirebench.engine.bench.BenchmarkCase;
import dev.wirebench.engine.bench.BenchmarkEngine;
import dev.wirebench.engine.bench.BenchmarkListener;
import dev.wirebench.engine.bench.IterationProgress;
import dev.wirebench.engine.bench.RunStart;
import dev.wirebench.engine.profile.ProfileEvent;
import dev.wirebench.engine.profile.StackProfile;
import dev.wirebench.engine.result.BenchResult;
import java.time.Duration;
import java.util.List;

/**
 * Hears the engine on its threads and hands each event to the view model on the FX thread (through
 * the task's {@link TaskContext#deliver}); also keeps the status bar's progress current. Computes
 * the run's progress from the engine's ETA, so bar and ETA agree.
 */
final class RunEvents implements BenchmarkListener {
  /** What the view model does with the events, on the FX thread. */
  interface Sink {
    /**
     * What the run does now when that is not an iteration: waiting for another run, a profiled
     * fork, a profile that could not be taken.
     */
    void phase(String line);

    /** A profiled fork moved on: what it does and the run's ETA now. */
    void profiling(String line, Duration eta);

    void started(RunStart start);

    void benchmark(BenchmarkCase benchmark, int index, int count);

    void iteration(IterationProgress progress, double fraction);

    void result(BenchResult result);
  }

  private final TaskContext context;
  private final Sink sink;
  private volatile long startNanos = System.nanoTime();
  private volatile int benchmarkIndex;
  private volatile int benchmarkCount = 1;
  private volatile double shown;

  RunEvents(TaskContext context, Sink sink) {
    this.context = context;
    this.sink = sink;
  }

  @Override
  public void waiting(String message) {
    context.progress(0, 0, "waiting for another run");
    context.deliver(() -> sink.phase("Waiting: " + message));
  }

  @Override
  public void runStarted(RunStart start) {
    startNanos = System.nanoTime();
    benchmarkCount = Math.max(1, start.size());
    context.progress(0, 1000, start.size() + " benchmarks");
    context.deliver(() -> sink.started(start));
  }

  @Override
  public void benchmarkStarted(BenchmarkCase benchmark, int index, int count) {
    benchmarkIndex = index;
    benchmarkCount = Math.max(1, count);
    double fraction = index / (double) benchmarkCount;
    shown = fraction;
    context.progress((long) (fraction * 1000), 1000, (index + 1) + "/" + count);
    context.deliver(() -> sink.benchmark(benchmark, index, count));
  }

  @Override
  public void iteration(IterationProgress progress) {
    double fraction = fraction(progress.eta());
    shown = fraction;
    context.progress(
        (long) (fraction * 1000),
        1000,
        (progress.index() + 1)
            + "/"
            + progress.count()
            + " · ETA "
            + BenchmarkEngine.humanDuration(progress.eta()));
    context.deliver(() -> sink.iteration(progress, fraction));
  }

  @Override
  public void benchmarkFinished(BenchResult result) {
    context.deliver(() -> sink.result(result));
  }

  @Override
  public void profileStarted(BenchmarkCase benchmark, ProfileEvent event) {
    String line = RunStatusText.profiling(benchmarkIndex, benchmarkCount, benchmark, event);
    // the bar stays where the measured forks left it: a profiled fork's iterations are not shown
    context.progress((long) (shown * 1000), 1000, "profiled fork (" + event.id() + ")");
    context.deliver(() -> sink.phase(line));
  }

  @Override
  public void profileProgress(BenchmarkCase benchmark, ProfileEvent event, Duration eta) {
    double fraction = fraction(eta);
    shown = fraction;
    String line = RunStatusText.profiling(benchmarkIndex, benchmarkCount, benchmark, event);
    context.progress(
        (long) (fraction * 1000),
        1000,
        "profiled fork (" + event.id() + ") · ETA " + BenchmarkEngine.humanDuration(eta));
    context.deliver(() -> sink.profiling(line, eta));
  }

  @Override
  public void profilerFellBack(BenchmarkCase benchmark, ProfileEvent event, String why) {
    String line = RunStatusText.fellBack(benchmarkIndex, benchmarkCount, benchmark, event, why);
    context.deliver(() -> sink.phase(line));
  }

  @Override
  public void profiled(BenchmarkCase benchmark, List<StackProfile> profiles) {
    for (StackProfile profile : profiles) {
      if (!profile.present()) {
        String line = RunStatusText.noProfile(benchmarkIndex, benchmarkCount, benchmark, profile);
        context.deliver(() -> sink.phase(line));
      }
    }
  }

  @Override
  public void runFinished(BenchOutcome outcome) {
    context.progress(1, 1, "finished");
  }

  /**
   * Elapsed over elapsed plus ETA, kept within the current benchmark's share so the bar never runs
   * ahead of the benchmarks actually finished.
   */
  private double fraction(Duration eta) {
    double elapsed = (System.nanoTime() - startNanos) / 1e9;
    double remaining = eta.toMillis() / 1000.0;
    double byTime = elapsed + remaining <= 0 ? 0 : elapsed / (elapsed + remaining);
    double low = benchmarkIndex / (double) benchmarkCount;
    double high = (benchmarkIndex + 1) / (double) benchmarkCount;
    return Math.max(low, Math.min(high, byTime));
  }
}
