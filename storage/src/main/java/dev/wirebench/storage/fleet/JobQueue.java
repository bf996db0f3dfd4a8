package dev.wirebench.storage.fleet;

import dev.wirebench.engine.bench.BenchmarkPlan;
import dev.wirebench.storage.PostgresUrl;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The queuer's side of the fleet: queue jobs, list them, cancel and retry them, and say which known
 * agent hosts a requirement matches. The agents' side is {@link JobLeases}. Every method is one
 * transaction; queuing and retrying wake the waiting agents (NOTIFY on commit).
 */
public final class JobQueue implements AutoCloseable {
  private final FleetDb db;

  public JobQueue(PostgresUrl url) {
    this.db = new FleetDb(url);
  }

  /**
   * Queues {@code plan} for a host meeting {@code requirements}.
   *
   * @throws IllegalArgumentException if {@link JobPolicy} refuses the plan
   */
  public long enqueue(
      BenchmarkPlan plan, HostRequirements requirements, int priority, int maxTries, String by) {
    return enqueueBatch(plan, List.of(requirements), priority, maxTries, by).get(0);
  }

  /**
   * Queues one job of {@code plan} per entry of {@code jobs} (the host each needs), as one batch:
   * all or none, the files the plan reads stored once ({@link PlanFiles}), every job's batch the id
   * of the first. Returns the jobs' ids in order.
   *
   * @throws IllegalArgumentException if {@link JobPolicy} refuses the plan or a file cannot be read
   */
  public List<Long> enqueueBatch(
      BenchmarkPlan plan, List<HostRequirements> jobs, int priority, int maxTries, String by) {
    List<String> refusals = JobPolicy.beforeCarrying(plan);
    if (!refusals.isEmpty()) {
      throw new IllegalArgumentException(String.join("; ", refusals));
    }
    return write(
        c -> PlanJson.write(PlanFiles.carry(plan, c)), label(plan), jobs, priority, maxTries, by);
  }

  /**
   * Queues one job of throughput plan {@code job} per entry of {@code jobs}, as {@link
   * #enqueueBatch(BenchmarkPlan, List, int, int, String)} does a benchmark plan.
   *
   * @throws IllegalArgumentException if {@link JobPolicy} refuses the job or a file cannot be read
   */
  public List<Long> enqueueBatch(
      ThroughputJob job, List<HostRequirements> jobs, int priority, int maxTries, String by) {
    List<String> refusals = JobPolicy.beforeCarrying(job);
    if (!refusals.isEmpty()) {
      throw new IllegalArgumentException(String.join("; ", refusals));
    }
    return write(
        c -> ThroughputJson.write(PlanFiles.carry(job, c)),
        job.describe(),
        jobs,
        priority,
        maxTries,
        by);
  }

  private List<Long> write(
      FleetDb.Work<String> json,
      String label,
      List<HostRequirements> jobs,
      int priority,
      int maxTries,
      String by) {
    if (jobs.isEmpty()) {
      throw new IllegalArgumentException("no job to queue");
    }
    return db.transaction(
        "queuing " + (jobs.size() == 1 ? "a job" : jobs.size() + " jobs"),
        c -> {
          String plan = json.run(c);
          List<Long> ids = new ArrayList<>();
          for (HostRequirements requirements : jobs) {
            long batch = ids.isEmpty() ? 0 : ids.get(0);
            ids.add(insert(c, plan, label, requirements, priority, maxTries, by, batch));
          }
          FleetSql.update(c, "UPDATE fleet_jobs SET batch = id WHERE id = ?", ids.get(0));
          FleetSql.notifyAgents(c);
          return ids;
        });
  }

  private static long insert(
      Connection c,
      String json,
      String label,
      HostRequirements req,
      int priority,
      int maxTries,
      String by,
      long batch)
      throws SQLException {
    String sql =
        """
        INSERT INTO fleet_jobs (plan_json, label, queued_by, host_glob, host_regex, cpu_contains,
                                min_cores, min_jvm, labels, priority, max_tries, batch)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id""";
    try (PreparedStatement s = c.prepareStatement(sql)) {
      s.setString(1, json);
      s.setString(2, label);
      s.setString(3, by);
      s.setString(4, req.hostGlob());
      s.setString(5, req.hostRegex());
      s.setString(6, req.cpuContains());
      s.setInt(7, req.minCores());
      s.setInt(8, req.minJvm());
      s.setArray(9, FleetSql.textArray(c, req.labels()));
      s.setInt(10, priority);
      s.setInt(11, maxTries);
      s.setLong(12, batch);
      try (ResultSet row = s.executeQuery()) {
        row.next();
        return row.getLong(1);
      }
    }
  }

  /** The known agent hosts that meet {@code requirements}, by name. */
  public List<String> matchingHosts(HostRequirements requirements) {
    String sql =
        """
        SELECT a.host_name FROM fleet_agents a,
          (SELECT ?::text AS host_regex, ?::text AS cpu_contains, ?::int AS min_cores,
                  ?::int AS min_jvm, ?::text[] AS labels) j
        WHERE\s"""
            + FleetSql.AGENT_MATCHES_JOB
            + " ORDER BY a.host_name";
    return db.transaction(
        "finding agent hosts",
        c -> {
          try (PreparedStatement s = c.prepareStatement(sql)) {
            s.setString(1, requirements.hostRegex());
            s.setString(2, requirements.cpuContains());
            s.setInt(3, requirements.minCores());
            s.setInt(4, requirements.minJvm());
            s.setArray(5, FleetSql.textArray(c, requirements.labels()));
            List<String> hosts = new ArrayList<>();
            try (ResultSet rows = s.executeQuery()) {
              while (rows.next()) {
                hosts.add(rows.getString(1));
              }
            }
            return hosts;
          }
        });
  }

  /** The newest {@code limit} jobs, newest first; ended ones too if {@code all}. */
  public List<FleetJob> list(int limit, boolean all) {
    String sql =
        "SELECT "
            + FleetSql.JOB_COLUMNS
            + " FROM fleet_jobs j"
            + (all ? "" : " WHERE j.state IN ('queued', 'claimed', 'running')")
            + " ORDER BY j.id DESC LIMIT ?";
    return db.transaction(
        "listing jobs",
        c -> {
          try (PreparedStatement s = c.prepareStatement(sql)) {
            s.setInt(1, limit);
            List<FleetJob> jobs = new ArrayList<>();
            try (ResultSet rows = s.executeQuery()) {
              while (rows.next()) {
                jobs.add(FleetSql.job(rows));
              }
            }
            return jobs;
          }
        });
  }

  /** The jobs of batch {@code batch} (queued together), in the order they were queued. */
  public List<FleetJob> batch(long batch) {
    String sql =
        "SELECT "
            + FleetSql.JOB_COLUMNS
            + " FROM fleet_jobs j WHERE j.batch = ? OR (j.batch IS NULL AND j.id = ?)"
            + " ORDER BY j.id";
    return db.transaction(
        "reading batch " + batch,
        c -> {
          try (PreparedStatement s = c.prepareStatement(sql)) {
            s.setLong(1, batch);
            s.setLong(2, batch);
            List<FleetJob> jobs = new ArrayList<>();
            try (ResultSet rows = s.executeQuery()) {
              while (rows.next()) {
                jobs.add(FleetSql.job(rows));
              }
            }
            return jobs;
          }
        });
  }

  /** Job {@code id}, if there is one. */
  public Optional<FleetJob> find(long id) {
    String sql = "SELECT " + FleetSql.JOB_COLUMNS + " FROM fleet_jobs j WHERE j.id = ?";
    return db.transaction(
        "reading job " + id,
        c -> {
          try (PreparedStatement s = c.prepareStatement(sql)) {
            s.setLong(1, id);
            try (ResultSet rows = s.executeQuery()) {
              return rows.next() ? Optional.of(FleetSql.job(rows)) : Optional.empty();
            }
          }
        });
  }

  /**
   * Cancels a job that has not ended; an agent running it stops at its next heartbeat (its forks
   * killed, the partial run kept). Returns the state it had, or empty if it had already ended or
   * does not exist.
   */
  public Optional<JobState> cancel(long id) {
    String sql =
        """
        UPDATE fleet_jobs j SET state = 'cancelled', finished_at = now(), lease_until = NULL,
               error = 'cancelled by hand'
        FROM fleet_jobs old WHERE j.id = old.id AND j.id = ?
          AND j.state IN ('queued', 'claimed', 'running')
        RETURNING old.state, old.claim""";
    return db.transaction(
        "cancelling job " + id,
        c -> {
          try (PreparedStatement s = c.prepareStatement(sql)) {
            s.setLong(1, id);
            try (ResultSet row = s.executeQuery()) {
              if (!row.next()) {
                return Optional.empty();
              }
              FleetSql.update(
                  c,
                  "UPDATE fleet_attempts SET ended_at = now(), outcome = 'cancelled'"
                      + " WHERE id = ? AND ended_at IS NULL",
                  row.getObject(2));
              return Optional.of(JobState.of(row.getString(1)));
            }
          }
        });
  }

  /**
   * Puts a failed or cancelled job back in the queue with its tries reset. Returns false if the job
   * is not failed or cancelled (or does not exist).
   */
  public boolean retry(long id) {
    String sql =
        """
        UPDATE fleet_jobs SET state = 'queued', tries = 0, agent = NULL, claim = NULL,
               lease_until = NULL, finished_at = NULL, progress = '', run_id = NULL,
               error = NULL, ready_at = now()
        WHERE id = ? AND state IN ('failed', 'cancelled')""";
    return db.transaction(
        "retrying job " + id,
        c -> {
          boolean retried = FleetSql.update(c, sql, id) == 1;
          if (retried) {
            FleetSql.notifyAgents(c);
          }
          return retried;
        });
  }

  /** The plan's label, else what it measures ({@code json, sbe on minimal}). */
  static String label(BenchmarkPlan plan) {
    if (plan.label() != null && !plan.label().isBlank()) {
      return plan.label();
    }
    List<String> fixtures =
        plan.fixtures().stream()
            .map(f -> f.indexOf('/') < 0 ? f : f.substring(f.lastIndexOf('/') + 1))
            .toList();
    return shortList(plan.codecs(), "codecs") + " on " + shortList(fixtures, "fixtures");
  }

  private static String shortList(List<String> ids, String noun) {
    return ids.size() <= 3 ? String.join(", ", ids) : ids.size() + " " + noun;
  }

  @Override
  public void close() {
    db.close();
  }
}
