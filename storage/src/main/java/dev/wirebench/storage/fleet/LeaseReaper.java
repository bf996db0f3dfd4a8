package dev.wirebench.storage.fleet;

import dev.wirebench.storage.PostgresUrl;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.List;

/**
 * Finds claims whose lease ran out (the agent was killed, lost its host, or cannot reach the store)
 * and ends them: the job goes back to the queue, or fails once it has used its tries; the run the
 * lost claim had started stays in the store, marked interrupted with a note naming the job and the
 * agent. Every agent reaps before it claims, and {@code queue list} reaps before it lists, so
 * nobody has to run a reaper of its own. Reaping is {@code SKIP LOCKED} too: two reapers never end
 * one claim twice.
 */
public final class LeaseReaper implements AutoCloseable {
  private final FleetDb db;

  public LeaseReaper(PostgresUrl url) {
    this.db = new FleetDb(url);
  }

  /** One lost claim: the job, what became of it, and the run it left. */
  public record Reaped(long jobId, JobState state, String agent, Long runId) {}

  /** Ends every claim whose lease ran out; what was reaped. */
  public List<Reaped> reap() {
    String sql =
        """
        WITH lost AS (
          SELECT id, claim, run_id, agent, tries, max_tries FROM fleet_jobs
          WHERE state IN ('claimed', 'running') AND lease_until < now()
          FOR UPDATE SKIP LOCKED)
        UPDATE fleet_jobs j SET
          state = CASE WHEN lost.tries >= lost.max_tries THEN 'failed' ELSE 'queued' END,
          finished_at = CASE WHEN lost.tries >= lost.max_tries THEN now() END,
          error = 'try ' || lost.tries || ' of ' || lost.max_tries || ' on ' || lost.agent
                  || ': the agent stopped renewing its lease'
                  || CASE WHEN lost.tries >= lost.max_tries THEN ' (no tries left)'
                          ELSE ' (back in the queue)' END,
          agent = CASE WHEN lost.tries >= lost.max_tries THEN lost.agent END,
          claim = NULL, lease_until = NULL, ready_at = now(), progress = '',
          run_id = CASE WHEN lost.tries >= lost.max_tries THEN lost.run_id END
        FROM lost WHERE j.id = lost.id
        RETURNING j.id, j.state, lost.agent, lost.claim, lost.run_id""";
    return db.transaction(
        "re-queuing jobs whose agent stopped",
        c -> {
          List<Reaped> reaped = new ArrayList<>();
          try (PreparedStatement s = c.prepareStatement(sql);
              ResultSet rows = s.executeQuery()) {
            while (rows.next()) {
              long runId = rows.getLong("run_id");
              reaped.add(
                  new Reaped(
                      rows.getLong("id"),
                      JobState.of(rows.getString("state")),
                      rows.getString("agent"),
                      rows.wasNull() ? null : runId));
              FleetSql.update(
                  c,
                  "UPDATE fleet_attempts SET ended_at = now(), outcome = 'lease expired'"
                      + " WHERE id = ?",
                  rows.getLong("claim"));
            }
          }
          for (Reaped lost : reaped) {
            markRun(c, lost);
          }
          if (!reaped.isEmpty()) {
            FleetSql.notifyAgents(c);
          }
          return reaped;
        });
  }

  /**
   * The lost claim's run, if still running: interrupted, its results kept, a note why. A run
   * already marked interrupted (a run store opened on the dead agent's machine recovers its runs by
   * pid) gets the note too.
   */
  private static void markRun(java.sql.Connection c, Reaped lost) throws java.sql.SQLException {
    if (lost.runId() == null) {
      return;
    }
    String note =
        "fleet job "
            + lost.jobId()
            + ": agent "
            + lost.agent()
            + " stopped renewing its lease mid-run; the results stored before are kept"
            + (lost.state() == JobState.QUEUED ? " and the job went back to the queue" : "");
    FleetSql.update(
        c,
        """
        UPDATE runs SET status = 'interrupted',
               finished_at = coalesce(finished_at, (extract(epoch FROM now()) * 1000)::bigint),
               notes = CASE WHEN notes = '' THEN ? ELSE notes || E'\\n' || ? END
        WHERE id = ? AND status IN ('running', 'interrupted')""",
        note,
        note,
        lost.runId());
  }

  @Override
  public void close() {
    db.close();
  }
}
