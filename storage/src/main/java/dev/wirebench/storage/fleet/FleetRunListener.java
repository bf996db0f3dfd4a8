package dev.wirebench.storage.fleet;

import dev.wirebench.engine.bench.BenchOutcome;
import dev.wirebench.engine.bench.BenchmarkCase;
import dev.wirebench.engine.bench.BenchmarkEngine;
import dev.wirebench.engine.bench.BenchmarkListener;
import dev.wirebench.engine.bench.IterationProgress;
import dev.wirebench.engine.bench.RunStart;
import dev.wirebench.engine.profile.StackProfile;
import dev.wirebench.engine.result.BenchResult;
import dev.wirebench.engine.result.Environment;
import dev.wirebench.storage.StoringBenchmarkListener;
import java.util.List;

/**
 * Stores a fleet job's run as {@code bench} stores one ({@link StoringBenchmarkListener}), tagged
 * and checked as {@link FleetRun} says, and keeps the progress line the heartbeat reports.
 */
final class FleetRunListener implements BenchmarkListener {
  private final StoringBenchmarkListener storing;
  private final FleetRun run;

  FleetRunListener(StoringBenchmarkListener storing, FleetRun run) {
    this.storing = storing;
    this.run = run;
  }

  String progress() {
    return run.progress();
  }

  @Override
  public void waiting(String message) {
    run.progress("waiting: " + message);
  }

  @Override
  public void runStarted(RunStart start) {
    Environment tagged = run.tag(start.environment());
    storing.runStarted(new RunStart(start.kind(), start.prepared(), tagged, start.startedAt()));
    run.progress("running, " + start.size() + " benchmarks");
    run.stored(storing.runId());
  }

  @Override
  public void benchmarkStarted(BenchmarkCase benchmark, int index, int count) {
    run.progress("benchmark " + (index + 1) + "/" + count + " " + benchmark.label());
  }

  @Override
  public void iteration(IterationProgress p) {
    run.progress(
        "benchmark "
            + (p.index() + 1)
            + "/"
            + p.count()
            + " "
            + p.benchmark().label()
            + ", fork "
            + p.fork()
            + "/"
            + p.forks()
            + (p.warmup() ? ", warm-up " : ", iteration ")
            + p.iteration()
            + "/"
            + p.iterations()
            + (p.eta() == null ? "" : ", ETA " + BenchmarkEngine.humanDuration(p.eta())));
  }

  @Override
  public void benchmarkFinished(BenchResult result) {
    storing.benchmarkFinished(result);
  }

  @Override
  public void profiled(BenchmarkCase benchmark, List<StackProfile> profiles) {
    storing.profiled(benchmark, profiles);
  }

  @Override
  public void runFinished(BenchOutcome outcome) {
    storing.runFinished(outcome);
    run.progress("finished");
  }
}
