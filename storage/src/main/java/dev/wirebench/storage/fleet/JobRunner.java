package dev.wirebench.storage.fleet;

import dev.wirebench.engine.bench.BenchOutcome;
import dev.wirebench.engine.bench.BenchmarkEngine;
import dev.wirebench.engine.bench.BenchmarkListener;
import dev.wirebench.engine.bench.BenchmarkPlan;
import dev.wirebench.engine.result.RunStatus;
import dev.wirebench.engine.run.CancelToken;
import dev.wirebench.engine.throughput.ThroughputReport;
import dev.wirebench.engine.throughput.ThroughputRunner;
import dev.wirebench.engine.throughput.ThroughputSettings;
import dev.wirebench.storage.RunStore;
import dev.wirebench.storage.StorageException;
import dev.wirebench.storage.StoringBenchmarkListener;
import dev.wirebench.storage.StoringThroughputListener;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * Runs one claimed job — a benchmark plan or a throughput plan: reads and checks it ({@link
 * JobPolicy}; a refused or unreadable plan fails the job with the reason, nothing runs), fetches
 * the files it carries into the agent's cache, runs it through the engine (which takes the
 * machine-wide measurement lock and forks the JVMs) into the team store, renews the lease while it
 * runs, and ends the claim by what happened. {@link #stop()} (SIGTERM) cancels the run, kills its
 * forks and gives the job back to the queue; a claim taken away (cancelled, or reaped after a lost
 * lease) cancels the run too.
 */
final class JobRunner {
  private final BenchmarkEngine engine;
  private final ThroughputRunner throughput;
  private final RunStore store;
  private final JobLeases leases;
  private final String host;
  private final Path files;
  private final Consumer<String> log;
  private final CancelToken cancel = new CancelToken();
  private volatile boolean stopping;
  private volatile boolean claimLost;

  JobRunner(
      BenchmarkEngine engine,
      ThroughputRunner throughput,
      RunStore store,
      JobLeases leases,
      String host,
      Path files,
      Consumer<String> log) {
    this.engine = engine;
    this.throughput = throughput;
    this.store = store;
    this.leases = leases;
    this.host = host;
    this.files = files;
    this.log = log;
  }

  /** Asks the run to stop (the agent is stopping): its forks are killed, the job re-queued. */
  void stop() {
    stopping = true;
    cancel.cancel();
  }

  /** Runs {@code claim}'s plan and ends the claim; never throws for the plan's sake. */
  void run(Claim claim) {
    if (ThroughputJson.isThroughput(claim.planJson())) {
      runThroughput(claim);
    } else {
      runBench(claim);
    }
  }

  private void runBench(Claim claim) {
    BenchmarkPlan plan;
    try {
      plan = PlanJson.read(claim.planJson());
      refuse(JobPolicy.refusals(plan));
      plan = leases.fetchFiles(plan, files);
      engine.prepare(plan);
    } catch (IllegalArgumentException | UncheckedIOException e) {
      failBeforeRun(claim, e);
      return;
    }
    try (StoringBenchmarkListener storing = new StoringBenchmarkListener(store)) {
      FleetRunListener listener =
          new FleetRunListener(storing, new FleetRun(leases, claim, host, this::loseClaim));
      BenchmarkPlan chosen = plan;
      BenchOutcome outcome =
          measure(
              claim,
              listener::progress,
              () -> engine.run(chosen, BenchmarkListener.all(listener), cancel));
      if (outcome == null) {
        return;
      }
      String incomplete =
          outcome.failures().size()
              + " of "
              + outcome.results().size()
              + " benchmarks failed (run "
              + storing.runId()
              + ")";
      settle(
          claim,
          storing.runId(),
          storing.failure(),
          outcome.failure(),
          outcome.status() == RunStatus.COMPLETE,
          incomplete);
    }
  }

  private void runThroughput(Claim claim) {
    ThroughputJob job;
    ThroughputSettings settings;
    try {
      job = ThroughputJson.read(claim.planJson());
      refuse(JobPolicy.refusals(job));
      job = leases.fetchFiles(job, files);
      settings = job.settings();
      throughput.validate(settings);
    } catch (IllegalArgumentException | UncheckedIOException e) {
      failBeforeRun(claim, e);
      return;
    }
    try (StoringThroughputListener storing = new StoringThroughputListener(store, job.label())) {
      FleetThroughputListener listener =
          new FleetThroughputListener(storing, new FleetRun(leases, claim, host, this::loseClaim));
      ThroughputReport report =
          measure(claim, listener::progress, () -> throughput.run(settings, listener, cancel));
      if (report == null) {
        return;
      }
      settle(
          claim,
          storing.runId(),
          storing.failure(),
          report.failure(),
          report.status() == RunStatus.COMPLETE,
          "the throughput run did not complete (run " + storing.runId() + ")");
    }
  }

  private static void refuse(List<String> refusals) {
    if (!refusals.isEmpty()) {
      throw new IllegalArgumentException("refused: " + String.join("; ", refusals));
    }
  }

  private void failBeforeRun(Claim claim, RuntimeException e) {
    log.accept("job " + claim.jobId() + " failed before it ran: " + e.getMessage());
    Settle.retrying(() -> leases.finish(claim, JobState.FAILED, e.getMessage()), log);
  }

  /**
   * Runs {@code work} with the lease renewed by a heartbeat carrying {@code progress}; null if the
   * run broke off (the job went back to the queue, the try counted).
   */
  private <T> T measure(Claim claim, Supplier<String> progress, Supplier<T> work) {
    ScheduledExecutorService heartbeat =
        Executors.newSingleThreadScheduledExecutor(
            r -> {
              Thread t = new Thread(r, "wirebench-agent-heartbeat");
              t.setDaemon(true);
              return t;
            });
    try {
      long every = Math.max(200, leases.lease().toMillis() / 4);
      heartbeat.scheduleWithFixedDelay(
          () -> beat(claim, progress.get()), every, every, TimeUnit.MILLISECONDS);
      return work.get();
    } catch (RuntimeException e) {
      // Not the plan's fault as far as anyone can tell: the job goes back to the queue (the try
      // counts), and the agent lives on to take the next one.
      heartbeat.shutdownNow();
      String why = "try " + claim.tries() + " on " + host + " broke off: " + e;
      log.accept("job " + claim.jobId() + ": " + why);
      Settle.retrying(() -> leases.giveUp(claim, why), log);
      return null;
    } finally {
      heartbeat.shutdownNow();
    }
  }

  private void beat(Claim claim, String progress) {
    try {
      if (!leases.heartbeat(claim, progress)) {
        loseClaim();
      }
    } catch (StorageException e) {
      // The store is away: the run goes on; if the lease runs out meanwhile, the job is reaped
      // when the store is back and the next heartbeat stops this run.
      log.accept("job " + claim.jobId() + ": heartbeat failed (" + e.getMessage() + ")");
    }
  }

  private void loseClaim() {
    claimLost = true;
    cancel.cancel();
  }

  /** Says on the stored run why it stopped short; a store that is away just leaves it unsaid. */
  private void note(long runId, String note) {
    if (runId >= 0) {
      try {
        store.setNotes(runId, note);
      } catch (StorageException e) {
        log.accept("could not note on run " + runId + " why it stopped: " + e.getMessage());
      }
    }
  }

  /**
   * Ends the claim by what happened to the run.
   *
   * @param failure why the run failed as a whole, or null
   * @param complete whether every part of it completed
   * @param incomplete what to say when it did not
   */
  private void settle(
      Claim claim,
      long runId,
      Optional<StorageException> storeFailure,
      String failure,
      boolean complete,
      String incomplete) {
    long job = claim.jobId();
    if (claimLost) {
      log.accept("job " + job + ": taken from this agent (cancelled, or its lease ran out)");
      note(
          runId,
          "fleet job "
              + job
              + ": taken from agent "
              + host
              + " mid-run (cancelled, or"
              + " its lease ran out); the results stored before are kept");
    } else if (stopping) {
      log.accept("job " + job + ": agent stopping, the job goes back to the queue");
      note(
          runId,
          "fleet job "
              + job
              + ": agent "
              + host
              + " stopped mid-run; the results"
              + " stored before are kept and the job went back to the queue");
      Settle.retrying(() -> leases.release(claim, "released by " + host + ": agent stopped"), log);
    } else if (storeFailure.isPresent()) {
      String why = "the team store failed under the run: " + storeFailure.get().getMessage();
      log.accept("job " + job + ": " + why);
      Settle.retrying(
          () -> leases.giveUp(claim, "try " + claim.tries() + " on " + host + ": " + why), log);
    } else if (failure != null) {
      Settle.retrying(() -> leases.finish(claim, JobState.FAILED, failure), log);
    } else if (!complete) {
      Settle.retrying(() -> leases.finish(claim, JobState.FAILED, incomplete), log);
    } else {
      log.accept("job " + job + ": done, run " + runId);
      Settle.retrying(() -> leases.finish(claim, JobState.DONE, null), log);
    }
  }
}
