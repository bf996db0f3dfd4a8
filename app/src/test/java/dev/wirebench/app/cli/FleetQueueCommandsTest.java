package dev.wirebench.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wirebench.storage.PostgresUrl;
import dev.wirebench.storage.RunStore;
import dev.wirebench.storage.TestPostgres;
import dev.wirebench.storage.fleet.AgentRegistry;
import dev.wirebench.storage.fleet.HostFacts;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** {@code queue}, {@code queue --each}, {@code queue list|cancel|retry} on a real PostgreSQL. */
class FleetQueueCommandsTest {
  private static final String[] PLAN = {
    "--codecs",
    "json",
    "--fixtures",
    "minimal",
    "--forks",
    "1",
    "--warmup",
    "1x100ms",
    "--measure",
    "1x100ms"
  };

  @TempDir Path dir;
  private final String team = TestPostgres.newDatabase();
  private final StringWriter out = new StringWriter();
  private final StringWriter err = new StringWriter();

  @Test
  void eachMakesOneJobPerMatchingKnownHostAndAnUnmatchedJobIsSaidSo() {
    RunStore.open(PostgresUrl.parse(team)).close(); // the tables, as any first command makes them
    try (AgentRegistry registry = new AgentRegistry(PostgresUrl.parse(team))) {
      registry.advertise(host("bench-01", "tuned"), "idle");
      registry.advertise(host("bench-02", "tuned"), "idle");
      registry.advertise(host("laptop", "dev"), "idle");
    }

    assertThat(wirebench("queue", "--each", "--hosts", "bench-*", "--labels", "tuned")).isZero();
    assertThat(out.toString()).contains("queued job 1 for bench-01", "queued job 2 for bench-02");
    assertThat(out.toString()).doesNotContain("laptop");

    clear();
    assertThat(wirebench("queue", "--cpu", "EPYC 9999", "--priority", "5")).isZero();
    assertThat(out.toString()).contains("queued job 3 for cpu ~EPYC 9999");
    assertThat(err.toString()).contains("warning: no known agent host meets cpu ~EPYC 9999");

    clear();
    assertThat(wirebench("queue", "--each", "--labels", "gpu")).isEqualTo(2);
    assertThat(err.toString()).contains("--each: no known agent host meets labels gpu");

    clear();
    assertThat(wirebenchNoPlan("queue", "list", "--db", team)).isZero();
    assertThat(out.toString())
        .contains("host bench-01, labels tuned")
        .contains("no known host matches")
        .contains("laptop")
        .doesNotContain(TestPostgres.PASSWORD);
  }

  @Test
  void cancelAndRetryOneJobAndSayWhyNot() {
    assertThat(wirebench("queue")).isZero();
    clear();
    assertThat(wirebenchNoPlan("queue", "retry", "1", "--db", team)).isEqualTo(2);
    assertThat(err.toString())
        .contains("job 1 is queued: only failed or cancelled jobs are retried");
    clear();
    assertThat(wirebenchNoPlan("queue", "cancel", "1", "--db", team)).isZero();
    assertThat(out.toString()).contains("cancelled job 1");
    clear();
    assertThat(wirebenchNoPlan("queue", "cancel", "1", "--db", team)).isEqualTo(2);
    assertThat(err.toString()).contains("job 1 has ended already (cancelled)");
    clear();
    assertThat(wirebenchNoPlan("queue", "retry", "1", "--db", team)).isZero();
    assertThat(out.toString()).contains("job 1 is back in the queue");
    clear();
    assertThat(wirebenchNoPlan("queue", "cancel", "99", "--db", team)).isEqualTo(2);
    assertThat(err.toString()).contains("no job 99");
  }

  @Test
  void aPlanAnAgentWouldRefuseIsNotQueued() {
    assertThat(wirebench("queue", "--jvm-flags", "-Xmx1g -XX:OnError=sh")).isEqualTo(2);
    assertThat(err.toString())
        .contains("an agent would refuse this plan")
        .contains("JVM flag -XX:OnError=sh is not on the agents' allow-list")
        .doesNotContain("Exception");
    clear();
    assertThat(wirebenchNoPlan("queue", "list", "--db", team)).isZero();
    assertThat(out.toString()).contains("no waiting or running jobs");
  }

  @Test
  void theFleetNeedsATeamStore() {
    String file = dir.resolve("runs.db").toString();
    assertThat(wirebenchNoPlan("queue", "list", "--db", file)).isEqualTo(2);
    assertThat(err.toString()).contains("the fleet needs a team store (PostgreSQL): " + file);
    clear();
    assertThat(wirebenchNoPlan("agent", "--db", file)).isEqualTo(2);
    assertThat(err.toString()).contains("the fleet needs a team store (PostgreSQL)");
  }

  private static HostFacts host(String name, String label) {
    return new HostFacts(name, "Intel Xeon", 8, 21, List.of(label), Map.of());
  }

  private int wirebench(String... args) {
    String[] all = new String[args.length + PLAN.length + 2];
    System.arraycopy(args, 0, all, 0, args.length);
    System.arraycopy(PLAN, 0, all, args.length, PLAN.length);
    all[all.length - 2] = "--db";
    all[all.length - 1] = team;
    return wirebenchNoPlan(all);
  }

  private int wirebenchNoPlan(String... args) {
    CommandLine commandLine = WirebenchCommand.commandLine();
    commandLine.setOut(new PrintWriter(out, true));
    commandLine.setErr(new PrintWriter(err, true));
    commandLine.setExecutionExceptionHandler(new CliErrors());
    return commandLine.execute(args);
  }

  private void clear() {
    out.getBuffer().setLength(0);
    err.getBuffer().setLength(0);
  }
}
