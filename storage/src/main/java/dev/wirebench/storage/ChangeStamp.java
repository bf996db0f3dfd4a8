package dev.wirebench.storage;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;

/**
 * A cheap fingerprint of what a store holds, to notice that some process stored, finished or
 * deleted a run: the newest run, result and throughput point ids, how many runs there are and how
 * many are running. Two stamps differ after any run is started, gets a result or point, finishes
 * (or is marked interrupted) or is deleted, by this process or any other writing the same store.
 * Edits of labels, notes and tags are not seen (they change no row count).
 *
 * <p>The maxima are read from primary keys and the running count from a partial index; only the run
 * count walks an index of all runs. It is meant to be polled every few seconds, by SQLite and
 * PostgreSQL alike.
 */
public record ChangeStamp(long lastRun, long runs, long running, long lastResult, long lastPoint) {
  private static final String SQL =
      """
      SELECT (SELECT coalesce(max(id), 0) FROM runs),
             (SELECT count(*) FROM runs),
             (SELECT count(*) FROM runs WHERE status = 'running'),
             (SELECT coalesce(max(id), 0) FROM results),
             (SELECT coalesce(max(id), 0) FROM throughput_points)
      """;

  static ChangeStamp read(Connection c) throws SQLException {
    try (PreparedStatement s = c.prepareStatement(SQL);
        ResultSet rows = s.executeQuery()) {
      rows.next();
      return new ChangeStamp(
          rows.getLong(1), rows.getLong(2), rows.getLong(3), rows.getLong(4), rows.getLong(5));
    }
  }
}
