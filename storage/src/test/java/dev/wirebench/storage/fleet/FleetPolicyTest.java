package dev.wirebench.storage.fleet;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.wirebench.engine.bench.BenchMode;
import dev.wirebench.engine.bench.BenchProfiler;
import dev.wirebench.engine.bench.BenchmarkPlan;
import dev.wirebench.engine.bench.IterationSpec;
import dev.wirebench.engine.bench.LatencySettings;
import dev.wirebench.engine.bench.Operation;
import dev.wirebench.engine.env.JavaRuntimes;
import dev.wirebench.engine.latency.CoolerSpec;
import dev.wirebench.engine.profile.ProfileEvent;
import dev.wirebench.engine.throughput.ThroughputSettings;
import java.time.Duration;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** What a job may carry (plans, allow-listed flags, bundled fixtures) and how hosts match. */
class FleetPolicyTest {
  @Test
  void jmhPlanSurvivesTheJobJsonExactly() {
    BenchmarkPlan plan =
        BenchmarkPlan.builder()
            .codecs("json", "sbe")
            .fixtures("minimal", "trade-update")
            .operations(Operation.DECODE, Operation.ROUNDTRIP)
            .modes(BenchMode.THROUGHPUT, BenchMode.SAMPLE_TIME)
            .warmup(IterationSpec.of(2, Duration.ofMillis(150)))
            .measurement(IterationSpec.of(4, Duration.ofMillis(250)))
            .forks(3)
            .threads(2)
            .jvmFlags(List.of("-Xmx1g", "-XX:+UseParallelGC"))
            .profilers(EnumSet.of(BenchProfiler.GC))
            .profiles(EnumSet.of(ProfileEvent.CPU))
            .label("nightly")
            .build();

    assertThat(PlanJson.read(PlanJson.write(plan))).isEqualTo(plan);
  }

  @Test
  void latencyPlanSurvivesTheJobJsonExactly() {
    BenchmarkPlan plan =
        BenchmarkPlan.builder()
            .codecs("fix")
            .fixtures("trade-update")
            .operations(Operation.DECODE)
            .latency(new LatencySettings(CoolerSpec.busy(1_000_000), 500, 2_000, 0, true))
            .build();

    assertThat(PlanJson.read(PlanJson.write(plan))).isEqualTo(plan);
  }

  @Test
  void throughputPlanSurvivesTheJobJsonExactlyAndIsToldApartFromABenchmarkPlan() {
    ThroughputJob job =
        new ThroughputJob(
            List.of("log", "chronicle"),
            List.of("json", "sbe"),
            "bars",
            50_000,
            List.of(1, 2, 4),
            3,
            true,
            List.of("-Xmx1g"),
            1_000,
            null,
            false,
            "nightly streams");
    String json = ThroughputJson.write(job);

    assertThat(ThroughputJson.read(json)).isEqualTo(job);
    assertThat(ThroughputJson.isThroughput(json)).isTrue();
    assertThat(ThroughputJson.isThroughput(PlanJson.write(FleetTestStore.tinyPlan("x")))).isFalse();
    ThroughputJob agentsDefault = ThroughputJson.read(json.replace("[1,2,4]", "[]"));
    assertThat(agentsDefault.settings().consumers())
        .as("no counts given: the agent sweeps 1 to 2 x its own cores")
        .isEqualTo(ThroughputSettings.defaultConsumers(Runtime.getRuntime().availableProcessors()));
  }

  @Test
  void aThroughputJobWithAPathOrAForeignJvmArgIsRefusedWithEveryReason() {
    ThroughputJob job =
        new ThroughputJob(
            List.of("log"),
            List.of("json"),
            "/etc/passwd",
            1_000,
            List.of(1),
            1,
            true,
            List.of("-javaagent:/tmp/a.jar"),
            0,
            "/etc/schema.avsc",
            false,
            null);

    List<String> refusals = JobPolicy.refusals(job);

    assertThat(refusals).hasSize(3);
    assertThat(refusals.get(0)).contains("/etc/passwd").contains("no path on its own machine");
    assertThat(refusals.get(1)).contains("/etc/schema.avsc");
    assertThat(refusals.get(2)).contains("-javaagent:/tmp/a.jar");
  }

  @Test
  void planJsonThatIsNotAPlanIsRefusedWithAReason() {
    assertThatThrownBy(() -> PlanJson.read("{\"version\": 99}"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("not a version-1 Wirebench plan");
    assertThatThrownBy(() -> PlanJson.read("not json"))
        .hasMessageContaining("the job's plan is not JSON");
  }

  @Test
  void allowListTakesHeapGcAndJitFlagsOnly() {
    for (String ok :
        List.of(
            "-Xmx2g",
            "-Xms512m",
            "-XX:+UseG1GC",
            "-XX:+UseParallelGC",
            "-XX:+UseZGC",
            "-XX:-TieredCompilation",
            "-XX:TieredStopAtLevel=1",
            "-Xint",
            "-XX:+AlwaysPreTouch",
            "-XX:MaxInlineLevel=15")) {
      assertThat(JvmFlagPolicy.refusal(ok)).as(ok).isEmpty();
    }
    for (String bad :
        List.of(
            "-javaagent:/tmp/evil.jar",
            "-agentpath:/tmp/libevil.so",
            "-XX:OnOutOfMemoryError=rm -rf /",
            "-XX:OnError=sh",
            "-Dfoo=bar",
            "-Xbootclasspath/a:/tmp",
            "-XX:+UseG1GCx",
            "-Xmx2g -javaagent:x",
            "-XX:+UnlockDiagnosticVMOptions",
            "-cp")) {
      assertThat(JvmFlagPolicy.refusal(bad))
          .as(bad)
          .hasValueSatisfying(why -> assertThat(why).contains(bad).contains("allow-list"));
    }
  }

  @Test
  void planWithFilesAJvmOrAForeignFlagIsRefusedWithEveryReason() {
    BenchmarkPlan plan =
        BenchmarkPlan.builder()
            .codecs("json")
            .fixtures("minimal", "/etc/passwd")
            .jvm(JavaRuntimes.current())
            .jvmFlags(List.of("-Xmx1g", "-javaagent:/tmp/a.jar"))
            .build();

    List<String> refusals = JobPolicy.refusals(plan);

    assertThat(refusals).hasSize(3);
    assertThat(refusals.get(0)).contains("/etc/passwd").contains("no path on its own machine");
    assertThat(refusals.get(1)).contains("names a JVM");
    assertThat(refusals.get(2)).contains("-javaagent:/tmp/a.jar");
    BenchmarkPlan fine =
        BenchmarkPlan.builder()
            .codecs("json")
            .fixtures("minimal")
            .jvmFlags(List.of("-Xmx1g"))
            .build();
    assertThat(JobPolicy.refusals(fine)).isEmpty();
  }

  @Test
  void hostRequirementsMatchGlobCpuCoresJvmAndLabels() {
    HostFacts xeon =
        new HostFacts("bench-07", "Intel(R) Xeon(R) Gold 6338", 32, 21, List.of("tuned"), Map.of());
    HostFacts laptop = new HostFacts("dev.box", "AMD Ryzen 7", 8, 17, List.of(), Map.of());

    HostRequirements req = new HostRequirements("bench-*", "xeon", 16, 21, List.of("tuned"));
    assertThat(req.matches(xeon)).isTrue();
    assertThat(req.matches(laptop)).isFalse();
    assertThat(new HostRequirements("bench-?7", "", 1, 0, List.of()).matches(xeon)).isTrue();
    assertThat(new HostRequirements("bench-*", "", 64, 0, List.of()).matches(xeon)).isFalse();
    assertThat(new HostRequirements("*", "", 1, 0, List.of("amd")).matches(laptop)).isFalse();
    // a dot in a glob is a dot, not "any character"
    assertThat(new HostRequirements("dev.box", "", 1, 0, List.of()).matches(laptop)).isTrue();
    assertThat(new HostRequirements("dev.box", "", 1, 0, List.of()).hostRegex())
        .isEqualTo("^dev\\.box$");
    assertThat(HostRequirements.ANY.onHost("a*b").matches(laptop)).isFalse();
    assertThat(req.describe())
        .isEqualTo("host bench-*, cpu ~xeon, ≥ 16 cores, JVM ≥ 21, labels tuned");
  }
}
