package dev.wirebench.storage.fleet;

import dev.wirebench.engine.bench.BenchOutcome;
import dev.wirebench.engine.bench.BenchmarkEngine;
import dev.wirebench.engine.bench.BenchmarkListener;
import dev.wirebench.engine.bench.BenchmarkPlan;
import dev.wirebench.engine.result.RunStatus;
import dev.wirebench.engine.run.CancelToken;
import dev.wirebench.storage.RunStore;
import dev.wirebench.storage.StorageException;
import dev.wirebench.storage.StoringBenchmarkListener;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * Runs one claimed job: reads and checks its plan ({@link JobPolicy}; a refused or unreadable plan
 * fails the job with the reason, nothing runs), runs it through the engine (which takes the
 * machine-wide measurement lock and forks the JVMs) into the team store, renews the lease while it
 * runs, and ends the claim by what happened. {@link #stop()} (SIGTERM) cancels the run, kills its
 * forks and gives the job back to the queue; a claim taken away (cancelled, or reaped after a lost
 * lease) cancels the run too.
 */
final class JobRunner {
  private final BenchmarkEngine engine;
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
      RunStore store,
      JobLeases leases,
      String host,
      Path files,
      Consumer<String> log) {
    this.engine = engine;
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
    BenchmarkPlan plan;
    try {
      plan = PlanJson.read(claim.planJson());
      List<String> refusals = JobPolicy.refusals(plan);
      if (!refusals.isEmpty()) {
        throw new IllegalArgumentException("refused: " + String.join("; ", refusals));
      }
      plan = leases.fetchFiles(plan, files);
      engine.prepare(plan);
    } catch (IllegalArgumentException | UncheckedIOException e) {
      log.accept("job " + claim.jobId() + " failed before it ran: " + e.getMessage());
      Settle.retrying(() -> leases.finish(claim, JobState.FAILED, e.getMessage()), log);
      return;
    }
    ScheduledExecutorService heartbeat =
        Executors.newSingleThreadScheduledExecutor(
            r -> {
              Thread t = new Thread(r, "wirebench-agent-heartbeat");
              t.setDaemon(true);
              return t;
            });
    try (StoringBenchmarkListener storing = new StoringBenchmarkListener(store)) {
      FleetRunListener listener =
          new FleetRunListener(storing, leases, claim, host, this::loseClaim);
      long every = Math.max(200, leases.lease().toMillis() / 4);
      heartbeat.scheduleWithFixedDelay(
          () -> beat(claim, listener), every, every, TimeUnit.MILLISECONDS);
      BenchOutcome outcome;
      try {
        outcome = engine.run(plan, BenchmarkListener.all(listener), cancel);
      } catch (RuntimeException e) {
        // Not the plan's fault as far as anyone can tell: the job goes back to the queue (the try
        // counts), and the agent lives on to take the next one.
        heartbeat.shutdownNow();
        String why = "try " + claim.tries() + " on " + host + " broke off: " + e;
        log.accept("job " + claim.jobId() + ": " + why);
        Settle.retrying(() -> leases.giveUp(claim, why), log);
        return;
      }
      heartbeat.shutdownNow();
      settle(claim, outcome, storing);
    } finally {
      heartbeat.shutdownNow();
    }
  }

  private void beat(Claim claim, FleetRunListener listener) {
    try {
      if (!leases.heartbeat(claim, listener.progress())) {
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
  private void note(StoringBenchmarkListener storing, String note) {
    if (storing.runId() >= 0) {
      try {
        store.setNotes(storing.runId(), note);
      } catch (StorageException e) {
        log.accept(
            "could not note on run " + storing.runId() + " why it stopped: " + e.getMessage());
      }
    }
  }

  private void settle(Claim claim, BenchOutcome outcome, StoringBenchmarkListener storing) {
    long job = claim.jobId();
    if (claimLost) {
      log.accept("job " + job + ": taken from this agent (cancelled, or its lease ran out)");
      note(
          storing,
          "fleet job "
              + job
              + ": taken from agent "
              + host
              + " mid-run (cancelled, or"
              + " its lease ran out); the results stored before are kept");
    } else if (stopping) {
      log.accept("job " + job + ": agent stopping, the job goes back to the queue");
      note(
          storing,
          "fleet job "
              + job
              + ": agent "
              + host
              + " stopped mid-run; the results"
              + " stored before are kept and the job went back to the queue");
      Settle.retrying(() -> leases.release(claim, "released by " + host + ": agent stopped"), log);
    } else if (storing.failure().isPresent()) {
      String why = "the team store failed under the run: " + storing.failure().get().getMessage();
      log.accept("job " + job + ": " + why);
      Settle.retrying(
          () -> leases.giveUp(claim, "try " + claim.tries() + " on " + host + ": " + why), log);
    } else if (outcome.failure() != null) {
      Settle.retrying(() -> leases.finish(claim, JobState.FAILED, outcome.failure()), log);
    } else if (outcome.status() != RunStatus.COMPLETE) {
      String why =
          outcome.failures().size()
              + " of "
              + outcome.results().size()
              + " benchmarks failed (run "
              + storing.runId()
              + ")";
      Settle.retrying(() -> leases.finish(claim, JobState.FAILED, why), log);
    } else {
      log.accept("job " + job + ": done, run " + storing.runId());
      Settle.retrying(() -> leases.finish(claim, JobState.DONE, null), log);
    }
  }
}
