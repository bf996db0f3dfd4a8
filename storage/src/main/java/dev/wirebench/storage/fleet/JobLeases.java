package dev.wirebench.storage.fleet;

import dev.wirebench.engine.bench.BenchmarkPlan;
import dev.wirebench.storage.PostgresUrl;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.util.Optional;

/**
 * The agents' side of the queue: claim a job ({@code FOR UPDATE SKIP LOCKED}, so two agents never
 * take one job and never wait on each other), renew the claim's lease, link the run, and end the
 * claim. Every statement names the claim, so a claim that was taken away (its lease ran out and the
 * job went back to the queue, or someone cancelled the job) can no longer touch the job: its
 * heartbeat answers false and the agent stops.
 */
public final class JobLeases implements AutoCloseable {
  private final FleetDb db;
  private final String agent;
  private final Duration lease;

  /**
   * @param agent the claiming agent's host name
   * @param lease how long a claim lives without a heartbeat
   */
  public JobLeases(PostgresUrl url, String agent, Duration lease) {
    this.db = new FleetDb(url);
    this.agent = agent;
    this.lease = lease;
  }

  public Duration lease() {
    return lease;
  }

  /** Claims the first queued job (highest priority, then oldest) that {@code host} meets. */
  public Optional<Claim> claim(HostFacts host) {
    String sql =
        """
        WITH next AS (
          SELECT id FROM fleet_jobs
          WHERE state = 'queued' AND ? ~ host_regex
            AND strpos(lower(?), lower(cpu_contains)) > 0
            AND min_cores <= ? AND min_jvm <= ? AND labels <@ ?::text[]
          ORDER BY priority DESC, id
          LIMIT 1
          FOR UPDATE SKIP LOCKED)
        UPDATE fleet_jobs j SET state = 'claimed', tries = j.tries + 1, agent = ?,
               claimed_at = now(), lease_until = now() + make_interval(secs => ?),
               progress = 'claimed', run_id = NULL
        FROM next WHERE j.id = next.id
        RETURNING j.id, j.tries, j.max_tries, j.label, j.plan_json, j.ready_at,
                  extract(epoch FROM now() - j.ready_at) AS waited""";
    return db.transaction(
        "claiming a job",
        c -> {
          try (PreparedStatement s = c.prepareStatement(sql)) {
            s.setString(1, host.hostName());
            s.setString(2, host.cpuModel());
            s.setInt(3, host.cores());
            s.setInt(4, host.jvmFeature());
            s.setArray(5, FleetSql.textArray(c, host.labels()));
            s.setString(6, agent);
            s.setDouble(7, lease.toMillis() / 1000.0);
            try (ResultSet row = s.executeQuery()) {
              if (!row.next()) {
                return Optional.empty();
              }
              return Optional.of(recordClaim(c, row));
            }
          }
        });
  }

  private Claim recordClaim(Connection c, ResultSet row) throws SQLException {
    long jobId = row.getLong("id");
    long claimId;
    try (PreparedStatement s =
        c.prepareStatement(
            "INSERT INTO fleet_attempts (job_id, agent, queued_at, claimed_at)"
                + " VALUES (?, ?, ?, now()) RETURNING id")) {
      s.setLong(1, jobId);
      s.setString(2, agent);
      s.setTimestamp(3, row.getTimestamp("ready_at"));
      try (ResultSet id = s.executeQuery()) {
        id.next();
        claimId = id.getLong(1);
      }
    }
    FleetSql.update(c, "UPDATE fleet_jobs SET claim = ? WHERE id = ?", claimId, jobId);
    return new Claim(
        jobId,
        claimId,
        row.getInt("tries"),
        row.getInt("max_tries"),
        row.getString("label"),
        row.getString("plan_json"),
        Duration.ofMillis(Math.round(row.getDouble("waited") * 1000)));
  }

  /**
   * Renews the claim's lease and records the agent's progress. False if the claim is gone: the job
   * was cancelled, or its lease ran out and it went back to the queue; the agent must stop.
   */
  public boolean heartbeat(Claim claim, String progress) {
    String sql =
        """
        UPDATE fleet_jobs SET lease_until = now() + make_interval(secs => ?), progress = ?
        WHERE id = ? AND claim = ? AND state IN ('claimed', 'running')""";
    return db.transaction(
        "renewing the lease of job " + claim.jobId(),
        c ->
            FleetSql.update(
                    c, sql, lease.toMillis() / 1000.0, progress, claim.jobId(), claim.claimId())
                == 1);
  }

  /** The claim's run has started as run {@code runId}; false if the claim is gone. */
  public boolean running(Claim claim, long runId) {
    return db.transaction(
        "linking job " + claim.jobId() + " to run " + runId,
        c -> {
          FleetSql.update(
              c, "UPDATE fleet_attempts SET run_id = ? WHERE id = ?", runId, claim.claimId());
          return FleetSql.update(
                  c,
                  "UPDATE fleet_jobs SET state = 'running', run_id = ?"
                      + " WHERE id = ? AND claim = ? AND state IN ('claimed', 'running')",
                  runId,
                  claim.jobId(),
                  claim.claimId())
              == 1;
        });
  }

  /**
   * Ends the claim with the job done (error null) or failed (with the error). False if the claim
   * was gone already.
   */
  public boolean finish(Claim claim, JobState state, String error) {
    if (state != JobState.DONE && state != JobState.FAILED) {
      throw new IllegalArgumentException("a claim finishes done or failed, not " + state.id());
    }
    return endClaim(
        claim,
        "state = ?, finished_at = now(), error = ?, progress = ''",
        state.id(),
        state.id(),
        error);
  }

  /**
   * Gives the job back to the queue without counting this try (the agent stopped cleanly, or
   * refused the job for a reason of its own host). False if the claim was gone already.
   */
  public boolean release(Claim claim, String why) {
    return endClaim(
        claim,
        "state = 'queued', tries = tries - 1, agent = NULL, claim = NULL, ready_at = now(),"
            + " run_id = NULL, error = ?, progress = ''",
        "released",
        why);
  }

  /**
   * Ends this try badly but not for the plan's sake (the team store failed under the run): back in
   * the queue, or failed once the job has used its tries. False if the claim was gone already.
   */
  public boolean giveUp(Claim claim, String why) {
    return endClaim(
        claim,
        "state = CASE WHEN tries >= max_tries THEN 'failed' ELSE 'queued' END,"
            + " finished_at = CASE WHEN tries >= max_tries THEN now() END,"
            + " agent = CASE WHEN tries >= max_tries THEN agent END, claim = NULL,"
            + " run_id = CASE WHEN tries >= max_tries THEN run_id END,"
            + " ready_at = now(), error = ?, progress = ''",
        "gave up",
        why);
  }

  private boolean endClaim(Claim claim, String set, String outcome, Object... values) {
    String sql =
        "UPDATE fleet_jobs SET lease_until = NULL, "
            + set
            + " WHERE id = ? AND claim = ? AND state IN ('claimed', 'running')";
    Object[] parameters = new Object[values.length + 2];
    System.arraycopy(values, 0, parameters, 0, values.length);
    parameters[values.length] = claim.jobId();
    parameters[values.length + 1] = claim.claimId();
    return db.transaction(
        "ending the claim of job " + claim.jobId(),
        c -> {
          boolean held = FleetSql.update(c, sql, parameters) == 1;
          if (held) {
            FleetSql.update(
                c,
                "UPDATE fleet_attempts SET ended_at = now(), outcome = ? WHERE id = ?",
                outcome,
                claim.claimId());
            FleetSql.notifyAgents(c);
          }
          return held;
        });
  }

  /** {@code job} with the files it carries written into {@code cache} ({@link PlanFiles}). */
  ThroughputJob fetchFiles(ThroughputJob job, Path cache) {
    return db.transaction("fetching the job's files", c -> PlanFiles.fetch(job, c, cache));
  }

  /** {@code plan} with the files it carries written into {@code cache} ({@link PlanFiles}). */
  BenchmarkPlan fetchFiles(BenchmarkPlan plan, Path cache) {
    return db.transaction("fetching the job's files", c -> PlanFiles.fetch(plan, c, cache));
  }

  @Override
  public void close() {
    db.close();
  }
}
