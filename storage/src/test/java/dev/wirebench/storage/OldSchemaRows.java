package dev.wirebench.storage;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;

/** Rows written with the columns of schema 1, which every later schema keeps. */
final class OldSchemaRows {
  private OldSchemaRows() {}

  /** One complete bench run on host "bench-host" with one result; returns the run's id. */
  static long insertRunWithResult(Path file) {
    return insertRunWithResult(file, "bench-host");
  }

  /** One complete bench run on {@code host} with one result; returns the run's id. */
  static long insertRunWithResult(Path file, String host) {
    try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file)) {
      long id;
      boolean withUid = hasColumn(c, "runs", "uid"); // schema 6 on: its writers set uid and host
      try (PreparedStatement s =
          c.prepareStatement(
              "INSERT INTO runs (kind, label, status, started_at, finished_at, environment_json"
                  + (withUid ? ", uid, host" : "")
                  + ") VALUES ('bench', 'old', 'complete', 1000, 2000, ?"
                  + (withUid ? ", ?, ?" : "")
                  + ") RETURNING id")) {
        s.setString(1, "{\"host\":\"" + host + "\",\"jvm.version\":\"17\"}");
        if (withUid) {
          s.setString(2, java.util.UUID.randomUUID().toString());
          s.setString(3, host);
        }
        try (ResultSet rows = s.executeQuery()) {
          rows.next();
          id = rows.getLong(1);
        }
      }
      try (PreparedStatement s =
          c.prepareStatement(
              "INSERT INTO results (run_id, seq, benchmark, codec, fixture, operation, mode,"
                  + " score, unit, recorded_at) VALUES (?, 0, 'b', 'json', 'trade', 'decode',"
                  + " 'avgt', 100, 'ns/op', 1500)")) {
        s.setLong(1, id);
        s.executeUpdate();
      }
      return id;
    } catch (SQLException e) {
      throw new IllegalStateException("writing an old-schema run into " + file, e);
    }
  }

  private static boolean hasColumn(Connection c, String table, String column) throws SQLException {
    try (PreparedStatement s =
        c.prepareStatement("SELECT count(*) FROM pragma_table_info(?) WHERE name = ?")) {
      s.setString(1, table);
      s.setString(2, column);
      try (ResultSet rows = s.executeQuery()) {
        return rows.next() && rows.getInt(1) > 0;
      }
    }
  }
}
