package dev.wirebench.app.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.wirebench.engine.bench.BenchMode;
import dev.wirebench.engine.bench.BenchProfiler;
import dev.wirebench.engine.bench.BenchmarkPlan;
import dev.wirebench.engine.bench.Operation;
import dev.wirebench.engine.codec.CodecRegistry;
import dev.wirebench.engine.latency.CoolerSpec;
import dev.wirebench.engine.profile.ProfileEvent;
import dev.wirebench.engine.result.RunKind;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The plan form checks itself as it changes and turns into the engine's plan. */
class PlanViewModelTest {
  private final PlanViewModel plan =
      new PlanViewModel(CodecRegistry.discover().infos(), List.of("minimal", "trade-update"));

  @Test
  void anEmptySelectionNamesWhatToChooseFirst() {
    assertThat(plan.problemProperty().get()).isEqualTo("Choose at least one codec.");
    assertThat(plan.summaryProperty().get()).isEmpty();
    assertThatThrownBy(plan::toPlan).hasMessage("Choose at least one codec.");

    plan.codecs().add("json");
    assertThat(plan.problemProperty().get()).isEqualTo("Choose at least one fixture.");
    plan.fixtures().add("minimal");
    plan.operations().clear();
    assertThat(plan.problemProperty().get()).isEqualTo("Choose at least one operation.");
    plan.operations().add(Operation.DECODE);
    assertThat(plan.problemProperty().get()).isEmpty();
    assertThat(plan.summaryProperty().get()).startsWith("1 benchmark · 3 forks · about ");
    assertThat(plan.forkWarningProperty().get()).isEmpty();
  }

  @Test
  void perfnormJoinsThePlanOnlyWhereTheMachineHasHardwareCounters() {
    plan.codecs().add("json");
    plan.fixtures().add("minimal");
    PlanProfiles profiles = plan.profiles();
    assertThat(profiles.countersMissingProperty().get()).as("not checked yet").isNull();

    profiles.perfnormProperty().set(true);
    assertThat(plan.toPlan().profilers())
        .as("unknown yet: not asked")
        .doesNotContain(BenchProfiler.PERFNORM);
    profiles.setCountersMissing(java.util.Optional.empty());
    assertThat(plan.toPlan().profilers()).contains(BenchProfiler.PERFNORM, BenchProfiler.GC);

    profiles.setCountersMissing(java.util.Optional.of("perf is not installed"));
    assertThat(profiles.perfnormProperty().get()).isFalse();
    profiles.perfnormProperty().set(true);
    assertThat(plan.toPlan().profilers()).containsExactly(BenchProfiler.GC);
  }

  @Test
  void aOneForkPlanIsWarnedThatItCannotBeComparedReliably() {
    plan.codecs().add("json");
    plan.fixtures().add("minimal");

    plan.forksProperty().set(1);

    assertThat(plan.summaryProperty().get()).contains(" · 1 fork · about ");
    assertThat(plan.forkWarningProperty().get())
        .isEqualTo(
            "1 fork: this run cannot be compared reliably (JVM-to-JVM variation cannot be"
                + " estimated; compare needs ≥ 3 forks)");
  }

  @Test
  void aBadIterationTimeOrCoolerIsExplainedInline() {
    plan.codecs().add("json");
    plan.fixtures().add("minimal");
    plan.warmupTimeProperty().set("10 parsecs");
    assertThat(plan.problemProperty().get()).startsWith("Warm-up time: bad duration '10 parsecs'");
    plan.warmupTimeProperty().set("200ms");
    plan.modeProperty().set(BenchMode.LATENCY);
    plan.coolerProperty().set("warm");
    assertThat(plan.problemProperty().get()).startsWith("Cooler: bad cooler 'warm'");
    plan.coolerProperty().set("busy:1ms");
    assertThat(plan.problemProperty().get()).isEmpty();
  }

  @Test
  void theFormBecomesAJmhPlanWithItsSettingsInOperationOrder() {
    plan.codecs().setAll("json");
    plan.fixtures().setAll("trade-update", "minimal");
    plan.operations().setAll(Operation.ROUNDTRIP, Operation.ENCODE);
    plan.modeProperty().set(BenchMode.THROUGHPUT);
    plan.warmupIterationsProperty().set(2);
    plan.warmupTimeProperty().set("200ms");
    plan.measureIterationsProperty().set(4);
    plan.measureTimeProperty().set("1s");
    plan.forksProperty().set(2);
    plan.gcProfilerProperty().set(false);
    plan.jvmFlagsProperty().set("  -Xmx1g   -XX:+UseParallelGC ");
    plan.labelProperty().set(" baseline ");

    BenchmarkPlan built = plan.toPlan();

    assertThat(built.kind()).isEqualTo(RunKind.BENCH);
    assertThat(built.fixtures()).containsExactly("trade-update", "minimal");
    assertThat(built.operations()).containsExactly(Operation.ENCODE, Operation.ROUNDTRIP);
    assertThat(built.modes()).containsExactly(BenchMode.THROUGHPUT);
    assertThat(built.warmup().toText()).isEqualTo("2x200ms");
    assertThat(built.measurement().toText()).isEqualTo("4x1s");
    assertThat(built.forks()).isEqualTo(2);
    assertThat(built.profilers()).doesNotContain(BenchProfiler.GC);
    assertThat(built.jvmFlags()).containsExactly("-Xmx1g", "-XX:+UseParallelGC");
    assertThat(built.label()).isEqualTo("baseline");
  }

  @Test
  void latencyModeMakesAHarnessPlanWithTheCooler() {
    plan.codecs().setAll("json");
    plan.fixtures().setAll("minimal");
    plan.modeProperty().set(BenchMode.LATENCY);
    plan.coolerProperty().set("sleep:100us");
    plan.latencyOpsProperty().set(50_000);

    BenchmarkPlan built = plan.toPlan();

    assertThat(built.kind()).isEqualTo(RunKind.LATENCY);
    assertThat(built.latency().cooler()).isEqualTo(CoolerSpec.sleep(100_000));
    assertThat(built.latency().measuredOps()).isEqualTo(50_000);
  }

  @Test
  void aRateMakesAnOpenLoopPlanAndRefusesACooler() {
    plan.codecs().setAll("json");
    plan.fixtures().setAll("minimal");
    plan.modeProperty().set(BenchMode.LATENCY);
    plan.rateProperty().set("fast");
    assertThat(plan.problemProperty().get()).startsWith("Rate: bad rate 'fast'");
    plan.rateProperty().set("100k/s");
    plan.coolerProperty().set("busy:1ms");
    assertThat(plan.problemProperty().get()).startsWith("An open-loop run (a rate) takes no");
    plan.coolerProperty().set("none");
    plan.subtractTimerProperty().set(true);
    assertThat(plan.problemProperty().get()).isEmpty();

    BenchmarkPlan built = plan.toPlan();

    assertThat(built.latency().ratePerSecond()).isEqualTo(100_000);
    assertThat(built.latency().subtractTimer()).isTrue();
    assertThat(built.latency().measures()).isEqualTo("response time, open loop at 100000 ops/s");
  }

  @Test
  void theProfileSwitchesBecomeThePlansProfilesAndCountInItsSize() {
    plan.codecs().setAll("json");
    plan.fixtures().setAll("minimal");
    plan.operations().setAll(Operation.DECODE);
    assertThat(plan.toPlan().profiles()).isEmpty();
    assertThat(plan.summaryProperty().get()).startsWith("1 benchmark · 3 forks · about ");

    plan.profiles().cpuProperty().set(true);
    assertThat(plan.toPlan().profiles()).containsExactly(ProfileEvent.CPU);
    assertThat(plan.summaryProperty().get()).startsWith("1 benchmark · 3 forks + 1 profiled ·");
    plan.profiles().allocProperty().set(true);
    assertThat(plan.toPlan().profiles()).containsExactly(ProfileEvent.CPU, ProfileEvent.ALLOC);
    assertThat(plan.toPlan().settings()).containsEntry("profiles", "cpu,alloc");
    assertThat(plan.summaryProperty().get()).contains("3 forks + 2 profiled");

    plan.modeProperty().set(BenchMode.LATENCY); // the harness takes no profiles: none asked for
    assertThat(plan.toPlan().profiles()).isEmpty();
  }
}
