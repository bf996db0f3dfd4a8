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

  @Test
  void scoresAndComparesByTheMedianOfRepetitionsAsTheTablesDo() {
    // one disturbed repetition (5e6) does not move the median, which is what the table shows
    List<BenchResult> a =
        ThroughputResults.of(
            List.of(
                point(1, 0, 1.0e6), point(1, 1, 1.02e6), point(1, 2, 0.98e6), point(1, 3, 5e6)));
    List<BenchResult> b =
        ThroughputResults.of(
            List.of(
                point(1, 0, 1.0e6), point(1, 1, 1.01e6), point(1, 2, 0.99e6), point(1, 3, 1e6)));
    assertThat(a.get(0).score()).isCloseTo(1.01e6, within(1.0));
    assertThat(a.get(0).secondary().get("per-consumer.msg/s")).isCloseTo(1.01e6, within(1.0));

    PairComparison pair = new RunComparer(CompareSettings.defaults()).pair(a.get(0), b.get(0));

    assertThat(pair.scoreA()).isCloseTo(1.01e6, within(1.0));
    assertThat(pair.scoreB()).isCloseTo(1.0e6, within(1.0));
    assertThat(pair.change()).isCloseTo(1.0e6 / 1.01e6 - 1, within(1e-9));
    assertThat(pair.note()).contains("medians of repetitions");
    // a mean would have called this a 60 % drop; the median sees no change
    assertThat(pair.verdict()).isNotIn(Verdict.FASTER, Verdict.SLOWER);
    assertThat(pair.change()).isBetween(pair.changeLower(), pair.changeUpper());
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
