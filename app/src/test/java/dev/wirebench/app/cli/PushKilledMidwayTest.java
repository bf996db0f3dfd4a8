package dev.wirebench.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wirebench.app.runs.SeededRuns;
import dev.wirebench.engine.result.Environment;
import dev.wirebench.engine.result.RunKind;
import dev.wirebench.engine.result.RunStatus;
import dev.wirebench.storage.RunQuery;
import dev.wirebench.storage.RunStore;
import dev.wirebench.storage.TestPostgres;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code wirebench push} in a real child process, killed with SIGKILL while it is inside the
 * transaction that writes a large run into the team store: the store holds nothing of that run
 * afterwards (no run row, no result, no sample), and pushing again copies it whole.
 */
class PushKilledMidwayTest {
  private static final int RESULTS = 3000;

  @TempDir Path dir;

  @Test
  void aPushKilledInsideItsTransactionLeavesNothingAndTheNextPushCopiesTheWholeRun()
      throws Exception {
    Path local = dir.resolve("local.db");
    try (RunStore store = RunStore.open(local)) {
      long id = store.startRun(RunKind.BENCH, "big", null, Environment.of(Map.of("host", "h")));
      for (int i = 0; i < RESULTS; i++) {
        store.addResult(id, SeededRuns.result("json", "decode", "fixture-" + i, 100 + i, 1.0, 400));
      }
      store.finishRun(id, RunStatus.COMPLETE);
    }
    String team = TestPostgres.newDatabase();
    String bare = team.replace(":" + TestPostgres.PASSWORD + "@", "@");
    String database = team.substring(team.lastIndexOf('/') + 1);
    RunStore.open(team).close(); // the schema exists, so the child goes straight to copying

    Process push = pushProcess(local, bare);
    try {
      awaitInsertingResults(database, push);
      push.toHandle().destroyForcibly(); // SIGKILL: no shutdown hook, no rollback by the client
      assertThat(push.waitFor(30, TimeUnit.SECONDS)).isTrue();
    } finally {
      push.destroyForcibly();
    }
    assertThat(push.exitValue()).isEqualTo(137); // 128 + SIGKILL: it did not finish by itself

    // The server rolls back the dead client's transaction when it notices the closed socket.
    awaitNoWirebenchBackend(database);
    assertThat(count(database, "runs")).isZero();
    assertThat(count(database, "results")).isZero();
    assertThat(count(database, "result_samples")).isZero();

    Process again = pushProcess(local, bare);
    assertThat(again.waitFor(300, TimeUnit.SECONDS)).isTrue();
    assertThat(again.exitValue()).isZero();
    try (RunStore store = RunStore.openExisting(team)) {
      assertThat(store.listRuns(RunQuery.all()).total()).isEqualTo(1);
      long copied = store.listRuns(RunQuery.all()).runs().get(0).id();
      assertThat(store.results(copied)).hasSize(RESULTS);
    }
    assertThat(count(database, "result_samples")).isEqualTo(RESULTS * 5L);
  }

  /** {@code wirebench push --db LOCAL --to URL} in its own JVM, password from PGPASSWORD. */
  private Process pushProcess(Path local, String url) throws Exception {
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    command.add("-cp");
    command.add(System.getProperty("java.class.path"));
    command.add("dev.wirebench.app.Main");
    command.add("push");
    command.add("--db");
    command.add(local.toString());
    command.add("--to");
    command.add(url);
    ProcessBuilder builder = new ProcessBuilder(command);
    builder.environment().put("PGPASSWORD", TestPostgres.PASSWORD);
    builder.redirectErrorStream(true);
    builder.redirectOutput(dir.resolve("push-" + System.nanoTime() + ".log").toFile());
    return builder.start();
  }

  /** Waits until the child's server session is inside its transaction, writing results. */
  private static void awaitInsertingResults(String database, Process push) throws Exception {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
    while (System.nanoTime() < deadline) {
      assertThat(push.isAlive()).as("the push ended before it could be killed").isTrue();
      if (sessions(
              "SELECT count(*) FROM pg_stat_activity WHERE datname = ?"
                  + " AND application_name = 'wirebench' AND xact_start IS NOT NULL"
                  + " AND query LIKE '%INSERT INTO result%'",
              database)
          > 0) {
        return;
      }
      Thread.sleep(20);
    }
    throw new AssertionError("the push never started writing results");
  }

  private static void awaitNoWirebenchBackend(String database) throws Exception {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
    while (sessions(
            "SELECT count(*) FROM pg_stat_activity WHERE datname = ?"
                + " AND application_name = 'wirebench'",
            database)
        > 0) {
      assertThat(System.nanoTime()).as("the dead client's session is gone").isLessThan(deadline);
      Thread.sleep(50);
    }
  }

  private static long count(String database, String table) throws SQLException {
    try (Connection c = connect(database);
        PreparedStatement s = c.prepareStatement("SELECT count(*) FROM " + table);
        ResultSet r = s.executeQuery()) {
      r.next();
      return r.getLong(1);
    }
  }

  /** Server sessions on {@code database} that {@code sql} (one parameter: the name) counts. */
  private static long sessions(String sql, String database) throws SQLException {
    try (Connection c = connect("postgres");
        PreparedStatement s = c.prepareStatement(sql)) {
      s.setString(1, database);
      try (ResultSet r = s.executeQuery()) {
        r.next();
        return r.getLong(1);
      }
    }
  }

  private static Connection connect(String database) throws SQLException {
    Properties login = new Properties();
    login.setProperty("user", TestPostgres.USER);
    login.setProperty("password", TestPostgres.PASSWORD);
    login.setProperty("ApplicationName", "push-kill-test");
    return DriverManager.getConnection(
        "jdbc:postgresql://127.0.0.1:" + TestPostgres.get().port() + "/" + database, login);
  }
}
