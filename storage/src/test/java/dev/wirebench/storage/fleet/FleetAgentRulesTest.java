package dev.wirebench.storage.fleet;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wirebench.engine.bench.BenchmarkEngine;
import dev.wirebench.engine.codec.CodecRegistry;
import dev.wirebench.engine.env.MachineCheck;
import dev.wirebench.engine.fixture.FixtureLoader;
import dev.wirebench.engine.run.MeasurementLock;
import dev.wirebench.engine.throughput.ThroughputRunner;
import dev.wirebench.storage.RunStore;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * An agent's own rules, on a real PostgreSQL, before anything is measured: a plan outside the
 * allow-list is failed with the reason (even one written into the queue by hand), and a busy host
 * claims nothing while it refuses work.
 */
class FleetAgentRulesTest {
  private final FleetTestStore store = new FleetTestStore();
  @TempDir Path dir;

  @Test
  void aJobWrittenAroundTheQueuesChecksIsRefusedByTheAgentWithTheReason() throws Exception {
    String plan = PlanJson.write(FleetTestStore.tinyPlan("evil"));
    String evil =
        plan.replace("\"jvmFlags\":[]", "\"jvmFlags\":[\"-XX:OnError=touch /tmp/pwned\"]");
    assertThat(evil).isNotEqualTo(plan);
    long id =
        (Long)
            store.value(
                "INSERT INTO fleet_jobs (plan_json, queued_by) VALUES (?, 'someone') RETURNING id",
                evil);
    List<String> log = new CopyOnWriteArrayList<>();
    try (RunStore runs = RunStore.open(store.url)) {
      FleetAgent agent = agent(runs, quietMachine(), false, log);
      Thread thread = new Thread(agent::run);
      thread.start();
      try (JobQueue queue = new JobQueue(store.url)) {
        FleetJob job = awaitEnded(queue, id);
        assertThat(job.state()).isEqualTo(JobState.FAILED);
        assertThat(job.error()).contains("-XX:OnError=touch /tmp/pwned").contains("allow-list");
      } finally {
        assertThat(agent.stop(Duration.ofSeconds(20))).isTrue();
        thread.join(TimeUnit.SECONDS.toMillis(20));
      }
      assertThat(runs.listRuns(dev.wirebench.storage.RunQuery.all()).total()).isZero();
    }
    assertThat(Files.exists(Path.of("/tmp/pwned"))).isFalse();
  }

  @Test
  void aBusyHostClaimsNothingWhileItRefusesWork() throws Exception {
    Path root = dir.resolve("root");
    Files.createDirectories(root.resolve("proc"));
    Files.writeString(root.resolve("proc/loadavg"), "9.00 8.00 7.00 3/200 4242\n");
    MachineCheck busy = new MachineCheck(root, 2, new MeasurementLock(dir.resolve("lock")));
    List<String> log = new CopyOnWriteArrayList<>();
    try (RunStore runs = RunStore.open(store.url);
        JobQueue queue = new JobQueue(store.url);
        AgentRegistry registry = new AgentRegistry(store.url)) {
      long id = queue.enqueue(FleetTestStore.tinyPlan("x"), HostRequirements.ANY, 0, 3, "t");
      FleetAgent agent = agent(runs, busy, true, log);
      Thread thread = new Thread(agent::run);
      thread.start();
      try {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (registry.agents().isEmpty()
            || !registry.agents().get(0).status().startsWith("busy")) {
          assertThat(System.nanoTime()).as("the agent said it is busy").isLessThan(deadline);
          Thread.sleep(100);
        }
        Thread.sleep(1000);
        assertThat(registry.agents().get(0).status()).contains("load 9.00");
        assertThat(queue.find(id).orElseThrow().state()).isEqualTo(JobState.QUEUED);
      } finally {
        assertThat(agent.stop(Duration.ofSeconds(20))).isTrue();
        thread.join(TimeUnit.SECONDS.toMillis(20));
      }
      assertThat(registry.agents().get(0).status()).isEqualTo("stopped");
    }
  }

  private FleetAgent agent(RunStore runs, MachineCheck machine, boolean refuse, List<String> log) {
    AgentSettings settings =
        AgentSettings.defaults(store.url, refuse)
            .withSafetyPoll(Duration.ofMillis(500))
            .withMachineCheck(machine);
    return new FleetAgent(
        settings,
        FleetTestStore.host("bench-01", List.of()),
        runs,
        BenchmarkEngine.standard(),
        new ThroughputRunner(
            CodecRegistry.discover(), FixtureLoader.bundled(), MeasurementLock.machineWide()),
        log::add);
  }

  private MachineCheck quietMachine() throws Exception {
    Path root = dir.resolve("quiet");
    Files.createDirectories(root.resolve("proc"));
    Files.writeString(root.resolve("proc/loadavg"), "0.00 0.00 0.00 1/200 4242\n");
    return new MachineCheck(root, 2, new MeasurementLock(dir.resolve("lock")));
  }

  private static FleetJob awaitEnded(JobQueue queue, long id) throws InterruptedException {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
    while (true) {
      FleetJob job = queue.find(id).orElseThrow();
      if (job.state().ended()) {
        return job;
      }
      assertThat(System.nanoTime()).as("job " + id + " ended").isLessThan(deadline);
      Thread.sleep(100);
    }
  }
}
