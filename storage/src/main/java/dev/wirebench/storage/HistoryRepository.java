package dev.wirebench.storage;

import dev.wirebench.engine.history.BenchmarkKey;
import dev.wirebench.engine.history.EnvironmentKey;
import dev.wirebench.engine.history.HistoryRow;
import dev.wirebench.engine.result.BenchResult;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Benchmark histories: which benchmark keys have results, and every result of one key with its
 * run's time and environment. Reads only.
 */
final class HistoryRepository {
  /**
   * Every benchmark key with results, in the keys' own order ({@link BenchmarkKey#compareTo}:
   * codec, fixture, operation, mode, params, benchmark; absent values first). The order is made
   * here rather than by SQL: SQLite and PostgreSQL sort NULLs and text differently, and both stores
   * must list the same keys in the same order; the list is as short as the number of benchmarks.
   */
  List<HistoryKey> keys(Connection c) throws SQLException {
    // kept by triggers on results (schema 10, team schema 6): a few thousand rows, not a group
    // over every result
    String sql =
        """
        SELECT codec, fixture, operation, absent, mode, params_json, benchmark, results,
               latest_run_id
        FROM history_keys
        """;
    List<HistoryKey> keys = new ArrayList<>();
    try (PreparedStatement s = c.prepareStatement(sql);
        ResultSet rows = s.executeQuery()) {
      while (rows.next()) {
        int absent = rows.getInt(4);
        BenchmarkKey key =
            new BenchmarkKey(
                rows.getString(7),
                (absent & 1) != 0 ? null : rows.getString(1),
                (absent & 2) != 0 ? null : rows.getString(2),
                (absent & 4) != 0 ? null : rows.getString(3),
                rows.getString(5),
                Json.strings(rows.getString(6)));
        keys.add(new HistoryKey(key, rows.getInt(8), rows.getLong(9)));
      }
    }
    keys.sort(Comparator.comparing(HistoryKey::key));
    return keys;
  }

  /**
   * Every result of {@code key}, oldest run first, with its run's environment key (host, CPU, JVM,
   * flags and the plan: warm-up, measurement, forks — a series never joins two plans). The error is
   * JMH's score error, else half the stored interval, else NaN. Only complete runs: a run still
   * running, cancelled (partial), interrupted or failed is left out, so a results document's "Δ vs
   * best" and a gate never measure against a run that did not finish its plan.
   */
  List<HistoryRow> rows(Connection c, BenchmarkKey key) throws SQLException {
    String sql =
        """
        SELECT r.id, r.label, r.started_at, e.host, e.cpu_model, e.jvm_vendor, e.jvm_version,
               e.jvm_flags, x.score, x.score_error, x.ci_lower, x.ci_upper, x.unit,
               e.warmup, e.measurement, e.forks, x.id
        FROM results x
        JOIN runs r ON r.id = x.run_id
        LEFT JOIN run_environments e ON e.run_id = r.id
        WHERE %s AND %s AND %s AND x.mode = ?
          AND x.params_json = ? AND x.benchmark = ? AND r.status = 'complete'
        ORDER BY r.started_at, r.id, x.seq
        """
            .formatted(
                matches("x.codec", key.codec()),
                matches("x.fixture", key.fixture()),
                matches("x.operation", key.operation()));
    try (PreparedStatement s = c.prepareStatement(sql)) {
      bindKey(s, key);
      try (ResultSet rows = s.executeQuery()) {
        return read(rows);
      }
    }
  }

  /**
   * The newest {@code perEnvironment} results with a score of {@code key} in each environment and
   * plan (the columns a series never mixes, as stored), oldest first as {@link #rows} orders them:
   * what a scan of the recent end of every series reads instead of every result. A window over the
   * key's results, on both engines; complete runs only, as {@link #rows}.
   */
  List<HistoryRow> tail(Connection c, BenchmarkKey key, int perEnvironment) throws SQLException {
    String sql =
        """
        SELECT run_id, label, started_at, host, cpu_model, jvm_vendor, jvm_version, jvm_flags,
               score, score_error, ci_lower, ci_upper, unit, warmup, measurement, forks, result_id
        FROM (
          SELECT r.id AS run_id, r.label AS label, r.started_at AS started_at, e.host AS host,
                 e.cpu_model AS cpu_model, e.jvm_vendor AS jvm_vendor,
                 e.jvm_version AS jvm_version, e.jvm_flags AS jvm_flags, x.score AS score,
                 x.score_error AS score_error, x.ci_lower AS ci_lower, x.ci_upper AS ci_upper,
                 x.unit AS unit, e.warmup AS warmup, e.measurement AS measurement,
                 e.forks AS forks, x.id AS result_id, x.seq AS seq,
                 row_number() OVER (
                   PARTITION BY e.host, e.cpu_model, e.jvm_vendor, e.jvm_version, e.jvm_flags,
                                e.warmup, e.measurement, e.forks
                   ORDER BY r.started_at DESC, r.id DESC, x.seq DESC) AS newest
          FROM results x
          JOIN runs r ON r.id = x.run_id
          LEFT JOIN run_environments e ON e.run_id = r.id
          WHERE %s AND %s AND %s AND x.mode = ?
            AND x.params_json = ? AND x.benchmark = ? AND r.status = 'complete'
            AND x.score IS NOT NULL
        ) ranked
        WHERE newest <= ?
        ORDER BY started_at, run_id, seq
        """
            .formatted(
                matches("x.codec", key.codec()),
                matches("x.fixture", key.fixture()),
                matches("x.operation", key.operation()));
    try (PreparedStatement s = c.prepareStatement(sql)) {
      int next = bindKey(s, key);
      s.setInt(next, perEnvironment);
      try (ResultSet rows = s.executeQuery()) {
        return read(rows);
      }
    }
  }

  /** Binds {@code key}'s values to the {@link #matches} placeholders; returns the next index. */
  private static int bindKey(PreparedStatement s, BenchmarkKey key) throws SQLException {
    int next = 1;
    for (String value : Arrays.asList(key.codec(), key.fixture(), key.operation())) {
      if (value != null) {
        s.setString(next++, value);
      }
    }
    s.setString(next++, key.mode());
    s.setString(next++, Json.strings(key.params()));
    s.setString(next++, key.benchmark());
    return next;
  }

  /** History rows from a result set whose columns are those of {@link #rows}' query. */
  private static List<HistoryRow> read(ResultSet rows) throws SQLException {
    List<HistoryRow> history = new ArrayList<>();
    // most runs share a handful of environments: one key object each
    Map<List<String>, EnvironmentKey> environments = new HashMap<>();
    while (rows.next()) {
      EnvironmentKey environment = environment(rows, environments);
      history.add(
          new HistoryRow(
              rows.getLong(1),
              rows.getString(2),
              Instant.ofEpochMilli(rows.getLong(3)),
              environment,
              ResultRepository.getDouble(rows, 9),
              error(rows),
              rows.getString(13),
              rows.getLong(17)));
    }
    return history;
  }

  /**
   * Stored result {@code resultId} as a comparison takes it: its case, score, error, unit and
   * per-fork measurement iterations (no percentiles, histogram or raw JSON); null if there is no
   * such result.
   */
  BenchResult result(Connection c, long resultId) throws SQLException {
    String sql =
        """
        SELECT benchmark, codec, fixture, operation, mode, score, score_error, unit
        FROM results WHERE id = ?
        """;
    List<List<Double>> forks;
    try (PreparedStatement s = c.prepareStatement(Samples.FORKS_OF_RESULT)) {
      forks = Samples.forks(s, resultId);
    }
    try (PreparedStatement s = c.prepareStatement(sql)) {
      s.setLong(1, resultId);
      try (ResultSet rows = s.executeQuery()) {
        if (!rows.next()) {
          return null;
        }
        return new BenchResult(
            rows.getString(1),
            rows.getString(2),
            rows.getString(3),
            rows.getString(4),
            rows.getString(5),
            Map.of(),
            ResultRepository.getDouble(rows, 6),
            ResultRepository.getDouble(rows, 7),
            rows.getString(8),
            Double.NaN,
            Double.NaN,
            new TreeMap<>(),
            null,
            null,
            null,
            forks,
            Map.of(),
            null,
            null,
            null,
            List.of());
      }
    }
  }

  /** The row's environment and plan (columns 4-8, 14-16), one key object per distinct value. */
  private static EnvironmentKey environment(
      ResultSet rows, Map<List<String>, EnvironmentKey> environments) throws SQLException {
    List<String> parts =
        List.of(
            text(rows, 4),
            text(rows, 5),
            text(rows, 6),
            text(rows, 7),
            text(rows, 8),
            text(rows, 14),
            text(rows, 15),
            text(rows, 16));
    return environments.computeIfAbsent(
        parts,
        p ->
            new EnvironmentKey(
                p.get(0), p.get(1), p.get(2), p.get(3), p.get(4), p.get(5), p.get(6), p.get(7)));
  }

  /**
   * {@code column = ?}, or {@code column IS NULL} for an absent value: equal on both engines and
   * able to use the history index on both (SQLite's {@code IS ?} is not PostgreSQL's, and
   * PostgreSQL's {@code IS NOT DISTINCT FROM} is not indexable). Fixed text, never user input.
   */
  private static String matches(String column, String value) {
    return value == null ? column + " IS NULL" : column + " = ?";
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
