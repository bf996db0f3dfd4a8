package dev.wirebench.app.fleet;

import dev.wirebench.app.database.DatabaseLocation;
import dev.wirebench.engine.bench.BenchmarkEngine;
import dev.wirebench.engine.bench.BenchmarkPlan;
import dev.wirebench.engine.bench.PlanException;
import dev.wirebench.engine.env.EnvironmentCapture;
import dev.wirebench.storage.PostgresUrl;
import dev.wirebench.storage.fleet.AgentRegistry;
import dev.wirebench.storage.fleet.FleetJob;
import dev.wirebench.storage.fleet.HostRequirements;
import dev.wirebench.storage.fleet.JobPolicy;
import dev.wirebench.storage.fleet.JobQueue;
import dev.wirebench.storage.fleet.JobState;
import dev.wirebench.storage.fleet.LeaseReaper;
import java.time.Instant;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * The fleet's queue on the open team store, for the Queue screen and "Run on fleet…": the same
 * calls {@code queue}, {@code queue list|cancel|retry} make. Blocking (database round trips); never
 * on the FX thread. Each call connects anew: the open database can change between calls.
 */
public final class QueueService {
  /** Jobs the screen lists at most. */
  static final int LIMIT = 200;

  private final Supplier<DatabaseLocation> location;
  private final BenchmarkEngine engine;

  public QueueService(Supplier<DatabaseLocation> location, BenchmarkEngine engine) {
    this.location = location;
    this.engine = engine;
  }

  /**
   * The newest jobs (ended ones too if {@code all}), the known agents and the jobs of {@code batch}
   * (none if negative); leases that ran out are reaped first.
   */
  public QueueSnapshot load(boolean all, long batch) {
    DatabaseLocation where = location.get();
    Optional<PostgresUrl> url = where.teamStoreUrl();
    if (url.isEmpty()) {
      return QueueSnapshot.noTeamStore(where.display());
    }
    try (LeaseReaper reaper = new LeaseReaper(url.get());
        JobQueue queue = new JobQueue(url.get());
        AgentRegistry registry = new AgentRegistry(url.get())) {
      reaper.reap(); // as `queue list` does: a dead agent's job shows as queued again
      return new QueueSnapshot(
          true,
          where.display(),
          queue.list(LIMIT, all),
          registry.agents(),
          batch < 0 ? List.of() : queue.batch(batch),
          Instant.now());
    }
  }

  /** The jobs queued together with a job ({@link FleetJob#batch}). */
  public List<FleetJob> batch(long batch) {
    try (JobQueue queue = new JobQueue(url())) {
      return queue.batch(batch);
    }
  }

  /** Cancels a job that has not ended; the state it had, or empty if it had ended. */
  public Optional<JobState> cancel(long id) {
    try (JobQueue queue = new JobQueue(url())) {
      return queue.cancel(id);
    }
  }

  /** Puts a failed or cancelled job back in the queue; false if it is neither. */
  public boolean retry(long id) {
    try (JobQueue queue = new JobQueue(url())) {
      return queue.retry(id);
    }
  }

  /**
   * Queues {@code form}'s plan (its fork JVM dropped) as {@code request} asks, after the checks
   * {@code queue} makes: what an agent would refuse, and the plan itself (codec and fixture ids,
   * settings).
   *
   * @throws IllegalArgumentException saying why nothing was queued
   */
  public QueuedJobs queue(BenchmarkPlan form, FleetRequest request) {
    BenchmarkPlan plan = withoutJvm(form);
    List<String> refusals = JobPolicy.beforeCarrying(plan);
    if (!refusals.isEmpty()) {
      throw new IllegalArgumentException(
          "An agent would refuse this plan: " + String.join("; ", refusals));
    }
    try {
      engine.prepare(plan);
    } catch (PlanException e) {
      throw new IllegalArgumentException(e.getMessage(), e);
    }
    String by = System.getProperty("user.name") + "@" + EnvironmentCapture.hostName();
    try (JobQueue queue = new JobQueue(url())) {
      HostRequirements needs = request.requirements();
      List<String> matching = queue.matchingHosts(needs);
      if (request.each()) {
        if (matching.isEmpty()) {
          throw new IllegalArgumentException(
              "No known agent host meets " + needs.describe() + "; nothing queued.");
        }
        List<HostRequirements> jobs = matching.stream().map(needs::onHost).toList();
        return new QueuedJobs(queue.enqueueBatch(plan, jobs, request.priority(), 3, by), matching);
      }
      List<HostRequirements> jobs = Collections.nCopies(request.copies(), needs);
      return new QueuedJobs(queue.enqueueBatch(plan, jobs, request.priority(), 3, by), matching);
    }
  }

  /**
   * The plan without its fork JVM: the Benchmark screen always names one (a runtime on this
   * machine), and an agent forks its own.
   */
  static BenchmarkPlan withoutJvm(BenchmarkPlan plan) {
    return plan.withJvm(null);
  }

  private PostgresUrl url() {
    return location
        .get()
        .teamStoreUrl()
        .orElseThrow(
            () ->
                new IllegalStateException(
                    "The fleet's queue lives in a team store: File ▸ Open Team Store…"));
  }
}
