package dev.wirebench.storage;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.wirebench.engine.result.BenchResult;
import dev.wirebench.engine.result.Environment;
import dev.wirebench.engine.result.RunKind;
import dev.wirebench.engine.result.RunStatus;
import dev.wirebench.engine.stats.CompareSettings;
import dev.wirebench.engine.stats.ProvenanceWarning;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What only a team store does: push and pull, bad servers and databases, many hosts' runs. */
class TeamStoreTest {
  @TempDir Path dir;

  @Test
  void pushCopiesEveryPartOfARunOnceAndPullBringsItBackEqual() {
    String team = TestPostgres.newDatabase();
    try (RunStore local = RunStore.open(dir.resolve("local.db"));
        RunStore shared = RunStore.open(team)) {
      long run = wholeRun(local);
      long running = local.startRun(RunKind.BENCH, "not yet", null, TestResults.environment("17"));

      List<RunTransfer.Copied> first =
          new RunTransfer(local, shared).copy(List.of(run, running), c -> {});
      List<RunTransfer.Copied> second = new RunTransfer(local, shared).copy(List.of(run), c -> {});

      assertThat(first)
          .extracting(RunTransfer.Copied::outcome)
          .containsExactly(RunTransfer.Outcome.COPIED, RunTransfer.Outcome.STILL_RUNNING);
      assertThat(second.get(0).outcome()).isEqualTo(RunTransfer.Outcome.ALREADY_THERE);
      assertThat(second.get(0).targetId()).isEqualTo(first.get(0).targetId());
      assertThat(TableCounts.of(team))
          .containsEntry("runs", 1L)
          .containsEntry("results", 4L)
          .containsEntry("latency_histograms", 1L)
          .containsEntry("throughput_points", 2L);
      long teamId = first.get(0).targetId();
      assertSameRun(local, run, shared, teamId);

      try (RunStore elsewhere = RunStore.open(dir.resolve("elsewhere.db"))) {
        List<RunTransfer.Copied> pulled =
            new RunTransfer(shared, elsewhere).copy(List.of(teamId), c -> {});
        new RunTransfer(shared, elsewhere).copy(List.of(teamId), c -> {});
        assertSameRun(shared, teamId, elsewhere, pulled.get(0).targetId());
        assertThat(TableCounts.of(dir.resolve("elsewhere.db"))).containsEntry("runs", 1L);
      }
    }
  }

  private static long wholeRun(RunStore store) {
    long run = store.startRun(RunKind.BENCH, "nightly", "{\"forks\":2}", environment("host-a"));
    List<BenchResult> results =
        List.of(
            TestResults.bench("json", "decode", 1390.5),
            TestResults.sample("cbor", 131.0),
            TestResults.latency("fix"),
            TestResults.failed("fix"));
    results.forEach(r -> store.addResult(run, r));
    store.addThroughputPoint(run, TestResults.point(1, 0, 1.0e6));
    store.addThroughputPoint(run, TestResults.point(2, 0, 1.9e6));
    store.finishRun(run, RunStatus.COMPLETE);
    store.setNotes(run, "quiet machine");
    store.addTags(run, List.of("nightly", "jdk17"));
    return run;
  }

  private static void assertSameRun(RunStore a, long idA, RunStore b, long idB) {
    RunSummary runA = a.run(idA);
    RunSummary runB = b.run(idB);
    assertThat(runB.uid()).isEqualTo(runA.uid());
    assertThat(runB).usingRecursiveComparison().ignoringFields("id").isEqualTo(runA);
    List<StoredResult> resultsA = a.results(idA);
    List<StoredResult> resultsB = b.results(idB);
    assertThat(resultsB)
        .extracting(StoredResult::result)
        .containsExactlyElementsOf(resultsA.stream().map(StoredResult::result).toList());
    assertThat(resultsB)
        .extracting(StoredResult::recordedAt)
        .containsExactlyElementsOf(resultsA.stream().map(StoredResult::recordedAt).toList());
    assertThat(resultsB.get(2).result().histogram())
        .isEqualTo(resultsA.get(2).result().histogram());
    assertThat(resultsB.get(0).result().rawJson()).isEqualTo(resultsA.get(0).result().rawJson());
    assertThat(b.throughputPoints(idB)).isEqualTo(a.throughputPoints(idA));
  }

  @Test
  void aCopyThatFailsHalfWayLeavesNoPartialRun() {
    String team = TestPostgres.newDatabase();
    try (RunStore local = RunStore.open(dir.resolve("local.db"));
        RunStore shared = RunStore.open(team)) {
      long run = wholeRun(local);
      RunCopy copy = local.snapshot(run);
      // fails after the run and all its results are written: the second point has no time
      RunCopy halfBad =
          new RunCopy(
              copy.run(),
              null,
              copy.results(),
              copy.points(),
              List.of(copy.pointTimes().get(0)),
              copy.profiles());

      assertThatThrownBy(() -> shared.insertCopy(halfBad))
          .isInstanceOf(IndexOutOfBoundsException.class);

      assertThat(TableCounts.of(team).values()).containsOnly(0L);
      assertThat(new RunTransfer(local, shared).copy(List.of(run), c -> {}).get(0).outcome())
          .isEqualTo(RunTransfer.Outcome.COPIED);
    }
  }

  @Test
  void anUnreachableServerIsOneClearLine() {
    String url = "postgresql://wirebench@127.0.0.1:1/wirebench?connect_timeout=3";

    assertThatThrownBy(() -> RunStore.open(url))
        .isInstanceOf(BadDatabaseException.class)
        .hasMessageContaining("cannot reach PostgreSQL at 127.0.0.1:1")
        .hasMessageNotContaining("\n");
  }

  @Test
  void aWrongPasswordIsRefusedWithoutShowingIt() {
    String team = TestPostgres.newDatabase();
    String wrong = team.replace(TestPostgres.PASSWORD, "Wr0ng-pa55word");

    assertThatThrownBy(() -> RunStore.open(wrong))
        .isInstanceOf(BadDatabaseException.class)
        .hasMessageContaining("refused user wirebench")
        .hasMessageNotContaining("Wr0ng-pa55word")
        .hasMessageNotContaining(TestPostgres.PASSWORD);
    assertThat(TestPostgres.newDatabase()).contains(TestPostgres.PASSWORD); // server still fine
  }

  @Test
  void theBareUrlFindsThePasswordInPgpassOrPgpassword() throws Exception {
    String team = TestPostgres.newDatabase();
    String bare = team.replace(":" + TestPostgres.PASSWORD + "@", "@");
    Path pgpass = dir.resolve("pgpass");
    int port = TestPostgres.get().port();
    Files.writeString(pgpass, "127.0.0.1:" + port + ":*:wirebench:" + TestPostgres.PASSWORD + "\n");
    Files.setPosixFilePermissions(
        pgpass, java.nio.file.attribute.PosixFilePermissions.fromString("rw-------"));

    String previous = System.setProperty("org.postgresql.pgpassfile", pgpass.toString());
    try (RunStore store = RunStore.open(PostgresUrl.parse(bare, Map.of()))) {
      assertThat(store.location()).isEqualTo(bare);
    } finally {
      if (previous == null) {
        System.clearProperty("org.postgresql.pgpassfile");
      } else {
        System.setProperty("org.postgresql.pgpassfile", previous);
      }
    }
    PostgresUrl fromEnvironment =
        PostgresUrl.parse(bare, Map.of("PGPASSWORD", TestPostgres.PASSWORD));
    try (RunStore store = RunStore.open(fromEnvironment)) {
      assertThat(store.location()).doesNotContain(TestPostgres.PASSWORD);
    }
  }

  @Test
  void aNewerSchemaIsRefusedAndLeftAlone() {
    String team = TestPostgres.newDatabase();
    RunStore.open(team).close();
    String database = team.substring(team.lastIndexOf('/') + 1);
    TestPostgres.get().sql(database, "UPDATE wirebench_schema SET version = 99");

    assertThatThrownBy(() -> RunStore.open(team))
        .isInstanceOf(BadDatabaseException.class)
        .hasMessageContaining(
            "newer Wirebench (schema 99; this one knows up to "
                + PostgresMigrations.latestVersion()
                + ")")
        .hasMessageNotContaining(TestPostgres.PASSWORD);
    assertThat(TableCounts.of(team).values()).containsOnly(0L);
  }

  @Test
  void openingAnEmptyDatabaseToReadItRefusesItAndWritesNothing() {
    String team = TestPostgres.newDatabase();

    assertThatThrownBy(() -> RunStore.openExisting(team))
        .isInstanceOf(BadDatabaseException.class)
        .hasMessageContaining("holds no Wirebench run store yet")
        .hasMessageNotContaining(TestPostgres.PASSWORD);
    assertThatThrownBy(() -> TableCounts.of(team))
        .hasStackTraceContaining("relation \"runs\" does not exist");

    RunStore.open(team).close(); // a writing command makes the store
    try (RunStore store = RunStore.openExisting(team)) {
      assertThat(store.listRuns(RunQuery.all()).total()).isZero();
    }
  }

  @Test
  void aDatabaseOfSomethingElseIsRefusedAndNotWritten() {
    String team = TestPostgres.newDatabase();
    String database = team.substring(team.lastIndexOf('/') + 1);
    TestPostgres.get().sql(database, "CREATE TABLE invoices (id int)");

    assertThatThrownBy(() -> RunStore.open(team))
        .isInstanceOf(BadDatabaseException.class)
        .hasMessageContaining("is not a Wirebench run store")
        .hasMessageContaining("1 table");
    assertThatThrownBy(() -> TableCounts.of(team))
        .hasStackTraceContaining("relation \"runs\" does not exist");
  }

  @Test
  void recoveryLeavesOtherHostsRunningRunsAlone() throws SQLException {
    String team = TestPostgres.newDatabase();
    long remote;
    long deadHere;
    try (RunStore store = RunStore.open(team)) {
      remote = store.startRun(RunKind.BENCH, "on host b", null, environment("host-b"));
      deadHere = store.startRun(RunKind.BENCH, "crashed here", null, environment("host-a"));
    }
    // as if written by a process on another host, and by a dead process on this one
    try (Connection c = TableCounts.connect(team);
        PreparedStatement s =
            c.prepareStatement("UPDATE runs SET status = 'running', owner = ? WHERE id = ?")) {
      s.setString(1, "4242@some-other-host@1");
      s.setLong(2, remote);
      s.executeUpdate();
      s.setString(1, Owner.current().pid() + "@" + Owner.current().host() + "@1");
      s.setLong(2, deadHere);
      s.executeUpdate();
    }

    try (RunStore store = RunStore.open(team)) {
      assertThat(store.recoveredRuns()).containsExactly(deadHere);
      assertThat(store.run(remote).status()).isEqualTo(RunStatus.RUNNING);
    }
  }

  @Test
  void compareWarnsWhenRunsComeFromDifferentHostsAndTheListFiltersByHost() {
    try (RunStore store = RunStore.open(TestPostgres.newDatabase())) {
      long a = store.startRun(RunKind.BENCH, "a", null, environment("host-a"));
      store.addResult(a, TestResults.bench("json", "decode", 100));
      store.finishRun(a, RunStatus.COMPLETE);
      long b = store.startRun(RunKind.BENCH, "b", null, environment("host-b"));
      store.addResult(b, TestResults.bench("json", "decode", 90));
      store.finishRun(b, RunStatus.COMPLETE);

      var comparison = store.compare(a, b, CompareSettings.defaults());

      assertThat(comparison.warnings())
          .filteredOn(w -> w.category() == ProvenanceWarning.Category.HOST)
          .extracting(ProvenanceWarning::key)
          .contains(Environment.HOST, Environment.CPU_MODEL);
      assertThat(store.listRuns(RunQuery.all().withHost("host-b")).runs())
          .extracting(RunSummary::id)
          .containsExactly(b);
    }
  }

  private static Environment environment(String host) {
    Map<String, String> values = new TreeMap<>(TestResults.environment("17").values());
    values.put(Environment.HOST, host);
    values.put(Environment.CPU_MODEL, "CPU of " + host);
    return Environment.of(values);
  }
}
