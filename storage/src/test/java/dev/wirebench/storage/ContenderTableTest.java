package dev.wirebench.storage;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wirebench.engine.result.BenchResult;
import dev.wirebench.engine.result.Environment;
import dev.wirebench.engine.result.RunKind;
import dev.wirebench.engine.result.RunStatus;
import dev.wirebench.storage.jmh.JmhJsonReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The contenders table (SQLite schema 11, team schema 7) stays what a window over every result
 * finds, through every way results arrive and go: finished runs, cancelled ones, imports (whose
 * environment is known only after their results), pulled copies and deleted runs.
 */
class ContenderTableTest {
  /** The contenders' result ids as the window function over every result finds them. */
  private static final String BY_WINDOW =
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
      ORDER BY result_id
      """;

  @TempDir Path dir;

  /** An SQLite file here; a PostgreSQL database in {@link PostgresContenderTableTest}. */
  String location() {
    return dir.resolve("c.db").toString();
  }

  @Test
  void aDeletedNewestRunHandsEachKeyToTheNextNewest() {
    try (RunStore store = RunStore.open(location())) {
      long older = run(store, "a", bench("json", "decode", 90), bench("sbe", "decode", 40));
      long newer = run(store, "a", bench("json", "decode", 100));
      long partial = store.startRun(RunKind.BENCH, "cancelled", null, onHost("a"));
      store.addResult(partial, bench("json", "decode", 10));
      store.finishRun(partial, RunStatus.PARTIAL);

      assertThat(runIds(store)).containsExactlyInAnyOrder(newer, older);
      store.deleteRun(newer);
      assertThat(runIds(store)).containsExactly(older, older);
      store.deleteRun(older);
      assertThat(store.contenders()).isEmpty();
      assertMatchesTheWindow();
    }
  }

  @Test
  void importsAndPulledCopiesRankUnderTheirOwnEnvironment() throws Exception {
    try (RunStore store = RunStore.open(location());
        RunStore other = RunStore.open(dir.resolve("other.db"))) {
      run(store, "a", bench("json", "decode", 90));
      ImportedRun file = JmhJsonReader.read(jmhFile(), null);
      long imported = store.importStreamed(file, sink -> whole(file, sink), true).orElseThrow();
      long elsewhere = run(other, "b", bench("json", "decode", 70), bench("sbe", "encode", 30));
      new RunTransfer(other, store).copy(List.of(elsewhere), copied -> {});

      assertThat(store.contenders()).extracting(Contender::runId).contains(imported);
      assertThat(store.contenders()).extracting(c -> c.plan().host()).contains("a", "b");
      assertMatchesTheWindow();
      store.deleteRun(imported);
      assertMatchesTheWindow();
    }
  }

  private void assertMatchesTheWindow() {
    List<Long> expected = new ArrayList<>();
    try (Connection c = TableCounts.connect(location());
        PreparedStatement s = c.prepareStatement(BY_WINDOW);
        ResultSet rows = s.executeQuery()) {
      while (rows.next()) {
        expected.add(rows.getLong(1));
      }
    } catch (SQLException e) {
      throw new IllegalStateException(e);
    }
    try (RunStore store = RunStore.open(location())) {
      assertThat(store.contenders())
          .extracting(Contender::resultId)
          .containsExactlyInAnyOrderElementsOf(expected);
    }
  }

  private static List<Long> runIds(RunStore store) {
    return store.contenders().stream().map(Contender::runId).toList();
  }

  private static long run(RunStore store, String host, BenchResult... results) {
    long id = store.startRun(RunKind.BENCH, "nightly", null, onHost(host));
    for (BenchResult result : results) {
      store.addResult(id, result);
    }
    store.finishRun(id, RunStatus.COMPLETE);
    return id;
  }

  private static BenchResult bench(String codec, String operation, double score) {
    return TestResults.bench(codec, operation, score);
  }

  private static Environment onHost(String host) {
    TreeMap<String, String> values = new TreeMap<>(TestResults.environment("17.0.12").values());
    values.put(Environment.HOST, host);
    return Environment.of(values);
  }

  private static ImportedRun whole(ImportedRun run, java.util.function.Consumer<BenchResult> sink) {
    run.results().forEach(sink);
    return run;
  }

  private Path jmhFile() {
    Path target = dir.resolve("codec.json");
    try (InputStream in =
        getClass().getResourceAsStream("/jmh/wirebench-codec-benchmark-jmh1.37.json")) {
      Files.copy(in, target);
      return target;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
