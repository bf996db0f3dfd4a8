package dev.wirebench.storage;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Locale;

/**
 * Fills an SQLite run store with {@link ScaleRows}' runs and results by batched inserts in large
 * transactions — NOT a test: the store's own API stores ~25 runs a second here, too slow for the
 * 100 k runs a team-scale figure needs. The store's triggers (history keys, contenders, run codecs,
 * run environments) fire as they do for every stored result, so the derived tables are what the
 * store itself would keep.
 */
public final class SqliteBulkLoad {
  private static final int RUNS_PER_TRANSACTION = 1_000;

  private SqliteBulkLoad() {}

  /** Creates {@code file} (it must not exist) with {@code runs} runs of {@code perRun} results. */
  public static void load(Path file, int runs, int perRun, int codecsPerRun) throws SQLException {
    if (Files.exists(file)) {
      throw new IllegalArgumentException(file + " exists: the bulk load only fills a new store");
    }
    try (RunStore store = RunStore.open(file)) {
      System.out.println("run store " + store.location());
    }
    long start = System.nanoTime();
    try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file)) {
      try (Statement s = c.createStatement()) {
        s.execute("PRAGMA synchronous = OFF");
        s.execute("PRAGMA foreign_keys = ON");
      }
      c.setAutoCommit(false);
      try (PreparedStatement run = c.prepareStatement(RUN_SQL);
          PreparedStatement result = c.prepareStatement(RESULT_SQL)) {
        for (int i = 1; i <= runs; i++) {
          insertRun(run, ScaleRows.run(i));
          for (int seq = 0; seq < perRun; seq++) {
            insertResult(result, ScaleRows.result(i, seq, codecsPerRun));
          }
          if (i % RUNS_PER_TRANSACTION == 0 || i == runs) {
            run.executeBatch();
            result.executeBatch();
            c.commit();
          }
          if (i % 10_000 == 0) {
            System.out.printf(
                Locale.ROOT, "  %,d runs in %.0f s%n", i, (System.nanoTime() - start) / 1e9);
          }
        }
      }
    }
  }

  private static final String RUN_SQL =
      "INSERT INTO runs (id, uid, kind, label, status, started_at, finished_at, environment_json,"
          + " host) VALUES (?, ?, ?, ?, 'complete', ?, ?, ?, ?)";

  private static final String RESULT_SQL =
      "INSERT INTO results (run_id, seq, benchmark, codec, fixture, operation, mode, params_json,"
          + " score, score_error, unit, ci_lower, ci_upper, alloc_bytes_per_op, encoded_size,"
          + " recorded_at) VALUES (?, ?, ?, ?, ?, ?, 'avgt', ?, ?, ?, 'ns/op', ?, ?, 0.0, ?, ?)";

  private static void insertRun(PreparedStatement s, ScaleRows.Run r) throws SQLException {
    s.setLong(1, r.id());
    s.setString(2, r.uid());
    s.setString(3, r.kind());
    s.setString(4, r.label());
    s.setLong(5, r.startedAt());
    s.setLong(6, r.finishedAt());
    s.setString(7, r.environmentJson());
    s.setString(8, r.host());
    s.addBatch();
  }

  private static void insertResult(PreparedStatement s, ScaleRows.Result x) throws SQLException {
    s.setLong(1, x.run());
    s.setInt(2, x.seq());
    s.setString(3, x.benchmark());
    s.setString(4, x.codec());
    s.setString(5, x.fixture());
    s.setString(6, x.operation());
    s.setString(7, x.paramsJson());
    s.setDouble(8, x.score());
    s.setDouble(9, x.score() * 0.02);
    s.setDouble(10, x.score() * 0.98);
    s.setDouble(11, x.score() * 1.02);
    s.setInt(12, x.encodedSize());
    s.setLong(13, x.recordedAt());
    s.addBatch();
  }
}
