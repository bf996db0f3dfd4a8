package dev.wirebench.storage;

import dev.wirebench.engine.result.BenchResult;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Benchmark results with their samples, histogram and raw JMH JSON. A result and its parts are
 * written by one call inside the caller's transaction, so they are stored whole or not at all.
 */
final class ResultRepository {
  /** The encoding name stored beside histogram bytes. */
  static final String HISTOGRAM_ENCODING = "hdrhistogram-compressed";

  /** The columns {@link #result} reads, in the order it reads them by position. */
  private static final String RESULT_COLUMNS =
      """
      SELECT id, recorded_at, benchmark, codec, fixture, operation, mode, params_json, score,
             score_error, unit, ci_lower, ci_upper, alloc_bytes_per_op, encoded_size,
             decode_contract, percentiles_json, secondary_json, failure
      """;

  private final Dialect dialect;

  ResultRepository(Dialect dialect) {
    this.dialect = dialect;
  }

  private static final String HISTOGRAMS_BY_RUN =
      """
      SELECT h.result_id, h.data FROM latency_histograms h
      JOIN results r ON r.id = h.result_id WHERE r.run_id = ?
      """;

  /**
   * Inserts {@code results} into run {@code runId} after its existing results; returns their ids.
   * Statements are prepared once for the batch.
   */
  List<Long> insertAll(Connection c, long runId, List<BenchResult> results, Instant at)
      throws SQLException {
    return insertAll(c, runId, results, index -> at);
  }

  /**
   * Inserts results each with its own time (copies of stored results keep theirs); {@code at} gives
   * the time of the result at each index.
   */
  List<Long> insertAll(
      Connection c,
      long runId,
      List<BenchResult> results,
      java.util.function.IntFunction<Instant> at)
      throws SQLException {
    String sql =
        """
        INSERT INTO results (run_id, seq, benchmark, codec, fixture, operation, mode, params_json,
            score, score_error, unit, ci_lower, ci_upper, alloc_bytes_per_op, encoded_size,
            decode_contract, percentiles_json, secondary_json, failure, recorded_at)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
        RETURNING id
        """;
    String sampleSql = "INSERT INTO result_samples (result_id, fork, iterations) VALUES (?, ?, ?)";
    String warmupSql = "INSERT INTO result_warmups (result_id, fork, iterations) VALUES (?, ?, ?)";
    String histogramSql =
        "INSERT INTO latency_histograms (result_id, encoding, data) VALUES (?, ?, ?)";
    String rawSql = "INSERT INTO result_raw_json (result_id, json) VALUES (?, ?)";
    List<Long> ids = new ArrayList<>(results.size());
    int seq = nextSeq(c, runId);
    // prepared at the first result with warm-ups: imported and failed results have none
    PreparedStatement warmups = null;
    try (PreparedStatement s = c.prepareStatement(sql);
        PreparedStatement samples = c.prepareStatement(sampleSql);
        PreparedStatement histogram = c.prepareStatement(histogramSql);
        PreparedStatement raw = c.prepareStatement(rawSql)) {
      for (int index = 0; index < results.size(); index++) {
        BenchResult result = results.get(index);
        bindResult(s, runId, seq++, result, at.apply(index));
        long id;
        try (ResultSet rows = s.executeQuery()) {
          rows.next();
          id = rows.getLong(1);
        }
        insertForks(samples, id, result.rawData());
        if (result.hasWarmup()) {
          warmups = warmups != null ? warmups : c.prepareStatement(warmupSql);
          insertForks(warmups, id, result.warmup());
        }
        insertParts(histogram, raw, id, result);
        ids.add(id);
      }
    } finally {
      if (warmups != null) {
        warmups.close();
      }
    }
    return ids;
  }

  private static void bindResult(
      PreparedStatement s, long runId, int seq, BenchResult r, Instant at) throws SQLException {
    s.setLong(1, runId);
    s.setInt(2, seq);
    s.setString(3, r.benchmark());
    s.setString(4, r.codec());
    s.setString(5, r.fixture());
    s.setString(6, r.operation());
    s.setString(7, r.mode());
    s.setString(8, Json.strings(r.params()));
    setDouble(s, 9, r.score());
    setDouble(s, 10, r.scoreError());
    s.setString(11, r.unit());
    setDouble(s, 12, r.ciLower());
    setDouble(s, 13, r.ciUpper());
    setDouble(s, 14, r.allocBytesPerOp() == null ? Double.NaN : r.allocBytesPerOp());
    if (r.encodedSize() == null) {
      s.setNull(15, Types.INTEGER);
    } else {
      s.setInt(15, r.encodedSize());
    }
    s.setString(16, r.decodeContract());
    s.setString(17, Json.percentiles(r.percentiles()));
    s.setString(18, Json.numbers(r.secondary()));
    s.setString(19, r.failure());
    s.setLong(20, at.toEpochMilli());
  }

  /** One row per fork of {@code forks} (measurement samples or warm-ups). */
  private static void insertForks(PreparedStatement insert, long id, List<List<Double>> forks)
      throws SQLException {
    for (int fork = 0; fork < forks.size(); fork++) {
      insert.setLong(1, id);
      insert.setInt(2, fork);
      insert.setBytes(3, Samples.encode(forks.get(fork)));
      insert.executeUpdate();
    }
  }

  private static void insertParts(
      PreparedStatement histogram, PreparedStatement raw, long id, BenchResult result)
      throws SQLException {
    byte[] bytes = result.histogram();
    if (bytes != null) {
      histogram.setLong(1, id);
      histogram.setString(2, HISTOGRAM_ENCODING);
      histogram.setBytes(3, bytes);
      histogram.executeUpdate();
    }
    if (result.rawJson() != null) {
      raw.setLong(1, id);
      raw.setString(2, result.rawJson());
      raw.executeUpdate();
    }
  }

  private static int nextSeq(Connection c, long runId) throws SQLException {
    String sql = "SELECT coalesce(max(seq) + 1, 0) FROM results WHERE run_id = ?";
    try (PreparedStatement s = c.prepareStatement(sql)) {
      s.setLong(1, runId);
      try (ResultSet rows = s.executeQuery()) {
        rows.next();
        return rows.getInt(1);
      }
    }
  }

  /**
   * The run's results in the order they were written.
   *
   * @param full whether to load everything; false loads what a comparison needs — scores, units,
   *     params, samples and CIs — without raw JSON, histograms, warm-ups, percentiles or secondary
   *     metrics, which cost most to read and which it does not use
   */
  List<StoredResult> byRun(Connection c, long runId, boolean full) throws SQLException {
    Map<Long, List<List<Double>>> samples = samples(c, runId, "result_samples");
    Map<Long, List<List<Double>>> warmups = full ? samples(c, runId, "result_warmups") : Map.of();
    Map<Long, byte[]> histograms = full ? blobs(c, runId, HISTOGRAMS_BY_RUN) : Map.of();
    Map<Long, String> rawJson = full ? rawJson(c, runId) : Map.of();
    String sql = RESULT_COLUMNS + " FROM results WHERE run_id = ? ORDER BY seq";
    List<StoredResult> results = new ArrayList<>();
    try (PreparedStatement s = c.prepareStatement(sql)) {
      s.setLong(1, runId);
      try (ResultSet rows = s.executeQuery()) {
        while (rows.next()) {
          long id = rows.getLong(1);
          BenchResult result =
              result(
                  rows,
                  samples.getOrDefault(id, List.of()),
                  histograms.get(id),
                  rawJson.get(id),
                  full);
          List<List<Double>> warmup = warmups.get(id);
          if (warmup != null) {
            result = result.withWarmup(warmup);
          }
          results.add(new StoredResult(id, runId, Instant.ofEpochMilli(rows.getLong(2)), result));
        }
      }
    }
    return results;
  }

  /**
   * Reads a row of {@link #RESULT_COLUMNS} by position (name lookups cost, per column, per row).
   */
  private static BenchResult result(
      ResultSet rows, List<List<Double>> samples, byte[] histogram, String rawJson, boolean full)
      throws SQLException {
    int size = rows.getInt(15);
    Integer encodedSize = rows.wasNull() ? null : size;
    double alloc = getDouble(rows, 14);
    return new BenchResult(
        rows.getString(3),
        rows.getString(4),
        rows.getString(5),
        rows.getString(6),
        rows.getString(7),
        Json.strings(rows.getString(8)),
        getDouble(rows, 9),
        getDouble(rows, 10),
        rows.getString(11),
        getDouble(rows, 12),
        getDouble(rows, 13),
        full ? Json.percentiles(rows.getString(17)) : new TreeMap<>(),
        Double.isNaN(alloc) ? null : alloc,
        encodedSize,
        rows.getString(16),
        samples,
        full ? Json.numbers(rows.getString(18)) : Map.of(),
        histogram,
        rawJson,
        rows.getString(19),
        List.of());
  }

  /** Per result, per fork: the rows of {@code table} ({@code result_samples}/{@code _warmups}). */
  private static Map<Long, List<List<Double>>> samples(Connection c, long runId, String table)
      throws SQLException {
    String sql =
        """
        SELECT s.result_id, s.iterations FROM %s s
        JOIN results r ON r.id = s.result_id
        WHERE r.run_id = ? ORDER BY s.result_id, s.fork
        """
            .formatted(table);
    Map<Long, List<List<Double>>> samples = new HashMap<>();
    try (PreparedStatement s = c.prepareStatement(sql)) {
      s.setLong(1, runId);
      try (ResultSet rows = s.executeQuery()) {
        while (rows.next()) {
          samples
              .computeIfAbsent(rows.getLong(1), k -> new ArrayList<>())
              .add(Samples.decode(rows.getBytes(2)));
        }
      }
    }
    return samples;
  }

  private static Map<Long, byte[]> blobs(Connection c, long runId, String sql) throws SQLException {
    Map<Long, byte[]> blobs = new HashMap<>();
    try (PreparedStatement s = c.prepareStatement(sql)) {
      s.setLong(1, runId);
      try (ResultSet rows = s.executeQuery()) {
        while (rows.next()) {
          blobs.put(rows.getLong(1), rows.getBytes(2));
        }
      }
    }
    return blobs;
  }

  private static Map<Long, String> rawJson(Connection c, long runId) throws SQLException {
    String sql =
        """
        SELECT j.result_id, j.json FROM result_raw_json j
        JOIN results r ON r.id = j.result_id WHERE r.run_id = ?
        """;
    Map<Long, String> json = new HashMap<>();
    try (PreparedStatement s = c.prepareStatement(sql)) {
      s.setLong(1, runId);
      try (ResultSet rows = s.executeQuery()) {
        while (rows.next()) {
          json.put(rows.getLong(1), rows.getString(2));
        }
      }
    }
    return json;
  }

  /**
   * The benchmark's score in each run that measured it, newest first. CROSS JOIN keeps the runs as
   * the outer loop: SQLite walks them newest first by index, probes each run's results by the
   * series index, and stops at the limit instead of sorting every match.
   */
  List<HistoryPoint> history(
      Connection c, String codec, String fixture, String operation, String mode, int limit)
      throws SQLException {
    String sql =
        """
        SELECT r.id, r.label, r.started_at, x.score, x.score_error, x.unit, r.status,
               %2$s, %3$s, %4$s, %5$s, %6$s, %7$s
        FROM runs r %1$s results x ON x.run_id = r.id
        WHERE x.codec = ? AND x.fixture = ? AND x.operation = ? AND x.mode = ?
        ORDER BY r.started_at DESC, r.id DESC, x.seq
        LIMIT ?
        """
            .formatted(
                dialect.outerLoopJoin(),
                dialect.jsonText("r.environment_json", "host"),
                dialect.jsonText("r.environment_json", "jvm.vendor"),
                dialect.jsonText("r.environment_json", "jvm.version"),
                dialect.jsonText("r.environment_json", "settings.warmup"),
                dialect.jsonText("r.environment_json", "settings.measurement"),
                dialect.jsonText("r.environment_json", "settings.forks"));
    List<HistoryPoint> points = new ArrayList<>();
    try (PreparedStatement s = c.prepareStatement(sql)) {
      s.setString(1, codec);
      s.setString(2, fixture);
      s.setString(3, operation);
      s.setString(4, mode);
      s.setInt(5, limit);
      try (ResultSet rows = s.executeQuery()) {
        while (rows.next()) {
          points.add(
              new HistoryPoint(
                  rows.getLong(1),
                  rows.getString(2),
                  Instant.ofEpochMilli(rows.getLong(3)),
                  getDouble(rows, "score"),
                  getDouble(rows, "score_error"),
                  rows.getString(6),
                  "complete".equals(rows.getString(7)),
                  new PlanKey(
                      rows.getString(8),
                      (orEmpty(rows.getString(9)) + " " + orEmpty(rows.getString(10))).strip(),
                      rows.getString(11),
                      rows.getString(12),
                      rows.getString(13))));
        }
      }
    }
    return points;
  }

  private static String orEmpty(String text) {
    return text == null ? "" : text;
  }

  static void setDouble(PreparedStatement s, int index, double value) throws SQLException {
    if (Double.isNaN(value)) {
      s.setNull(index, Types.REAL);
    } else {
      s.setDouble(index, value);
    }
  }

  static double getDouble(ResultSet rows, String column) throws SQLException {
    double value = rows.getDouble(column);
    return rows.wasNull() ? Double.NaN : value;
  }

  static double getDouble(ResultSet rows, int column) throws SQLException {
    double value = rows.getDouble(column);
    return rows.wasNull() ? Double.NaN : value;
  }
}
