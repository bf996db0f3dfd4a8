package dev.wirebench.engine.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.wirebench.engine.result.BenchResult;
import dev.wirebench.engine.result.ThroughputPoint;
import java.util.List;
import org.junit.jupiter.api.Test;

class ThroughputResultsTest {

  @Test
  void groupsRepetitionsIntoOneResultPerConsumerCount() {
    List<ThroughputPoint> points =
        List.of(
            point(1, 0, 1.0e6),
            point(1, 1, 1.2e6),
            point(2, 0, 1.8e6),
            point(2, 1, 2.0e6),
            point(2, 2, 2.2e6));

    List<BenchResult> results = ThroughputResults.of(points);

    assertThat(results).hasSize(2);
    BenchResult two = results.get(1);
    assertThat(two.params()).containsEntry("consumers", "2").containsEntry("store", "log");
    assertThat(two.score()).isCloseTo(2.0e6, within(1.0));
    assertThat(two.samples()).containsExactly(1.8e6, 2.0e6, 2.2e6);
    assertThat(two.secondary().get("per-consumer.msg/s")).isCloseTo(1.0e6, within(1.0));
    assertThat(Direction.of(two.mode(), two.unit())).isEqualTo(Direction.HIGHER_IS_BETTER);
  }

  private static ThroughputPoint point(int consumers, int repetition, double rate) {
    return new ThroughputPoint(
        "log",
        "sbe",
        "snapshot",
        consumers,
        repetition,
        1000,
        44_000,
        1_000_000,
        rate,
        rate * 44e-6,
        List.of(rate / consumers),
        Double.NaN);
  }
}
