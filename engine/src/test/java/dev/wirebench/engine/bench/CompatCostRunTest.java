package dev.wirebench.engine.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.wirebench.engine.compat.CompatInput;
import dev.wirebench.engine.run.CancelToken;
import dev.wirebench.engine.run.MeasurementLock;
import dev.wirebench.engine.workload.CompatSource;
import dev.wirebench.engine.workload.CostVariant;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;

/**
 * The cost of compatibility in real forks with the smallest iterations: a row per variant and
 * operation with a finite positive score, its size and its settings; a variant whose reader refuses
 * the other version's bytes is a result with the reason, never a fork. No score is compared.
 */
class CompatCostRunTest {
  static final Path DOCS = Path.of("..", "docs", "examples");
  static final Path SAMPLE = Path.of("src/test/resources/peer/order_book_snapshots_sample.json");

  static CompatSource source(String change) {
    return CompatSource.of(
        DOCS.resolve("peer-order-book/order_book.xml"),
        DOCS.resolve("compat/" + change + ".xml"),
        List.of(),
        null,
        SAMPLE,
        Map.of());
  }

  static CostPlan tiny(List<CostVariant> variants, CompatSource source) {
    return new CostPlan(
        variants, "trade-update", source, 1, 1, Duration.ofMillis(50), 2, Duration.ofMillis(50));
  }

  @Test
  void everyVariantAndOperationGetsAScoreASizeAndItsSettings() {
    CompatSource source = source("add-field");
    List<CostVariant> variants =
        List.of(
            CostVariant.KRYO,
            CostVariant.KRYO_COMPATIBLE,
            CostVariant.SBE,
            CostVariant.SBE_NEWER_BLOCK);
    List<String> progress = new CopyOnWriteArrayList<>();
    List<CostResult> results =
        new CompatCostRunner(MeasurementLock.machineWide())
            .run(tiny(variants, source), source.read(), progress::add, new CancelToken());

    assertThat(results).hasSize(variants.size() * 2);
    List<String> keys = new ArrayList<>();
    for (CostResult result : results) {
      keys.add(result.variant().id() + " " + result.operation().id());
      assertThat(result.failure()).as(result.variant().id()).isNull();
      assertThat(result.score()).isFinite().isPositive();
      assertThat(result.meanBytes()).isFinite().isPositive();
      assertThat(result.unit()).isEqualTo("ns/op");
      assertThat(result.forks()).isEqualTo(1);
      assertThat(result.iterations()).isEqualTo(2);
    }
    assertThat(keys)
        .containsExactly(
            "kryo encode",
            "kryo decode",
            "kryo-compatible encode",
            "kryo-compatible decode",
            "sbe encode",
            "sbe decode",
            "sbe-newer-block encode",
            "sbe-newer-block decode");
    assertThat(results.get(0).on()).isEqualTo("trade-update");
    assertThat(results.get(4).on()).isEqualTo("OLD");
    assertThat(results.get(6).on()).isEqualTo("NEW");
    assertThat(progress).anyMatch(line -> line.startsWith("sbe-newer-block decode: fork 1/1"));
  }

  @Test
  void aReaderThatRefusesTheOtherVersionsBytesIsAResultWithTheReasonAndNoFork() {
    CompatSource source = source("remove-field");
    CompatInput input = source.read();
    List<String> progress = new CopyOnWriteArrayList<>();
    List<CostResult> results =
        new CompatCostRunner(MeasurementLock.machineWide())
            .run(
                tiny(List.of(CostVariant.SBE_NEWER_BLOCK), source),
                input,
                progress::add,
                new CancelToken());
    assertThat(results).hasSize(2);
    for (CostResult result : results) {
      assertThat(result.measured()).isFalse();
      assertThat(result.score()).isNaN();
      assertThat(result.failure()).contains("the reader refuses the writer's bytes");
    }
    assertThat(progress).noneMatch(line -> line.contains("fork"));
  }

  @Test
  void aPlanWithoutForksOrIterationsIsRefused() {
    assertThatThrownBy(
            () ->
                new CostPlan(
                    List.of(CostVariant.FORY),
                    "trade-update",
                    null,
                    0,
                    1,
                    Duration.ofMillis(50),
                    1,
                    Duration.ofMillis(50)))
        .isInstanceOf(PlanException.class)
        .hasMessageContaining("forks and iterations must be at least 1");
  }
}
