package dev.wirebench.storage.fleet;

import dev.wirebench.engine.bench.BenchmarkEngine;
import dev.wirebench.engine.env.MachineReport;
import dev.wirebench.engine.throughput.ThroughputRunner;
import dev.wirebench.storage.PostgresUrl;
import dev.wirebench.storage.RunStore;
import dev.wirebench.storage.StorageException;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.function.Consumer;

/**
 * A benchmark host's agent: advertises the host, waits for jobs it can run (LISTEN/NOTIFY, with a
 * slow safety poll), and runs them one at a time into the team store. Before each claim it reaps
 * lost claims ({@link LeaseReaper}) and, if told to, looks at the machine and claims nothing while
 * it is busy. A store that goes away is waited for (the agent keeps trying, a line each time), not
 * a reason to exit. {@link #stop()} ends the loop: a running job is cancelled and re-queued.
 */
public final class FleetAgent {
  private final AgentSettings settings;
  private final HostFacts host;
  private final RunStore store;
  private final BenchmarkEngine engine;
  private final ThroughputRunner throughput;
  private final Consumer<String> log;
  private final CountDownLatch stopped = new CountDownLatch(1);
  private volatile boolean stopping;
  private volatile JobRunner current;
  private volatile JobWaiter waiter;

  /**
   * @param settings the agent's options
   * @param host what the agent advertises (its name is the agent's name)
   * @param store the team store runs are written to
   * @param engine runs benchmark plans (it holds the measurement lock while it measures)
   * @param throughput runs throughput plans (the same lock)
   * @param log one line per event, for the agent's output
   */
  public FleetAgent(
      AgentSettings settings,
      HostFacts host,
      RunStore store,
      BenchmarkEngine engine,
      ThroughputRunner throughput,
      Consumer<String> log) {
    this.settings = settings;
    this.host = host;
    this.store = store;
    this.engine = engine;
    this.throughput = throughput;
    this.log = log;
  }

  /** Runs jobs until {@link #stop()}; returns when the loop has ended and any job was released. */
  public void run() {
    PostgresUrl url = settings.url();
    try (JobLeases leases = new JobLeases(url, host.hostName(), settings.lease());
        LeaseReaper reaper = new LeaseReaper(url);
        AgentRegistry registry = new AgentRegistry(url);
        JobWaiter listening = new JobWaiter(url)) {
      waiter = listening;
      log.accept("agent " + host.hostName() + " waiting for jobs on " + url.display());
      String status = "idle";
      while (!stopping) {
        try {
          listening.listen();
          // The machine as it is now (load, governor, a foreign JMH run), not as it was at start.
          MachineReport machine = settings.machineCheck().check();
          registry.advertise(host.withMachine(machine.environment()), status);
          reap(reaper);
          Optional<String> busy = settings.refuseWhenBusy() ? busy(machine) : Optional.empty();
          if (busy.isPresent()) {
            status = "busy: " + busy.get();
            registry.status(host.hostName(), status);
            listening.await(settings.busyRecheck());
            continue;
          }
          Optional<Claim> claim = stopping ? Optional.empty() : leases.claim(host);
          if (claim.isPresent()) {
            runClaim(claim.get(), leases, registry);
            status = "idle";
            continue;
          }
          status = "idle";
          listening.await(settings.safetyPoll());
        } catch (StorageException e) {
          if (!stopping) {
            log.accept("team store unavailable (" + e.getMessage() + "); trying again");
            pause(settings.retryPause());
          }
        }
      }
      try {
        registry.status(host.hostName(), "stopped");
      } catch (StorageException e) {
        // stopping while the store is away: the agent's row just stops being refreshed
      }
    } finally {
      stopped.countDown();
    }
  }

  private void runClaim(Claim claim, JobLeases leases, AgentRegistry registry) {
    log.accept(
        "job "
            + claim.jobId()
            + " claimed (try "
            + claim.tries()
            + " of "
            + claim.maxTries()
            + ", waited "
            + claim.waited().toMillis()
            + " ms): "
            + claim.label());
    registry.status(host.hostName(), "running job " + claim.jobId());
    JobRunner runner =
        new JobRunner(engine, throughput, store, leases, host.hostName(), settings.files(), log);
    current = runner;
    try {
      if (stopping) {
        runner.stop();
      }
      runner.run(claim);
    } finally {
      current = null;
    }
  }

  private void reap(LeaseReaper reaper) {
    for (LeaseReaper.Reaped lost : reaper.reap()) {
      log.accept(
          "job "
              + lost.jobId()
              + ": agent "
              + lost.agent()
              + " stopped renewing its lease; the job is "
              + lost.state().id()
              + (lost.runId() == null ? "" : " (its partial run " + lost.runId() + " kept)"));
    }
  }

  /**
   * Why the machine is too busy to measure now, from the machine check: its load warning, or a JMH
   * run outside Wirebench. Another Wirebench measurement is not a reason: the measurement lock
   * makes this agent's run wait for it.
   */
  private static Optional<String> busy(MachineReport report) {
    List<String> reasons =
        report.warnings().stream()
            .filter(w -> w.startsWith("load ") || w.startsWith("another JMH run"))
            .toList();
    return reasons.isEmpty() ? Optional.empty() : Optional.of(String.join("; ", reasons));
  }

  /**
   * Stops the agent and waits up to {@code timeout} for it: a running job is cancelled (its forks
   * killed) and put back in the queue. Safe from a shutdown hook.
   */
  public boolean stop(Duration timeout) {
    stopping = true;
    JobRunner runner = current;
    if (runner != null) {
      runner.stop();
    }
    JobWaiter w = waiter;
    if (w != null) {
      w.close();
    }
    try {
      return stopped.await(timeout.toMillis(), java.util.concurrent.TimeUnit.MILLISECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return false;
    }
  }

  private static void pause(Duration duration) {
    try {
      Thread.sleep(duration.toMillis());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
