package dev.wirebench.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wirebench.engine.result.Environment;
import dev.wirebench.engine.result.RunKind;
import dev.wirebench.engine.result.RunStatus;
import dev.wirebench.storage.RunStore;
import dev.wirebench.storage.TestPostgres;
import dev.wirebench.storage.TestResults;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** push, pull and --db URL end to end against a real PostgreSQL server. */
class TeamStoreCommandsTest {
  @TempDir Path dir;
  private final StringWriter out = new StringWriter();
  private final StringWriter err = new StringWriter();

  @Test
  void pushesOncePullsBackAndListsTheTeamStoreByHost() {
    String team = TestPostgres.newDatabase();
    Path local = dir.resolve("local.db");
    try (RunStore store = RunStore.open(local)) {
      run(store, "on a", "host-a");
      run(store, "on b", "host-b");
    }

    assertThat(wirebench("push", "--db", local.toString(), "--to", team)).isZero();
    assertThat(out.toString())
        .contains("pushed #1 on a (1 results) as #")
        .contains("pushed 2 runs; 0 already in postgresql://wirebench@127.0.0.1:")
        .doesNotContain(TestPostgres.PASSWORD);
    clear();
    assertThat(wirebench("push", "1", "--db", local.toString(), "--to", team)).isZero();
    assertThat(out.toString()).contains("#1 on a: already in").contains("pushed 0 runs; 1 already");

    clear();
    assertThat(wirebench("runs", "--db", team, "--host", "host-b")).isZero();
    assertThat(out.toString()).contains("on b").doesNotContain("on a").contains("(1 run)");

    clear();
    Path other = dir.resolve("other.db");
    assertThat(wirebench("pull", "--from", team, "--db", other.toString())).isZero();
    assertThat(out.toString()).contains("pulled 2 runs");
    try (RunStore a = RunStore.open(local);
        RunStore b = RunStore.open(other)) {
      assertThat(b.run(1).uid()).isIn(a.run(1).uid(), a.run(2).uid());
      assertThat(b.results(1)).hasSize(1);
    }
  }

  @Test
  void aRunStoredInTheTeamStoreIsNamedByItsUrlWithoutThePassword() {
    String team = TestPostgres.newDatabase();
    String shown = team.replace(":" + TestPostgres.PASSWORD, "");

    int code =
        wirebench(
            "throughput",
            "--codec",
            "json",
            "--fixture",
            "bars",
            "--messages",
            "2k",
            "--consumers",
            "1",
            "--repeat",
            "1",
            "--warmup",
            "500",
            "--dir",
            dir.toString(),
            "--db",
            team);

    assertThat(code).as(err.toString()).isZero();
    assertThat(out.toString())
        .contains("stored as run #1 in " + shown)
        .doesNotContain(TestPostgres.PASSWORD);
    clear();
    assertThat(wirebench("db", "check", "--db", team)).isZero();
    assertThat(out.toString())
        .startsWith("ok: " + shown + " is a Wirebench team store")
        .doesNotContain(TestPostgres.PASSWORD);
  }

  @Test
  void readingAnEmptyTeamDatabaseIsOneLineAndCreatesNothing() {
    String team = TestPostgres.newDatabase();

    assertBad(wirebench("history", "--db", team, "json"), "holds no Wirebench run store yet");
    assertBad(wirebench("runs", "--db", team), "holds no Wirebench run store yet");
    assertBad(
        wirebench("pull", "--from", team, "--db", dir.resolve("l.db").toString()),
        "holds no Wirebench run store yet");
    // still empty: the third refusal was the same as the first
    assertBad(wirebench("db", "check", "--db", team), "holds no Wirebench run store yet");
  }

  @Test
  void badTeamStoresAreOneLineExitTwoWithoutThePassword() {
    String team = TestPostgres.newDatabase();
    String wrong = team.replace(TestPostgres.PASSWORD, "Wr0ng-pa55");
    String unreachable = "postgresql://me@127.0.0.1:1/wirebench?connect_timeout=3";
    String database = team.substring(team.lastIndexOf('/') + 1);
    TestPostgres.get().sql(database, "CREATE TABLE invoices (id int)");

    assertBad(wirebench("runs", "--db", unreachable), "cannot reach PostgreSQL at 127.0.0.1:1");
    assertBad(wirebench("runs", "--db", wrong), "refused user wirebench (wrong password?)");
    assertThat(err.toString()).doesNotContain("Wr0ng-pa55");
    assertBad(wirebench("runs", "--db", team), "is not a Wirebench run store");
    assertBad(
        wirebench("push", "--db", dir.resolve("none.db").toString(), "--to", team),
        "no run database at");
    assertBad(wirebench("runs", "--db", "postgresql://u:pw@h"), "names no database");
    assertThat(err.toString()).doesNotContain(":pw@");
  }

  private void assertBad(int exit, String message) {
    assertThat(exit).isEqualTo(CliErrors.BAD_INPUT);
    assertThat(err.toString()).contains(message);
    assertThat(err.toString().strip().lines()).hasSize(1);
    assertThat(err.toString()).doesNotContain(TestPostgres.PASSWORD).doesNotContain("Exception");
    clear();
  }

  private void clear() {
    out.getBuffer().setLength(0);
    err.getBuffer().setLength(0);
  }

  private static void run(RunStore store, String label, String host) {
    Map<String, String> env = new TreeMap<>(TestResults.environment("17").values());
    env.put(Environment.HOST, host);
    long id = store.startRun(RunKind.BENCH, label, null, Environment.of(env));
    store.addResult(id, TestResults.bench("json", "decode", 100));
    store.finishRun(id, RunStatus.COMPLETE);
  }

  private int wirebench(String... args) {
    CommandLine commandLine = WirebenchCommand.commandLine();
    commandLine.setOut(new PrintWriter(out, true));
    commandLine.setErr(new PrintWriter(err, true));
    commandLine.setExecutionExceptionHandler(new CliErrors());
    return commandLine.execute(args);
  }
}
