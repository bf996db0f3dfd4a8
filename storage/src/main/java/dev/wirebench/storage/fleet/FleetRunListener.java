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
import java.util.Map;

/**
 * Stores a fleet job's run as {@code bench} stores one ({@link StoringBenchmarkListener}), with the
 * environment saying which job, try and agent host it ran for ({@code fleet.job}, {@code
 * fleet.try}, {@code fleet.agent}; {@code host} is the agent's host name, so several agents on one
 * machine stay apart in History and Compare), links the run to the job, and keeps the progress line
 * the heartbeat reports.
 */
final class FleetRunListener implements BenchmarkListener {
  static final String JOB = "fleet.job";
  static final String TRY = "fleet.try";
  static final String AGENT = "fleet.agent";

  private final StoringBenchmarkListener storing;
  private final JobLeases leases;
  private final Claim claim;
  private final String host;
  private final Runnable claimLost;
  private volatile String progress = "starting";

  /**
   * @param claimLost called when the run starts but the claim is gone already (cancelled)
   */
  FleetRunListener(
      StoringBenchmarkListener storing,
      JobLeases leases,
      Claim claim,
      String host,
      Runnable claimLost) {
    this.storing = storing;
    this.leases = leases;
    this.claim = claim;
    this.host = host;
    this.claimLost = claimLost;
  }

  String progress() {
    return progress;
  }

  @Override
  public void waiting(String message) {
    progress = "waiting: " + message;
  }

  @Override
  public void runStarted(RunStart start) {
    Environment tagged =
        start
            .environment()
            .with(
                Map.of(
                    Environment.HOST,
                    host,
                    AGENT,
                    host,
                    JOB,
                    Long.toString(claim.jobId()),
                    TRY,
                    Integer.toString(claim.tries())));
    storing.runStarted(new RunStart(start.kind(), start.prepared(), tagged, start.startedAt()));
    progress = "running, " + start.size() + " benchmarks";
    if (storing.runId() >= 0 && !leases.running(claim, storing.runId())) {
      claimLost.run();
    }
  }

  @Override
  public void benchmarkStarted(BenchmarkCase benchmark, int index, int count) {
    progress = "benchmark " + (index + 1) + "/" + count + " " + benchmark.label();
  }

  @Override
  public void iteration(IterationProgress p) {
    progress =
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
            + (p.eta() == null ? "" : ", ETA " + BenchmarkEngine.humanDuration(p.eta()));
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
    progress = "finished";
  }
}
