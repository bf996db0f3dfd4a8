package dev.wirebench.engine.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.wirebench.engine.codec.CodecRegistry;
import dev.wirebench.engine.fixture.FixtureLoader;
import dev.wirebench.engine.jvm.JvmFlags;
import dev.wirebench.engine.result.RunKind;
import dev.wirebench.engine.run.MeasurementLock;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Plans are checked before anything starts, with messages that say what to change. */
class BenchmarkPlanTest {
  @TempDir Path temp;

  private BenchmarkEngine engine() {
    return new BenchmarkEngine(
        CodecRegistry.discover(),
        FixtureLoader.bundled(),
        new MeasurementLock(temp.resolve("lock")));
  }

  @Test
  void unknownCodecIsRefusedNamingTheKnownOnes() {
    BenchmarkPlan plan = BenchmarkPlan.builder().codecs("json", "nope").fixtures("minimal").build();
    assertThatThrownBy(() -> engine().prepare(plan))
        .isInstanceOf(PlanException.class)
        .hasMessageContaining("unknown codec 'nope'")
        .hasMessageContaining("known codecs: ")
        .hasMessageContaining("json");
  }

  @Test
  void unknownFixtureIsRefusedNamingTheBundledOnes() {
    BenchmarkPlan plan = BenchmarkPlan.builder().codecs("json").fixtures("no-such-fixture").build();
    assertThatThrownBy(() -> engine().prepare(plan))
        .isInstanceOf(PlanException.class)
        .hasMessageContaining("no-such-fixture")
        .hasMessageContaining("snapshot-20x20");
  }

  @Test
  void forksBelowOneAreRefused() {
    BenchmarkPlan plan =
        BenchmarkPlan.builder().codecs("json").fixtures("minimal").forks(0).build();
    assertThatThrownBy(() -> engine().prepare(plan))
        .isInstanceOf(PlanException.class)
        .hasMessageContaining("forks must be at least 1");
  }

  @Test
  void unsupportedPairsAreSkippedWithTheCodecsReason() {
    // FIX carries no bare InstrumentMessage; json carries everything.
    PreparedPlan prepared =
        engine()
            .prepare(
                BenchmarkPlan.builder()
                    .codecs("json", "fix")
                    .fixtures("minimal", "trade-update")
                    .operations(Operation.DECODE)
                    .build());
    assertThat(prepared.skipped())
        .singleElement()
        .satisfies(
            skipped -> {
              assertThat(skipped.codec()).isEqualTo("fix");
              assertThat(skipped.fixture()).isEqualTo("minimal");
              assertThat(skipped.describe()).startsWith("fix × minimal: n/a — ");
            });
    assertThat(prepared.cases())
        .extracting(BenchmarkCase::label)
        .containsExactly(
            "json × minimal decode avgt",
            "json × trade-update decode avgt",
            "fix × trade-update decode avgt");
  }

  @Test
  void aPlanWithNoSupportedPairIsRefused() {
    BenchmarkPlan plan = BenchmarkPlan.builder().codecs("fix").fixtures("minimal").build();
    assertThatThrownBy(() -> engine().prepare(plan))
        .isInstanceOf(PlanException.class)
        .hasMessageContaining("nothing to run")
        .hasMessageContaining("n/a — ");
  }

  @Test
  void forksGetTheRequiredFlagsForTheirJdkThenThePlansOwn() {
    PreparedPlan prepared =
        engine()
            .prepare(
                BenchmarkPlan.builder()
                    .codecs("json")
                    .fixtures("minimal")
                    .jvmFlags(List.of("-Xmx256m"))
                    .build());
    List<String> expected = new java.util.ArrayList<>(JvmFlags.forJdk(prepared.jvm().feature()));
    expected.add("-Xmx256m");
    assertThat(prepared.forkJvmArgs()).containsExactlyElementsOf(expected);
  }

  @Test
  void everyCombinationOfOperationAndModeIsOneBenchmark() {
    PreparedPlan prepared =
        engine()
            .prepare(
                BenchmarkPlan.builder()
                    .codecs("json")
                    .fixtures("minimal")
                    .operations(Operation.ENCODE, Operation.DECODE, Operation.ROUNDTRIP)
                    .modes(BenchMode.THROUGHPUT, BenchMode.SAMPLE_TIME)
                    .build());
    assertThat(prepared.cases()).hasSize(6);
    assertThat(prepared.encodedSize("json", "minimal")).isPositive();
    assertThat(prepared.codecs().get("json").id()).isEqualTo("json");
  }

  @Test
  void aLatencyPlanHasOneLatencyBenchmarkPerOperation() {
    BenchmarkPlan plan =
        BenchmarkPlan.builder()
            .codecs("json")
            .fixtures("minimal")
            .operations(Operation.ENCODE, Operation.DECODE)
            .latency(LatencySettings.of(LatencySettings.parseCooler("busy:1ms")))
            .build();
    PreparedPlan prepared = engine().prepare(plan);
    assertThat(plan.kind()).isEqualTo(RunKind.LATENCY);
    assertThat(prepared.cases()).extracting(BenchmarkCase::mode).containsOnly(BenchMode.LATENCY);
    assertThat(plan.settings()).containsEntry("cooler", "busy:1ms");
  }
}
