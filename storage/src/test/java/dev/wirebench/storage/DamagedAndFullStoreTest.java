package dev.wirebench.storage;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.wirebench.engine.result.RunKind;
import dev.wirebench.engine.result.RunStatus;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Clock;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 31, cases 6, 13c and 15: a write into a damaged file fails before it writes anything
 * (though the damage is in pages the write would never read); a reading command works on a store
 * that takes no writes and still shows runs left running by a crash as interrupted; a database
 * another process keeps locked is one line naming the file, the holder and what to do.
 */
class DamagedAndFullStoreTest {
  @TempDir Path dir;

  @Test
  void aWriteIntoAFileDamagedWhereTheWriteDoesNotLookFailsAndStoresNothing() throws Exception {
    Path file = dir.resolve("runs.db");
    try (RunStore store = RunStore.open(file)) {
      long points = store.startRun(RunKind.THROUGHPUT, "points", null, env());
      for (int i = 0; i < 400; i++) {
        store.addThroughputPoint(points, TestResults.point(1 + i % 4, i, 1.0e6 + i));
      }
      store.finishRun(points, RunStatus.COMPLETE);
    }
    assertThat(dir.resolve("runs.db-wal")).doesNotExist(); // all in the main file, to damage
    damageRootPageOf(file, "throughput_points");

    assertThatThrownBy(
            () -> {
              try (RunStore store = RunStore.open(file)) {
                store.startRun(RunKind.BENCH, "after the damage", null, env());
              }
            })
        .isInstanceOf(BadDatabaseException.class)
        .hasMessageStartingWith("the database " + file + " is damaged (starting a bench run")
        .hasMessageContaining("nothing written")
        .hasMessageEndingWith("run `wirebench db check --db " + file + "`");
    assertThat(count(file, "SELECT count(*) FROM runs")).isEqualTo(1);
  }

  @Test
  void readingAStoreThatTakesNoWritesWorksAndShowsACrashedRunAsInterrupted() throws Exception {
    Path file = dir.resolve("runs.db");
    long crashed;
    try (RunStore store = RunStore.open(file)) {
      crashed = store.startRun(RunKind.BENCH, "crashed", null, env());
      store.addResult(crashed, TestResults.bench("json", "decode", 100));
    }
    // as a kill -9 leaves it: running, owned by a process that is gone
    execute(file, "UPDATE runs SET status = 'running', owner = '999999999@nowhere@1'");

    try (RunStore store = new RunStore(Database.openRefusingWrites(file), Clock.systemUTC())) {
      assertThat(store.recoveredRuns()).isEmpty();
      assertThat(store.run(crashed).status()).isEqualTo(RunStatus.INTERRUPTED);
      assertThat(store.listRuns(RunQuery.all()).runs())
          .extracting(RunSummary::status)
          .containsExactly(RunStatus.INTERRUPTED);
      assertThat(store.latest(0).orElseThrow().status()).isEqualTo(RunStatus.INTERRUPTED);
      assertThat(store.results(crashed)).hasSize(1);
      assertThatThrownBy(() -> store.startRun(RunKind.BENCH, "x", null, env()))
          .isInstanceOf(BadDatabaseException.class)
          .hasMessageContaining("is read-only");
    }
    try (RunStore store = RunStore.openExisting(file)) {
      assertThat(store.recoveredRuns()).containsExactly(crashed); // marked once it can be
    }
  }

  @Test
  void aDatabaseLockedByAnotherProcessNamesTheFileTheHolderAndWhatToDo() throws Exception {
    Path file = dir.resolve("runs.db");
    RunStore.open(file).close();
    Process sqlite =
        new ProcessBuilder("sqlite3", file.toString())
            .redirectErrorStream(true)
            .redirectOutput(dir.resolve("sqlite3.log").toFile())
            .start();
    String previous = System.setProperty("wirebench.db.busyTimeout", "1000");
    try {
      sqlite
          .getOutputStream()
          .write(
              // a busy timeout: our probe below may hold the lock for a moment when this comes
              ".timeout 5000\nBEGIN IMMEDIATE;\n"
                  .getBytes(java.nio.charset.StandardCharsets.UTF_8));
      sqlite.getOutputStream().flush();
      awaitLocked(file);

      assertThatThrownBy(() -> RunStore.open(file).close())
          .isInstanceOf(BadDatabaseException.class)
          .hasMessage(
              "the database "
                  + file
                  + " stayed locked by another process (pid "
                  + sqlite.pid()
                  + " (sqlite3)) for 1 s (opening it failed); wait for it to finish, or stop it,"
                  + " and try again");
    } finally {
      if (previous == null) {
        System.clearProperty("wirebench.db.busyTimeout");
      } else {
        System.setProperty("wirebench.db.busyTimeout", previous);
      }
      sqlite.destroyForcibly().waitFor();
    }
  }

  /** Waits until the sqlite3 shell holds the write lock (a write of ours fails at once). */
  private static void awaitLocked(Path file) throws Exception {
    for (int i = 0; i < 500; i++) {
      try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file);
          java.sql.Statement s = c.createStatement()) {
        s.execute("PRAGMA busy_timeout = 0"); // locked: fail at once
        s.execute("BEGIN IMMEDIATE");
        s.execute("ROLLBACK");
      } catch (SQLException busy) {
        return;
      }
      Thread.sleep(20);
    }
    throw new AssertionError("sqlite3 never took the lock");
  }

  /** Overwrites the root page of {@code table}'s b-tree with garbage, as a bad disk might. */
  private static void damageRootPageOf(Path file, String table) throws Exception {
    long root = count(file, "SELECT rootpage FROM sqlite_master WHERE name = '" + table + "'");
    long pageSize = count(file, "PRAGMA page_size");
    try (RandomAccessFile raw = new RandomAccessFile(file.toFile(), "rw")) {
      byte[] garbage = new byte[(int) pageSize];
      java.util.Arrays.fill(garbage, (byte) 0x5a);
      raw.seek((root - 1) * pageSize);
      raw.write(garbage);
    }
    Files.deleteIfExists(Path.of(file + "-shm"));
  }

  private static long count(Path file, String sql) throws SQLException {
    try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file);
        PreparedStatement s = c.prepareStatement(sql);
        ResultSet rows = s.executeQuery()) {
      rows.next();
      return rows.getLong(1);
    }
  }

  private static void execute(Path file, String sql) throws SQLException {
    try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file);
        java.sql.Statement s = c.createStatement()) {
      s.execute(sql);
    }
  }

  private static dev.wirebench.engine.result.Environment env() {
    return TestResults.environment("17");
  }
}
