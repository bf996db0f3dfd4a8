package dev.wirebench.storage;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.wirebench.engine.history.BenchmarkKey;
import dev.wirebench.engine.result.RunKind;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

class MigrationsTest {
  @TempDir Path dir;

  @Test
  void createsTheLatestSchemaInAnEmptyFileWithWalAndForeignKeys() throws SQLException {
    Path file = dir.resolve("new.db");
    try (RunStore store = RunStore.open(file)) {
      assertThat(store.file()).isEqualTo(file.toAbsolutePath());
    }

    try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file)) {
      assertThat(single(c, "PRAGMA user_version"))
          .isEqualTo(String.valueOf(Migrations.latestVersion()));
      assertThat(single(c, "PRAGMA journal_mode")).isEqualTo("wal");
      assertThat(names(c, "table")).containsAll(TableCounts.TABLES);
      assertThat(names(c, "index"))
          .contains("runs_by_start", "runs_by_kind", "results_by_codec", "results_series");
    }
  }

  static Stream<Integer> earlierVersions() {
    return IntStream.range(0, Migrations.latestVersion()).boxed();
  }

  @ParameterizedTest(name = "from schema {0}")
  @MethodSource("earlierVersions")
  void migratesFromEachEarlierVersionKeepingTheData(int version) {
    Path file = dir.resolve("v" + version + ".db");
    long runId = -1;
    if (version == 0) {
      Database.open(file, 0).close();
    } else {
      RunStore.openAtSchema(file.toString(), version).close();
      // written as the Wirebench of that schema wrote it: today's code writes today's columns
      runId = OldSchemaRows.insertRunWithResult(file);
    }

    try (RunStore store = RunStore.open(file)) {
      assertThat(version(file)).isEqualTo(Migrations.latestVersion());
      if (runId >= 0) {
        assertThat(store.run(runId).label()).isEqualTo("old");
        assertThat(store.results(runId)).hasSize(1);
        assertThat(store.run(runId).uid()).hasSize(36);
        assertThat(store.listRuns(RunQuery.all().withHost("bench-host")).runs()).hasSize(1);
        // schema 7 filled in the codecs of runs stored before it
        assertThat(store.listRuns(RunQuery.all().withCodec("json")).runs())
            .extracting(RunSummary::id)
            .containsExactly(runId);
        // schema 5 filled in the environment of runs stored before it; schema 6 came after
        BenchmarkKey key =
            new BenchmarkKey("b", "json", "trade", "decode", "avgt", new java.util.TreeMap<>());
        assertThat(store.historyRows(key))
            .singleElement()
            .satisfies(row -> assertThat(row.environment().host()).isEqualTo("bench-host"))
            .satisfies(row -> assertThat(row.environment().jvmVersion()).isEqualTo("17"));
      }
      long fresh = store.startRun(RunKind.BENCH, "new", null, TestResults.environment("17"));
      store.addResult(fresh, TestResults.latency("fix"));
      assertThat(store.results(fresh)).hasSize(1);
      store.finishRun(fresh, dev.wirebench.engine.result.RunStatus.COMPLETE);
      // schema 7: a new result's codec is found by the codec filter at once
      assertThat(store.listRuns(RunQuery.all().withCodec("fix")).runs())
          .extracting(RunSummary::id)
          .containsExactly(fresh);
      // schema 4: the newest run's id is not handed out again once it is deleted
      store.deleteRun(fresh);
      assertThat(store.startRun(RunKind.BENCH, "next", null, TestResults.environment("17")))
          .isGreaterThan(fresh);
    }
  }

  @Test
  void reopeningAnUpToDateFileChangesNothing() {
    Path file = dir.resolve("same.db");
    RunStore.open(file).close();
    RunStore.open(file).close();

    assertThat(version(file)).isEqualTo(Migrations.latestVersion());
  }

  @Test
  void everyScriptInTheResourcesIsListedInOrder() throws IOException {
    Path folder = Path.of("target/classes/db");
    List<String> found = new ArrayList<>();
    try (Stream<Path> files = Files.list(folder)) {
      files
          .map(p -> p.getFileName().toString())
          .filter(n -> n.endsWith(".sql"))
          .sorted()
          .forEach(found::add);
    }

    assertThat(Migrations.SCRIPTS).containsExactlyElementsOf(found);
    for (int i = 0; i < found.size(); i++) {
      assertThat(found.get(i)).startsWith(String.format("V%03d__", i + 1));
    }
  }

  @Test
  void refusesADatabaseFromANewerWirebench() throws SQLException {
    Path file = dir.resolve("future.db");
    try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file);
        Statement s = c.createStatement()) {
      s.execute("PRAGMA user_version = 99");
    }

    assertThatThrownBy(() -> RunStore.open(file))
        .isInstanceOf(BadDatabaseException.class)
        .hasMessageContaining("newer Wirebench")
        .hasMessageContaining("schema 99");
  }

  @Test
  void refusesAFileThatIsNotAnSqliteDatabase() throws IOException {
    Path file = dir.resolve("notes.txt");
    Files.writeString(file, "these are my notes, not a database ".repeat(100));

    assertThatThrownBy(() -> RunStore.open(file))
        .isInstanceOf(BadDatabaseException.class)
        .hasMessageContaining("not an SQLite database");
    assertThat(Files.readString(file)).startsWith("these are my notes");
  }

  @Test
  void refusesAFolder() {
    assertThatThrownBy(() -> RunStore.open(dir))
        .isInstanceOf(BadDatabaseException.class)
        .hasMessageContaining("is a folder");
  }

  @Test
  void splitsScriptsIntoStatementsWithoutComments() {
    List<String> statements =
        Migrations.statements(
            "-- header\nCREATE TABLE a (x INTEGER); -- trailing\n\nCREATE INDEX i ON a (x);\n");

    assertThat(statements).containsExactly("CREATE TABLE a (x INTEGER)", "CREATE INDEX i ON a (x)");
  }

  private static int version(Path file) {
    try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file)) {
      return Integer.parseInt(single(c, "PRAGMA user_version"));
    } catch (SQLException e) {
      throw new IllegalStateException(e);
    }
  }

  private static String single(Connection c, String sql) throws SQLException {
    try (Statement s = c.createStatement();
        ResultSet rows = s.executeQuery(sql)) {
      rows.next();
      return rows.getString(1);
    }
  }

  private static List<String> names(Connection c, String type) throws SQLException {
    List<String> names = new ArrayList<>();
    try (Statement s = c.createStatement();
        ResultSet rows =
            s.executeQuery("SELECT name FROM sqlite_master WHERE type = '" + type + "'")) {
      while (rows.next()) {
        names.add(rows.getString(1));
      }
    }
    return names;
  }
}
