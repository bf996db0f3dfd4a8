package dev.wirebench.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wirebench.app.Main;
import dev.wirebench.engine.jvm.JvmFlags;
import dev.wirebench.engine.result.Environment;
import dev.wirebench.engine.result.RunKind;
import dev.wirebench.engine.result.RunStatus;
import dev.wirebench.storage.PostgresUrl;
import dev.wirebench.storage.RunStore;
import dev.wirebench.storage.StorageException;
import dev.wirebench.storage.TestPostgres;
import dev.wirebench.storage.fleet.AgentRegistry;
import dev.wirebench.storage.fleet.FleetJob;
import dev.wirebench.storage.fleet.JobQueue;
import dev.wirebench.storage.fleet.JobState;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * Real agents in their own JVMs on a real PostgreSQL, each with its own host name and data folder:
 * a job queued with {@code queue} is run and stored tagged; SIGTERM mid-job re-queues the job and
 * leaves no fork; kill -9 mid-job leaves a job another agent finishes once its lease runs out, with
 * the dead agent's partial run kept and marked.
 */
class FleetAgentProcessTest {
  private static final String TINY = "1x100ms";

  @TempDir Path dir;
  private final String team = TestPostgres.newDatabase();
  private final String teamWithoutPassword = team.replace(":" + TestPostgres.PASSWORD, "");
  private final List<Process> agents = new ArrayList<>();

  @AfterEach
  void stopAgents() {
    for (Process agent : agents) {
      agent.descendants().forEach(ProcessHandle::destroyForcibly);
      agent.destroyForcibly();
    }
  }

  @Test
  void sigtermMidJobPutsTheJobBackAndLeavesNoForkBehind() throws Exception {
    Process agent = startAgent("bench-01", 30);
    long quick = queue("--warmup", TINY, "--measure", TINY);
    FleetJob done = await(quick, j -> j.state() == JobState.DONE, 120);
    try (RunStore runs = RunStore.openExisting(PostgresUrl.parse(team))) {
      assertThat(runs.run(done.runId()).status()).isEqualTo(RunStatus.COMPLETE);
      Environment env = runs.run(done.runId()).environment();
      assertThat(env.get(Environment.HOST)).isEqualTo("bench-01");
      assertThat(env.get("fleet.job")).isEqualTo(Long.toString(quick));
      assertThat(runs.results(done.runId())).hasSize(1);
    }

    long slow = queue("--warmup", "1x60s", "--measure", TINY);
    FleetJob running = await(slow, j -> j.state() == JobState.RUNNING, 60);
    ProcessHandle fork = awaitFork(agent);
    agent.destroy(); // SIGTERM
    assertThat(agent.waitFor(60, TimeUnit.SECONDS)).isTrue();
    fork.onExit().get(20, TimeUnit.SECONDS);

    FleetJob back = find(slow);
    assertThat(back.state()).isEqualTo(JobState.QUEUED);
    assertThat(back.tries()).as("a clean stop gives its try back").isZero();
    assertThat(back.error()).contains("released by bench-01");
    try (RunStore runs = RunStore.openExisting(PostgresUrl.parse(team))) {
      assertThat(runs.run(running.runId()).status()).isNotEqualTo(RunStatus.COMPLETE);
      assertThat(runs.run(running.runId()).notes())
          .contains("fleet job " + slow)
          .contains("stopped");
    }
    assertThat(log("bench-01")).contains("agent bench-01 stopped").doesNotContain("Exception");
  }

  @Test
  void aJobCarriesItsMessageAndSchemaFilesAndTheAgentRunsItsOwnCheckedCopies() throws Exception {
    Path queuer = Files.createDirectories(dir.resolve("queuer"));
    Path schema =
        Files.writeString(
            queuer.resolve("quote.avsc"),
            "{\"type\": \"record\", \"name\": \"Quote\", \"fields\": ["
                + "{\"name\": \"symbol\", \"type\": \"string\"},"
                + " {\"name\": \"bid\", \"type\": \"double\"}]}");
    Path messages =
        Files.writeString(
            queuer.resolve("quotes.ndjson"),
            "{\"symbol\": \"ABC\", \"bid\": 1.25}\n{\"symbol\": \"XYZ\", \"bid\": 7.5}\n");
    long job =
        queueWith(
            List.of(
                "--codecs",
                "avro,json",
                "--fixtures",
                messages.toString(),
                "--schema",
                schema.toString(),
                "--warmup",
                TINY,
                "--measure",
                TINY));
    // The agent can only have the files from the team store: the queuer's copies are gone.
    Files.delete(messages);
    Files.delete(schema);
    startAgent("bench-01", 30);
    FleetJob done = await(job, j -> j.state().ended(), 180);
    assertThat(done.state()).as(done.error()).isEqualTo(JobState.DONE);
    try (RunStore runs = RunStore.openExisting(PostgresUrl.parse(team))) {
      assertThat(runs.results(done.runId()))
          .extracting(r -> r.result().codec())
          .containsExactlyInAnyOrder("avro", "json");
    }
    Path cache = dir.resolve("bench-01").resolve("wirebench/fleet-files/bench-01");
    try (var files = Files.walk(cache)) {
      assertThat(files.map(p -> p.getFileName().toString()))
          .contains("quotes.ndjson", "quote.avsc");
    }
  }

  @Test
  void aThroughputPlanIsQueuedForEachHostAndStoredAsEachHostsThroughputRun() throws Exception {
    startAgent("bench-01", 30);
    startAgent("bench-02", 30);
    awaitAgents(2);
    List<Long> jobs =
        queueIds(
            List.of(
                "queue",
                "throughput",
                "--codec",
                "json",
                "--fixture",
                "bars",
                "--messages",
                "20k",
                "--consumers",
                "1,2",
                "--repeat",
                "1",
                "--warmup",
                "1k",
                "--each",
                "--db",
                team));
    assertThat(jobs).hasSize(2);
    for (long id : jobs) {
      FleetJob done = await(id, j -> j.state().ended(), 180);
      assertThat(done.state()).as(done.error()).isEqualTo(JobState.DONE);
      assertThat(done.batch()).isEqualTo(jobs.get(0));
      try (RunStore runs = RunStore.openExisting(PostgresUrl.parse(team))) {
        var run = runs.run(done.runId());
        assertThat(run.kind()).isEqualTo(RunKind.THROUGHPUT);
        assertThat(run.status()).isEqualTo(RunStatus.COMPLETE);
        assertThat(run.environment().get(Environment.HOST)).isEqualTo(done.agent());
        assertThat(run.environment().get("fleet.job")).isEqualTo(Long.toString(id));
        assertThat(runs.throughputPoints(done.runId())).hasSize(2);
      }
    }
    assertThat(jobs.stream().map(id -> find(id).agent()))
        .containsExactlyInAnyOrder("bench-01", "bench-02");
  }

  private void awaitAgents(int n) throws Exception {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
    try (AgentRegistry registry = new AgentRegistry(PostgresUrl.parse(team))) {
      while (true) {
        try {
          if (registry.agents().size() >= n) {
            return;
          }
        } catch (StorageException beforeTheFirstAgentMadeTheTables) {
          // the agents create the team store's tables as they start
        }
        assertThat(System.nanoTime()).as("agents advertised").isLessThan(deadline);
        Thread.sleep(100);
      }
    }
  }

  @Test
  void killMinus9MidJobLeavesAJobThatAnotherAgentFinishes() throws Exception {
    Process first = startAgent("bench-01", 4);
    long job = queue("--warmup", "1x30s", "--measure", TINY);
    FleetJob running = await(job, j -> j.state() == JobState.RUNNING, 60);
    ProcessHandle fork = awaitFork(first);
    first.destroyForcibly(); // kill -9: no hook, no release
    fork.destroyForcibly(); // its orphaned fork, which would otherwise measure on for 30 s
    assertThat(first.waitFor(30, TimeUnit.SECONDS)).isTrue();

    // Nobody reaps a lease but an agent or `queue list`: the next agent finds the lost claim once
    // its lease has run out, re-queues the job, marks the partial run, and runs the job again.
    startAgent("bench-02", 4);
    FleetJob done = await(job, j -> j.state().ended(), 180);
    try (RunStore runs = RunStore.openExisting(PostgresUrl.parse(team))) {
      assertThat(runs.run(running.runId()).status()).isEqualTo(RunStatus.INTERRUPTED);
      assertThat(runs.run(running.runId()).notes())
          .contains("fleet job " + job)
          .contains("bench-01 stopped renewing its lease");
      assertThat(runs.run(done.runId()).status()).isEqualTo(RunStatus.COMPLETE);
    }
    assertThat(log("bench-02"))
        .contains("job " + job + ": agent bench-01 stopped renewing its lease; the job is queued");
    assertThat(done.state()).isEqualTo(JobState.DONE);
    assertThat(done.agent()).isEqualTo("bench-02");
    assertThat(done.tries()).isEqualTo(2);
    assertThat(done.runId()).isNotEqualTo(running.runId());
  }

  private Process startAgent(String host, int leaseSeconds) throws IOException {
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    command.addAll(JvmFlags.forCurrentJdk());
    command.addAll(
        List.of(
            "-cp",
            System.getProperty("java.class.path"),
            Main.class.getName(),
            "agent",
            "--db",
            teamWithoutPassword,
            "--host-name",
            host,
            "--run-when-busy",
            "--lease",
            Integer.toString(leaseSeconds),
            "--poll",
            "2"));
    ProcessBuilder builder = new ProcessBuilder(command);
    builder.environment().put("PGPASSWORD", TestPostgres.PASSWORD); // never in the job or URL
    builder.environment().put("XDG_DATA_HOME", dir.resolve(host).toString());
    builder.redirectErrorStream(true);
    builder.redirectOutput(dir.resolve(host + ".log").toFile());
    Process agent = builder.start();
    agents.add(agent);
    return agent;
  }

  private String log(String host) throws IOException {
    return Files.readString(dir.resolve(host + ".log"), StandardCharsets.UTF_8);
  }

  /** Queues json/minimal/encode, one fork, with {@code timing}; the job's id. */
  private long queue(String... timing) {
    List<String> args = new ArrayList<>(List.of("--codecs", "json", "--fixtures", "minimal"));
    args.addAll(List.of(timing));
    return queueWith(args);
  }

  /** Queues encode, one fork, no profiler, with {@code options}; the job's id. */
  private long queueWith(List<String> options) {
    List<String> args =
        new ArrayList<>(
            List.of("queue", "--ops", "encode", "--forks", "1", "--prof", "none", "--db", team));
    args.addAll(options);
    return queueIds(args).get(0);
  }

  /** Runs {@code args}; the ids of the jobs it says it queued. */
  private List<Long> queueIds(List<String> args) {
    StringWriter out = new StringWriter();
    CommandLine commandLine = WirebenchCommand.commandLine();
    commandLine.setOut(new PrintWriter(out, true));
    StringWriter err = new StringWriter();
    commandLine.setErr(new PrintWriter(err, true));
    commandLine.setExecutionExceptionHandler(new CliErrors());
    assertThat(commandLine.execute(args.toArray(new String[0]))).as(out + " " + err).isZero();
    Matcher id = Pattern.compile("queued job (\\d+)").matcher(out.toString());
    List<Long> ids = new ArrayList<>();
    while (id.find()) {
      ids.add(Long.parseLong(id.group(1)));
    }
    assertThat(ids).as(out.toString()).isNotEmpty();
    return ids;
  }

  private FleetJob find(long id) {
    try (JobQueue queue = new JobQueue(PostgresUrl.parse(team))) {
      return queue.find(id).orElseThrow();
    }
  }

  private FleetJob await(long id, Predicate<FleetJob> until, int seconds) throws Exception {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
    while (true) {
      FleetJob job = find(id);
      if (until.test(job)) {
        return job;
      }
      assertThat(System.nanoTime())
          .as("job " + id + " is " + job.state().id() + " (" + job.error() + ")")
          .isLessThan(deadline);
      Thread.sleep(100);
    }
  }

  private static ProcessHandle awaitFork(Process agent) throws InterruptedException {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
    while (System.nanoTime() < deadline) {
      Optional<ProcessHandle> fork =
          agent.descendants().filter(p -> commandLine(p).contains("ForkedMain")).findFirst();
      if (fork.isPresent()) {
        return fork.get();
      }
      Thread.sleep(50);
    }
    throw new AssertionError("no JMH fork appeared within 60 s");
  }

  private static String commandLine(ProcessHandle process) {
    try {
      return new String(
          Files.readAllBytes(Path.of("/proc", Long.toString(process.pid()), "cmdline")),
          StandardCharsets.UTF_8);
    } catch (IOException gone) {
      return process.info().commandLine().orElse("");
    }
  }
}
