package dev.wirebench.storage;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.function.Supplier;

/**
 * What the Dashboard and History read at scale, before (the queries of SQLite schema 9 / team
 * schema 5, run here as SQL) and after (the store's methods), on one loaded store — NOT a test: it
 * prints wall times and the machine's load beside each, and asserts nothing. Called by {@link
 * TeamStoreScaleHarness} (PostgreSQL) and {@link ScaleHarness} (SQLite) after their loads.
 */
final class DashboardScaleProbe {
  /** History keys as schema 9 / team 5 listed them: a group over every result. */
  private static final String KEYS_BEFORE =
      """
      SELECT codec, fixture, operation, mode, params_json, benchmark, count(*), max(run_id)
      FROM results
      GROUP BY codec, fixture, operation, mode, params_json, benchmark
      """;

  /**
   * The contenders as SQLite schema 10 / team schema 6 ranked them: every result by a window
   * function (the plan's JSON values read from run_environments, where both engines keep them).
   */
  private static final String CONTENDERS_BEFORE =
      """
      SELECT result_id FROM (
        SELECT x.id AS result_id,
               row_number() OVER (
                 PARTITION BY e.host, e.jvm_vendor, e.jvm_version, e.warmup, e.measurement,
                              e.forks, x.fixture, x.operation, x.mode, x.unit, x.codec
                 ORDER BY r.started_at DESC, r.id DESC, x.seq DESC) AS newest
        FROM results x
        JOIN runs r ON r.id = x.run_id
        JOIN run_environments e ON e.run_id = r.id
        WHERE r.status = 'complete' AND x.failure IS NULL AND x.score > 0
          AND x.codec IS NOT NULL AND x.fixture IS NOT NULL AND x.operation IS NOT NULL
          AND x.unit IS NOT NULL
      ) ranked
      WHERE newest = 1
      """;

  private DashboardScaleProbe() {}

  static void measure(String location, RunStore store) throws SQLException {
    try (Connection c = TableCounts.connect(location)) {
      time("history keys: GROUP BY over every result (before)", 2, () -> drain(c, KEYS_BEFORE));
      time("history keys: history_keys table (after)", 5, store::historyKeys);
      HistoryKey biggest =
          store.historyKeys().stream().max(Comparator.comparing(HistoryKey::results)).orElseThrow();
      time(
          "history rows of one key (" + biggest.results() + " results)",
          5,
          () -> store.historyRows(biggest.key()));
      time("contenders: window over every result (before)", 1, () -> drain(c, CONTENDERS_BEFORE));
      time("contenders: contender_results and batched samples (after)", 5, store::contenders);
      List<Long> ids = store.contenders().stream().map(Contender::resultId).toList();
      time(
          "fork samples of " + ids.size() + " contenders, one query each (before)",
          2,
          () -> oneByOne(c, ids));
      time(
          "fork samples of " + ids.size() + " contenders, batched (after)",
          2,
          () -> {
            try {
              return Samples.forksOf(c, ids);
            } catch (SQLException e) {
              throw new IllegalStateException(e);
            }
          });
    }
  }

  private static int oneByOne(Connection c, List<Long> ids) {
    try (PreparedStatement s = c.prepareStatement(Samples.FORKS_OF_RESULT)) {
      int forks = 0;
      for (long id : ids) {
        forks += Samples.forks(s, id).size();
      }
      return forks;
    } catch (SQLException e) {
      throw new IllegalStateException(e);
    }
  }

  private static int drain(Connection c, String sql) {
    try (PreparedStatement s = c.prepareStatement(sql);
        ResultSet rows = s.executeQuery()) {
      int n = 0;
      while (rows.next()) {
        n++;
      }
      return n;
    } catch (SQLException e) {
      throw new IllegalStateException(e);
    }
  }

  /** Runs {@code work} {@code times} times; prints each wall time with the 1-minute load. */
  static void time(String what, int times, Supplier<?> work) {
    StringBuilder line = new StringBuilder(what).append(':');
    for (int i = 0; i < times; i++) {
      long start = System.nanoTime();
      work.get();
      line.append(
          String.format(
              Locale.ROOT, " %.0f ms (load %s)", (System.nanoTime() - start) / 1e6, load()));
    }
    System.out.println(line);
  }

  private static String load() {
    try {
      return Files.readString(Path.of("/proc/loadavg")).split(" ")[0];
    } catch (IOException e) {
      return "?";
    }
  }
}
