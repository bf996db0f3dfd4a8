package dev.wirebench.storage;

import dev.wirebench.engine.history.BenchmarkKey;
import dev.wirebench.engine.history.EnvironmentKey;
import dev.wirebench.engine.history.HistoryRow;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Benchmark histories: which benchmark keys have results, and every result of one key with its
 * run's time and environment. Reads only.
 */
final class HistoryRepository {
  /** Every benchmark key with results, in index order (codec, fixture, operation, mode...). */
  List<HistoryKey> keys(Connection c) throws SQLException {
    String sql =
        """
        SELECT codec, fixture, operation, mode, params_json, benchmark, count(*), max(run_id)
        FROM results
        GROUP BY codec, fixture, operation, mode, params_json, benchmark
        """;
    List<HistoryKey> keys = new ArrayList<>();
    try (PreparedStatement s = c.prepareStatement(sql);
        ResultSet rows = s.executeQuery()) {
      while (rows.next()) {
        BenchmarkKey key =
            new BenchmarkKey(
                rows.getString(6),
                rows.getString(1),
                rows.getString(2),
                rows.getString(3),
                rows.getString(4),
                Json.strings(rows.getString(5)));
        keys.add(new HistoryKey(key, rows.getInt(7), rows.getLong(8)));
      }
    }
    return keys;
  }

  /**
   * Every result of {@code key}, oldest run first, with its run's environment key. The error is
   * JMH's score error, else half the stored interval, else NaN. Runs still running are left out
   * until they end (a history, a results document and a gate look at finished runs).
   */
  List<HistoryRow> rows(Connection c, BenchmarkKey key) throws SQLException {
    String sql =
        """
        SELECT r.id, r.label, r.started_at, e.host, e.cpu_model, e.jvm_vendor, e.jvm_version,
               e.jvm_flags, x.score, x.score_error, x.ci_lower, x.ci_upper, x.unit
        FROM results x
        JOIN runs r ON r.id = x.run_id
        LEFT JOIN run_environments e ON e.run_id = r.id
        WHERE x.codec IS ? AND x.fixture IS ? AND x.operation IS ? AND x.mode = ?
          AND x.params_json = ? AND x.benchmark = ? AND r.status <> 'running'
        ORDER BY r.started_at, r.id, x.seq
        """;
    List<HistoryRow> history = new ArrayList<>();
    // most runs share a handful of environments: one key object each
    Map<List<String>, EnvironmentKey> environments = new HashMap<>();
    try (PreparedStatement s = c.prepareStatement(sql)) {
      s.setString(1, key.codec());
      s.setString(2, key.fixture());
      s.setString(3, key.operation());
      s.setString(4, key.mode());
      s.setString(5, Json.strings(key.params()));
      s.setString(6, key.benchmark());
      try (ResultSet rows = s.executeQuery()) {
        while (rows.next()) {
          List<String> parts =
              List.of(text(rows, 4), text(rows, 5), text(rows, 6), text(rows, 7), text(rows, 8));
          EnvironmentKey environment =
              environments.computeIfAbsent(
                  parts, p -> new EnvironmentKey(p.get(0), p.get(1), p.get(2), p.get(3), p.get(4)));
          history.add(
              new HistoryRow(
                  rows.getLong(1),
                  rows.getString(2),
                  Instant.ofEpochMilli(rows.getLong(3)),
                  environment,
                  ResultRepository.getDouble(rows, 9),
                  error(rows),
                  rows.getString(13)));
        }
      }
    }
    return history;
  }

  private static double error(ResultSet rows) throws SQLException {
    double error = ResultRepository.getDouble(rows, 10);
    if (!Double.isNaN(error)) {
      return error;
    }
    double lower = ResultRepository.getDouble(rows, 11);
    double upper = ResultRepository.getDouble(rows, 12);
    return (upper - lower) / 2; // NaN when either is unknown
  }

  private static String text(ResultSet rows, int column) throws SQLException {
    String value = rows.getString(column);
    return value == null ? "" : value;
  }
}
