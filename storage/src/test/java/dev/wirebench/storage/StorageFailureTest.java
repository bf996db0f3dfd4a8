package dev.wirebench.storage;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.wirebench.engine.codec.CodecRegistry;
import dev.wirebench.engine.fixture.FixtureLoader;
import dev.wirebench.engine.result.RunKind;
import dev.wirebench.engine.result.RunStatus;
import dev.wirebench.engine.result.ThroughputPoint;
import dev.wirebench.engine.run.CancelToken;
import dev.wirebench.engine.run.MeasurementLock;
import dev.wirebench.engine.throughput.ThroughputListener;
import dev.wirebench.engine.throughput.ThroughputReport;
import dev.wirebench.engine.throughput.ThroughputRunner;
import dev.wirebench.engine.throughput.ThroughputSettings;
import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sqlite.SQLiteConfig;

/**
 * Issue 20, cases 1, 6 and 8: a database that fails under a run (full, read-only, damaged) fails
 * the run loudly, with a clear message, and nothing is written into files that are not a Wirebench
 * database.
 */
class StorageFailureTest {
  @TempDir Path dir;

  private ThroughputRunner runner() {
    return new ThroughputRunner(
        CodecRegistry.discover(),
        FixtureLoader.bundled(),
        new MeasurementLock(dir.resolve("measure.lock")));
  }

  private ThroughputSettings tiny() {
    return ThroughputSettings.builder()
        .stores(List.of("log"))
        .codecs(List.of("json"))
        .fixture("bars")
        .messages(2_000)
        .consumers(List.of(1, 2))
        .repetitions(2)
        .warmupMessages(500)
        .directory(dir)
        .build();
  }

  @Test
  void aDatabaseThatTurnsReadOnlyPartWayFailsTheRunKeepsWhatWasStoredAndMarksItPartial() {
    ThroughputReport report;
    long runId;
    StorageException failure;
    List<ThroughputPoint> heardByTheScreen = new ArrayList<>();
    try (RunStore store = RunStore.open(dir.resolve("runs.db"))) {
      try (StoringThroughputListener storing = new StoringThroughputListener(store, null)) {
        ThroughputListener fillTheDiskAfterTheFirstPoint =
            new ThroughputListener() {
              @Override
              public void point(ThroughputPoint point) {
                heardByTheScreen.add(point);
                if (heardByTheScreen.size() == 1) {
                  store.sqliteForTest().refuseWrites(true); // as a file system remounted read-only
                }
              }
            };
        report =
            runner()
                .run(
                    tiny(),
                    ThroughputListener.all(storing, fillTheDiskAfterTheFirstPoint),
                    new CancelToken());
        runId = storing.runId();
        failure = storing.failure().orElseThrow();
        assertThat(storing.storedPoints()).isEqualTo(1);
        store.sqliteForTest().refuseWrites(false); // writable again: closing can mark the run
      }

      assertThat(failure).isInstanceOf(BadDatabaseException.class);
      assertThat(failure.getMessage()).contains("is read-only");
      assertThat(report.failure()).contains("is read-only");
      assertThat(report.cancelled()).isFalse();
      assertThat(report.status()).isEqualTo(RunStatus.PARTIAL);
      // The run stopped at the failure: the second point was heard, then nothing more ran.
      assertThat(heardByTheScreen).hasSize(2);
      RunSummary run = store.run(runId);
      assertThat(run.status()).isEqualTo(RunStatus.PARTIAL);
      assertThat(run.notes()).startsWith("Not fully stored:").contains("is read-only");
      assertThat(store.throughputPoints(runId)).hasSize(1);
    }
  }

  @Test
  void aDatabaseReadOnlyFromTheStartFailsTheRunBeforeItMeasuresAndLeavesNoStreamFiles()
      throws IOException {
    ThroughputReport report;
    try (RunStore store = RunStore.open(dir.resolve("runs.db"));
        StoringThroughputListener storing = new StoringThroughputListener(store, null)) {
      store.sqliteForTest().refuseWrites(true);
      report = runner().run(tiny(), storing, new CancelToken());
      assertThat(storing.runId()).isEqualTo(-1);
      assertThat(storing.failure()).isPresent();
    }

    assertThat(report.status()).isEqualTo(RunStatus.FAILED);
    assertThat(report.points()).isEmpty();
    assertThat(report.failure()).contains("is read-only");
    try (var left = Files.list(dir)) {
      assertThat(left.map(p -> p.getFileName().toString()))
          .noneMatch(name -> name.startsWith("wirebench-throughput-"));
    }
  }

  @Test
  void aFullDiskIsReportedAsFullAndTheWriteIsRolledBackWhole() {
    try (RunStore store = RunStore.open(dir.resolve("runs.db"))) {
      long kept = store.startRun(RunKind.BENCH, "kept", null, TestResults.environment("17"));
      store.sqliteForTest().limitPages(1); // never below the current size: no page can be added
      String needsNewPages = "x".repeat(200_000);

      assertThatThrownBy(
              () ->
                  store.startRun(RunKind.BENCH, needsNewPages, null, TestResults.environment("17")))
          .isInstanceOf(BadDatabaseException.class)
          .hasMessageContaining("the disk holding the database")
          .hasMessageContaining("is full (starting a bench run failed)");
      assertThat(store.listRuns(RunQuery.all()).runs())
          .singleElement()
          .satisfies(run -> assertThat(run.id()).isEqualTo(kept));
    }
  }

  @Test
  void aReadOnlyDatabaseIsReportedAsReadOnly() throws SQLException {
    Path file = dir.resolve("runs.db");
    RunStore.open(file).close();
    SQLiteConfig config = new SQLiteConfig();
    config.setReadOnly(true);
    SQLException refused;
    try (Connection c = config.createConnection("jdbc:sqlite:" + file);
        Statement s = c.createStatement()) {
      refused =
          org.junit.jupiter.api.Assertions.assertThrows(
              SQLException.class, () -> s.execute("DELETE FROM runs"));
    }

    StorageException translated = SqliteErrors.translate(file, "deleting run #1", refused);

    assertThat(translated).isInstanceOf(BadDatabaseException.class);
    assertThat(translated.getMessage())
        .isEqualTo(
            "the database "
                + file
                + " is read-only (deleting run #1 failed); make it writable or pass another --db");
  }

  @Test
  void aDamagedDatabaseSaysSoAndNamesTheCheck() throws IOException {
    Path file = dir.resolve("runs.db");
    try (RunStore store = RunStore.open(file)) {
      for (int i = 0; i < 40; i++) {
        long id = store.startRun(RunKind.BENCH, "run " + i, null, TestResults.environment("17"));
        store.addResult(id, TestResults.bench("json", "decode", 100 + i));
        store.finishRun(id, RunStatus.COMPLETE);
      }
    }
    try (RandomAccessFile raw = new RandomAccessFile(file.toFile(), "rw")) {
      byte[] garbage = new byte[4096 * 4];
      java.util.Arrays.fill(garbage, (byte) 0x5a);
      raw.seek(4096 * 2);
      raw.write(garbage);
    }

    assertThatThrownBy(
            () -> {
              try (RunStore store = RunStore.openExisting(file)) {
                store.listRuns(RunQuery.all());
                store.results(1);
              }
            })
        .isInstanceOf(BadDatabaseException.class)
        .hasMessageContaining("is damaged")
        .hasMessageContaining("wirebench db check");
    assertThat(RunStore.checkIntegrity(file)).isNotEqualTo(List.of("ok"));
  }

  @Test
  void aSoundDatabasePassesTheCheck() {
    Path file = dir.resolve("runs.db");
    RunStore.open(file).close();

    assertThat(RunStore.checkIntegrity(file)).containsExactly("ok");
  }

  @Test
  void readingNeverWritesIntoAnEmptyFileOrAForeignDatabaseOrAFolder()
      throws IOException, SQLException {
    Path empty = Files.createFile(dir.resolve("empty.db"));
    Path foreign = dir.resolve("foreign.db");
    try (Connection c = new SQLiteConfig().createConnection("jdbc:sqlite:" + foreign);
        Statement s = c.createStatement()) {
      s.execute("CREATE TABLE contacts (name TEXT)");
    }
    long foreignSize = Files.size(foreign);

    assertThatThrownBy(() -> RunStore.openExisting(empty))
        .isInstanceOf(BadDatabaseException.class)
        .hasMessageContaining("is an empty file");
    assertThat(Files.size(empty)).isZero();
    assertThatThrownBy(() -> RunStore.openExisting(dir.resolve("missing.db")))
        .hasMessageContaining("no run database at");
    assertThat(dir.resolve("missing.db")).doesNotExist();
    assertThatThrownBy(() -> RunStore.openExisting(dir))
        .hasMessageContaining("is a folder, not a database file");
    // Not even a command that writes may turn another program's database into a run store.
    assertThatThrownBy(() -> RunStore.open(foreign))
        .isInstanceOf(BadDatabaseException.class)
        .hasMessageContaining("another program");
    assertThat(Files.size(foreign)).isEqualTo(foreignSize);
  }

  @Test
  void runIdsAreNeverHandedOutTwice() {
    try (RunStore store = RunStore.open(dir.resolve("runs.db"))) {
      long first = store.startRun(RunKind.BENCH, "a", null, TestResults.environment("17"));
      store.finishRun(first, RunStatus.COMPLETE);
      long second = store.startRun(RunKind.BENCH, "b", null, TestResults.environment("17"));
      store.finishRun(second, RunStatus.COMPLETE);
      store.deleteRun(second);

      long third = store.startRun(RunKind.BENCH, "c", null, TestResults.environment("17"));

      assertThat(third).isGreaterThan(second);
    }
  }

  @Test
  void aRunStillBeingWrittenCannotBeDeletedFromAnotherStore() {
    Path file = dir.resolve("runs.db");
    try (RunStore writer = RunStore.open(file);
        RunStore other = RunStore.open(file)) {
      long running = writer.startRun(RunKind.BENCH, "live", null, TestResults.environment("17"));
      writer.addResult(running, TestResults.bench("json", "decode", 100));

      assertThatThrownBy(() -> other.deleteRun(running))
          .isInstanceOf(RunStillRunningException.class)
          .hasMessageContaining("run #" + running + " is still running")
          .hasMessageContaining("process " + ProcessHandle.current().pid());

      writer.addResult(running, TestResults.bench("json", "encode", 90));
      writer.finishRun(running, RunStatus.COMPLETE);
      assertThat(writer.results(running)).hasSize(2);
      assertThat(other.deleteRun(running)).isTrue();
    }
  }
}
