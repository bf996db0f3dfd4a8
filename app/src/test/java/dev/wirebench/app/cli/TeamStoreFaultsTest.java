package dev.wirebench.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wirebench.app.runs.SeededRuns;
import dev.wirebench.engine.jvm.JvmFlags;
import dev.wirebench.engine.result.Environment;
import dev.wirebench.engine.result.RunKind;
import dev.wirebench.engine.result.RunStatus;
import dev.wirebench.storage.RunStore;
import dev.wirebench.storage.TestPostgres;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
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
 * A team store that misbehaves, seen by real {@code wirebench} processes: a server frozen with
 * SIGSTOP (a running push and a new command both say they wait, then give up with one line and exit
 * 2 within the limit), and URLs or logins that are wrong (one line naming what is wrong, exit 2, no
 * driver log line, never the password).
 */
class TeamStoreFaultsTest {
  /** The test's limit on a wait for the server (the default is 60 s). */
  private static final int LIMIT = 3;

  @TempDir Path dir;

  @Test
  void aFrozenServerMakesAPushAndANewCommandSayTheyWaitThenFailWithExitTwo() throws Exception {
    Path local = dir.resolve("local.db");
    try (RunStore store = RunStore.open(local)) {
      long id = store.startRun(RunKind.BENCH, "big", null, Environment.of(Map.of("host", "h")));
      for (int i = 0; i < 3000; i++) {
        store.addResult(id, SeededRuns.result("json", "decode", "fixture-" + i, 100 + i, 1.0, 400));
      }
      store.finishRun(id, RunStatus.COMPLETE);
    }
    String team = TestPostgres.newDatabase();
    String bare = team.replace(":" + TestPostgres.PASSWORD + "@", "@");
    String database = team.substring(team.lastIndexOf('/') + 1);
    RunStore.open(team).close();

    Process push =
        wirebench(
            Map.of("PGPASSWORD", TestPostgres.PASSWORD),
            "push",
            "--db",
            local.toString(),
            "--to",
            bare);
    List<Long> frozen = new ArrayList<>();
    try {
      awaitInsertingResults(database, push);
      frozen.addAll(backends(database));
      frozen.add(TestPostgres.get().serverPid());
      frozen.forEach(pid -> TestPostgres.signal("STOP", pid));

      assertThat(push.waitFor(120, TimeUnit.SECONDS)).as("the push gave up").isTrue();
      String pushed = output(push);
      assertThat(push.exitValue()).as(pushed).isEqualTo(CliErrors.BAD_INPUT);
      assertThat(pushed)
          .contains("wirebench: waiting for the team store postgresql://wirebench@127.0.0.1:")
          .contains("did not answer for " + LIMIT + " s")
          .doesNotContain("Exception")
          .doesNotContain(TestPostgres.PASSWORD);

      Process runs = wirebench(Map.of("PGPASSWORD", TestPostgres.PASSWORD), "runs", "--db", bare);
      assertThat(runs.waitFor(120, TimeUnit.SECONDS)).as("runs gave up").isTrue();
      String listed = output(runs);
      assertThat(runs.exitValue()).as(listed).isEqualTo(CliErrors.BAD_INPUT);
      assertThat(listed).contains("did not answer for " + LIMIT + " s").doesNotContain("Exception");
    } finally {
      frozen.forEach(pid -> TestPostgres.signal("CONT", pid));
      push.destroyForcibly();
    }
  }

  @Test
  void aBenchWhoseTeamStoreGoesAwayKeepsEveryFinishedResultLocallyToPushLater() throws Exception {
    String team = TestPostgres.newDatabase();
    String bare = team.replace(":" + TestPostgres.PASSWORD + "@", "@");
    String database = team.substring(team.lastIndexOf('/') + 1);
    RunStore.open(team).close();
    Map<String, String> password = Map.of("PGPASSWORD", TestPostgres.PASSWORD);

    Process bench = wirebench(password, BENCH_FOUR.replace("TEAM", bare).split(" "));
    try {
      awaitFirstResult(database, bench);
      // the team store goes away: no new connections, the open ones cut
      TestPostgres.get()
          .sql("postgres", "ALTER DATABASE " + database + " WITH ALLOW_CONNECTIONS false");
      TestPostgres.get()
          .sql(
              "postgres",
              "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '"
                  + database
                  + "'");
      assertThat(bench.waitFor(180, TimeUnit.SECONDS)).isTrue();
    } finally {
      bench.destroyForcibly();
      TestPostgres.get()
          .sql("postgres", "ALTER DATABASE " + database + " WITH ALLOW_CONNECTIONS true");
    }
    String output = output(bench);
    Path local = dir.resolve("xdg/wirebench/wirebench.db");
    assertThat(bench.exitValue()).as(output).isEqualTo(CliErrors.BAD_INPUT);
    assertThat(output)
        .contains("wirebench: the run was not fully stored: ")
        .contains(" finished results are kept in " + local + " as run #1: `wirebench push 1")
        .doesNotContain(TestPostgres.PASSWORD);
    long inTeam = count(database, "SELECT count(*) FROM results");
    int spooled;
    try (RunStore store = RunStore.openExisting(local)) {
      assertThat(store.run(1).status()).isEqualTo(RunStatus.PARTIAL);
      spooled = store.results(1).size();
    }
    assertThat(spooled)
        .as("the result the team store did not take is kept")
        .isGreaterThan((int) inTeam);

    Process push = wirebench(password, "push", "1", "--db", local.toString(), "--to", bare);
    assertThat(push.waitFor(120, TimeUnit.SECONDS)).isTrue();
    assertThat(push.exitValue()).as(output(push)).isZero();
    assertThat(count(database, "SELECT count(*) FROM results")).isEqualTo(inTeam + spooled);
  }

  /** Four short JMH benchmarks into the team store at TEAM (the bench's --jvm-flags, one word). */
  private static final String BENCH_FOUR =
      "bench --codecs json --fixtures minimal,trade-update --ops encode,decode --warmup 1x100ms"
          + " --measure 2x100ms --jvm-flags=-XX:TieredStopAtLevel=1 --db TEAM";

  private void awaitFirstResult(String database, Process bench) throws Exception {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
    while (count(database, "SELECT count(*) FROM results") == 0) {
      if (!bench.isAlive()) {
        throw new AssertionError("the bench ended before its first result: " + output(bench));
      }
      assertThat(System.nanoTime()).as("a first result in time").isLessThan(deadline);
      Thread.sleep(20);
    }
  }

  private static long count(String database, String sql) throws SQLException {
    Properties login = new Properties();
    login.setProperty("user", TestPostgres.USER);
    login.setProperty("password", TestPostgres.PASSWORD);
    login.setProperty("ApplicationName", "team-store-gone-test");
    try (Connection c =
            DriverManager.getConnection(
                "jdbc:postgresql://127.0.0.1:" + TestPostgres.get().port() + "/" + database,
                login);
        PreparedStatement s = c.prepareStatement(sql);
        ResultSet r = s.executeQuery()) {
      r.next();
      return r.getLong(1);
    }
  }

  @Test
  void urlAndLoginMistakesAreOneLineExitTwoWithoutThePasswordOrDriverLogs() throws Exception {
    String team = TestPostgres.newDatabase();
    String bare = team.replace(":" + TestPostgres.PASSWORD + "@", "@");
    String port = Integer.toString(TestPostgres.get().port());
    Path pgpass = dir.resolve("pgpass");
    Files.writeString(pgpass, "127.0.0.1:" + port + ":*:wirebench:Wr0ng-pa55\n");

    assertOneLine(
        Map.of("PGPASSFILE", pgpass.toString()),
        "refused user wirebench (wrong password in " + pgpass + "?)",
        "runs",
        "--db",
        bare);
    assertOneLine(
        Map.of("PGPASSFILE", dir.resolve("none").toString()),
        "asks user wirebench for a password and none was given",
        "runs",
        "--db",
        bare);
    assertOneLine(
        Map.of(),
        "the password has a '%' not followed by two hex digits: write a literal % as %25",
        "runs",
        "--db",
        "postgresql://wirebench:50%of@127.0.0.1:" + port + "/x");
    assertOneLine(
        Map.of(),
        "the port 'notaport' is not a number from 1 to 65535",
        "runs",
        "--db",
        "postgresql://wirebench@127.0.0.1:notaport/db");
    assertOneLine(
        Map.of("PGPASSWORD", TestPostgres.PASSWORD),
        "sslmode=bogus is not one of [allow, disable, prefer, require, verify-ca, verify-full]",
        "runs",
        "--db",
        bare + "?sslmode=bogus");
  }

  private void assertOneLine(Map<String, String> env, String message, String... args)
      throws Exception {
    Process process = wirebench(env, args);
    assertThat(process.waitFor(60, TimeUnit.SECONDS)).isTrue();
    String text = output(process);
    assertThat(process.exitValue()).as(text).isEqualTo(CliErrors.BAD_INPUT);
    assertThat(text).contains(message);
    assertThat(text.strip().lines()).as(text).hasSize(1);
    assertThat(text)
        .doesNotContain("Wr0ng-pa55")
        .doesNotContain("50%of")
        .doesNotContain("\"of\"")
        .doesNotContain(TestPostgres.PASSWORD)
        .doesNotContain("Exception")
        .doesNotContain("WARNING");
  }

  /**
   * {@code wirebench args...} in its own JVM, with a short wait limit, stdout and stderr to a file.
   */
  private Process wirebench(Map<String, String> env, String... args) throws Exception {
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    command.addAll(JvmFlags.forCurrentJdk()); // what bin/wirebench gives the codecs
    command.add("-Dwirebench.teamstore.timeout=" + LIMIT);
    command.add("-cp");
    command.add(System.getProperty("java.class.path"));
    command.add("dev.wirebench.app.Main");
    command.addAll(List.of(args));
    ProcessBuilder builder = new ProcessBuilder(command);
    builder.environment().remove("PGPASSWORD");
    builder.environment().remove("PGPASSFILE");
    builder.environment().put("XDG_DATA_HOME", dir.resolve("xdg").toString());
    builder.environment().putAll(env);
    builder.redirectErrorStream(true);
    builder.redirectOutput(dir.resolve("out-" + System.nanoTime() + ".log").toFile());
    Process process = builder.start();
    logs.put(process, builder.redirectOutput().file().toPath());
    return process;
  }

  private final Map<Process, Path> logs = new java.util.HashMap<>();

  private String output(Process process) throws Exception {
    return Files.readString(logs.get(process), StandardCharsets.UTF_8);
  }

  /** Waits until the child's server session is inside its transaction, writing results. */
  private static void awaitInsertingResults(String database, Process push) throws Exception {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
    while (System.nanoTime() < deadline) {
      assertThat(push.isAlive()).as("the push ended before the server froze").isTrue();
      if (!backends(database, " AND xact_start IS NOT NULL AND query LIKE '%INSERT INTO result%'")
          .isEmpty()) {
        return;
      }
      Thread.sleep(20);
    }
    throw new AssertionError("the push never started writing results");
  }

  private static List<Long> backends(String database) throws SQLException {
    return backends(database, "");
  }

  /** The server processes serving wirebench sessions on {@code database}. */
  private static List<Long> backends(String database, String condition) throws SQLException {
    Properties login = new Properties();
    login.setProperty("user", TestPostgres.USER);
    login.setProperty("password", TestPostgres.PASSWORD);
    login.setProperty("ApplicationName", "frozen-server-test");
    List<Long> pids = new ArrayList<>();
    try (Connection c =
            DriverManager.getConnection(
                "jdbc:postgresql://127.0.0.1:" + TestPostgres.get().port() + "/postgres", login);
        PreparedStatement s =
            c.prepareStatement(
                "SELECT pid FROM pg_stat_activity WHERE datname = ?"
                    + " AND application_name = 'wirebench'"
                    + condition)) {
      s.setString(1, database);
      try (ResultSet r = s.executeQuery()) {
        while (r.next()) {
          pids.add(r.getLong(1));
        }
      }
    }
    return pids;
  }
}
