package dev.wirebench.app.bench;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wirebench.engine.bench.Operation;
import dev.wirebench.engine.codec.CodecRegistry;
import java.util.List;
import org.junit.jupiter.api.Test;

/** "Quick plan" makes a plan that can run, and the raw enum names of results read as words. */
class QuickPlanTest {
  private final PlanViewModel plan =
      new PlanViewModel(CodecRegistry.discover().infos(), List.of("minimal", "trade-update"));

  @Test
  void onAnEmptyFormQuickPlanChoosesCodecsAFixtureAndOperationsThatRun() {
    plan.operations().clear();

    QuickPlan.apply(plan);

    assertThat(plan.codecs()).containsExactly("json", "protobuf", "sbe");
    assertThat(plan.fixtures()).containsExactly("trade-update");
    assertThat(plan.operations()).containsExactly(Operation.ENCODE, Operation.DECODE);
    assertThat(plan.problemProperty().get()).isEmpty();
    assertThat(plan.summaryProperty().get()).startsWith("6 benchmarks · 3 forks · about ");
  }

  @Test
  void quickPlanKeepsWhatTheUserChose() {
    plan.codecs().setAll("kryo");
    plan.fixtures().setAll("minimal");

    QuickPlan.apply(plan);

    assertThat(plan.codecs()).containsExactly("kryo");
    assertThat(plan.fixtures()).containsExactly("minimal");
  }

  @Test
  void aResultsDecodeContractReadsAsInspectSaysIt() {
    assertThat(LiveResultRow.contractText("FILLS_REUSED"))
        .isEqualTo("fills the caller's instance in place");
    assertThat(LiveResultRow.contractText("SOMETHING_NEWER")).isEqualTo("SOMETHING_NEWER");
    assertThat(LiveResultRow.contractText(null)).isNull();
  }
}
