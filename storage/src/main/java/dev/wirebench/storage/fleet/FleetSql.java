package dev.wirebench.storage.fleet;

import java.sql.Array;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/** The SQL the queue's classes share: the host-match predicate, reading rows, notifying. */
final class FleetSql {
  /**
   * Whether agent row {@code a} meets job row {@code j}'s requirements: the same test the claim
   * makes with the claiming agent's facts as parameters.
   */
  static final String AGENT_MATCHES_JOB =
      """
      a.host_name ~ j.host_regex
        AND strpos(lower(a.cpu_model), lower(j.cpu_contains)) > 0
        AND a.cores >= j.min_cores AND a.jvm_feature >= j.min_jvm
        AND j.labels <@ a.labels""";

  static final String JOB_COLUMNS =
      """
      j.id, j.label, j.plan_json, j.queued_by, j.queued_at, j.host_glob, j.cpu_contains,
      j.min_cores, j.min_jvm, j.labels, j.priority, j.state, j.tries, j.max_tries, j.agent,
      j.lease_until, j.progress, j.run_id, j.error, COALESCE(j.batch, j.id) AS batch, j.claimed_at, j.finished_at,
      EXISTS (SELECT 1 FROM fleet_agents a WHERE\s"""
          + AGENT_MATCHES_JOB
          + ") AS matchable";

  private FleetSql() {}

  static FleetJob job(ResultSet row) throws SQLException {
    long runId = row.getLong("run_id");
    Long run = row.wasNull() ? null : runId;
    return new FleetJob(
        row.getLong("id"),
        row.getString("label"),
        row.getString("plan_json"),
        row.getString("queued_by"),
        instant(row.getTimestamp("queued_at")),
        new HostRequirements(
            row.getString("host_glob"),
            row.getString("cpu_contains"),
            row.getInt("min_cores"),
            row.getInt("min_jvm"),
            strings(row.getArray("labels"))),
        row.getInt("priority"),
        JobState.of(row.getString("state")),
        row.getInt("tries"),
        row.getInt("max_tries"),
        row.getString("agent"),
        instant(row.getTimestamp("lease_until")),
        row.getString("progress"),
        run,
        row.getString("error"),
        row.getBoolean("matchable"),
        row.getLong("batch"),
        instant(row.getTimestamp("claimed_at")),
        instant(row.getTimestamp("finished_at")));
  }

  static Instant instant(Timestamp time) {
    return time == null ? null : time.toInstant();
  }

  static List<String> strings(Array array) throws SQLException {
    if (array == null) {
      return List.of();
    }
    Object[] values = (Object[]) array.getArray();
    return new ArrayList<>(Arrays.stream(values).map(String::valueOf).toList());
  }

  static Array textArray(Connection c, List<String> values) throws SQLException {
    return c.createArrayOf("text", values.toArray());
  }

  /** Wakes waiting agents when this transaction commits (PostgreSQL delivers NOTIFY then). */
  static void notifyAgents(Connection c) throws SQLException {
    try (PreparedStatement s = c.prepareStatement("SELECT pg_notify(?, '')")) {
      s.setString(1, FleetDb.CHANNEL);
      s.execute();
    }
  }

  static int update(Connection c, String sql, Object... parameters) throws SQLException {
    try (PreparedStatement s = c.prepareStatement(sql)) {
      for (int i = 0; i < parameters.length; i++) {
        s.setObject(i + 1, parameters[i]);
      }
      return s.executeUpdate();
    }
  }
}
