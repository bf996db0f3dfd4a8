package dev.wirebench.storage;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** Row counts of every table, read on a connection of its own, to prove what was (not) written. */
final class TableCounts {
  static final List<String> TABLES =
      List.of(
          "runs",
          "run_tags",
          "results",
          "result_samples",
          "latency_histograms",
          "result_raw_json",
          "throughput_points",
          "run_environments",
          "run_codecs",
          "result_warmups",
          "result_profiles");

  private TableCounts() {}

  static Map<String, Long> of(Path file) {
    return of(file.toString());
  }

  /** Counts in the SQLite file or the PostgreSQL database {@code location} names. */
  static Map<String, Long> of(String location) {
    Map<String, Long> counts = new TreeMap<>();
    try (Connection c = connect(location);
        Statement s = c.createStatement()) {
      for (String table : TABLES) {
        try (ResultSet rows = s.executeQuery("SELECT count(*) FROM " + table)) {
          rows.next();
          counts.put(table, rows.getLong(1));
        }
      }
    } catch (SQLException e) {
      throw new IllegalStateException("counting rows in " + location, e);
    }
    return counts;
  }

  static Connection connect(String location) throws SQLException {
    if (PostgresUrl.looksLike(location)) {
      PostgresUrl url = PostgresUrl.parse(location);
      return DriverManager.getConnection(url.jdbcUrl(), url.properties());
    }
    return DriverManager.getConnection("jdbc:sqlite:" + location);
  }
}
