package dev.wirebench.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wirebench.storage.RunQuery;
import dev.wirebench.storage.RunStore;
import java.io.InputStream;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 31 on the command line, on SQLite files: a write into a damaged file, a database another
 * process keeps locked and a JMH file with an impossible number are each one line and exit 2, and
 * nothing is stored.
 */
class LocalStoreFaultsCommandsTest {
  @TempDir Path dir;
  private CliFixture cli;

  @Test
  void importIntoADamagedFileIsRefusedBeforeAnythingIsWritten() throws Exception {
    cli = new CliFixture(dir);
    Path db = dir.resolve("runs.db");
    assertThat(cli.wirebench("import", "--db", db.toString(), jmh("wirebench-codec-benchmark")))
        .isZero();
    damageRootPageOf(db, "result_raw_json"); // a table an import writes but does not read first
    cli.clearOut();

    int exit = cli.wirebench("import", "--db", db.toString(), jmh("generic-two-forks"));

    assertOneLine(exit, "the database " + db + " is damaged (importing generic-two-forks");
    assertThat(cli.err()).contains("nothing written").contains("wirebench db check --db " + db);
    assertThat(cli.out()).doesNotContain("imported");
  }

  @Test
  void aDatabaseLockedByAnotherProcessIsOneLineNamingTheHolder() throws Exception {
    cli = new CliFixture(dir);
    Path db = dir.resolve("runs.db");
    RunStore.open(db).close();
    Process sqlite =
        new ProcessBuilder("sqlite3", db.toString())
            .redirectErrorStream(true)
            .redirectOutput(dir.resolve("sqlite3.log").toFile())
            .start();
    String previous = System.setProperty("wirebench.db.busyTimeout", "1000");
    try {
      sqlite
          .getOutputStream()
          .write(".timeout 5000\nBEGIN IMMEDIATE;\n".getBytes(StandardCharsets.UTF_8));
      sqlite.getOutputStream().flush();
      awaitLocked(db);

      int exit = cli.wirebench("import", "--db", db.toString(), jmh("generic-two-forks"));

      assertOneLine(
          exit,
          "the database "
              + db
              + " stayed locked by another process (pid "
              + sqlite.pid()
              + " (sqlite3)) for 1 s");
      assertThat(cli.err()).contains("wait for it to finish, or stop it, and try again");
    } finally {
      if (previous == null) {
        System.clearProperty("wirebench.db.busyTimeout");
      } else {
        System.setProperty("wirebench.db.busyTimeout", previous);
      }
      sqlite.destroyForcibly().waitFor();
    }
  }

  @Test
  void aScoreBeyondADoublesRangeIsRefusedWithItsJsonPathAndNothingStored() throws Exception {
    cli = new CliFixture(dir);
    Path db = dir.resolve("runs.db");
    String whole = Files.readString(Path.of(jmh("generic-two-forks")));
    Path huge =
        cli.write(
            "huge.json",
            whole.replaceFirst("\"score\" : 0\\.04192455019868482", "\"score\" : 1e400"));

    int exit = cli.wirebench("import", "--db", db.toString(), huge.toString());

    assertOneLine(
        exit,
        "wirebench: huge.json: $[0].primaryMetric.score: a number beyond a double's range (over"
            + " 1.8e308) is not a finite number; nothing imported");
    try (RunStore store = RunStore.open(db)) {
      assertThat(store.listRuns(RunQuery.all()).total()).isZero();
    }
  }

  private void assertOneLine(int exit, String message) {
    assertThat(exit).as(cli.err()).isEqualTo(CliErrors.BAD_INPUT);
    assertThat(cli.err()).contains(message).doesNotContain("Exception");
    assertThat(cli.err().strip().lines()).hasSize(1);
  }

  /** A JMH file of the storage module's test resources, copied here. */
  private String jmh(String name) throws Exception {
    Path target = dir.resolve(name + "-jmh1.37.json");
    if (!Files.exists(target)) {
      try (InputStream in = getClass().getResourceAsStream("/jmh/" + name + "-jmh1.37.json")) {
        Files.copy(in, target);
      }
    }
    return target.toString();
  }

  private static void awaitLocked(Path db) throws Exception {
    for (int i = 0; i < 500; i++) {
      try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + db);
          Statement s = c.createStatement()) {
        s.execute("PRAGMA busy_timeout = 0");
        s.execute("BEGIN IMMEDIATE");
        s.execute("ROLLBACK");
      } catch (java.sql.SQLException busy) {
        return;
      }
      Thread.sleep(20);
    }
    throw new AssertionError("sqlite3 never took the lock");
  }

  private static void damageRootPageOf(Path db, String table) throws Exception {
    long root;
    long pageSize;
    try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + db);
        Statement s = c.createStatement()) {
      try (ResultSet r =
          s.executeQuery("SELECT rootpage FROM sqlite_master WHERE name = '" + table + "'")) {
        r.next();
        root = r.getLong(1);
      }
      try (ResultSet r = s.executeQuery("PRAGMA page_size")) {
        r.next();
        pageSize = r.getLong(1);
      }
    }
    try (RandomAccessFile raw = new RandomAccessFile(db.toFile(), "rw")) {
      byte[] garbage = new byte[(int) pageSize];
      java.util.Arrays.fill(garbage, (byte) 0x5a);
      raw.seek((root - 1) * pageSize);
      raw.write(garbage);
    }
  }
}
