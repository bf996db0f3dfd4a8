package dev.wirebench.engine.throughput;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.wirebench.engine.result.ThroughputPoint;
import java.util.List;
import org.junit.jupiter.api.Test;

class PointSummaryTest {
  private static ThroughputPoint point(int repetition, List<Double> perConsumer, double scan) {
    return new ThroughputPoint(
        "log",
        "json",
        "bars",
        perConsumer.size(),
        repetition,
        1_000,
        71_000,
        1_000_000,
        2e6,
        142,
        perConsumer,
        scan,
        0);
  }

  @Test
  void eachRepetitionIsComparedWithItsOwnScanPass() {
    // the machine slowed down for repetition 2: consumer and scan both lost a third
    List<ThroughputPoint> points =
        List.of(
            point(0, List.of(30e6), 50e6),
            point(1, List.of(20e6), 33e6),
            point(2, List.of(33e6), 50e6));

    PointSummary summary = PointSummary.of(points).get(0);

    // pairs: 60 %, 60.6 %, 66 % — not 30 M (median consumer) / 50 M (median scan)
    assertThat(summary.percentOfCeiling()).isCloseTo(100 * 20 / 33.0, within(1e-9));
    assertThat(summary.percentOfCeilingMin()).isCloseTo(60, within(1e-9));
    assertThat(summary.percentOfCeilingMax()).isCloseTo(66, within(1e-9));
    assertThat(summary.scanCeilingMsgPerSec()).isEqualTo(50e6);
    assertThat(summary.perConsumerMsgPerSec()).isEqualTo(30e6);
  }

  @Test
  void aRepetitionOfSeveralConsumersUsesItsMedianConsumer() {
    List<ThroughputPoint> points = List.of(point(0, List.of(20e6, 30e6, 40e6), 40e6));

    PointSummary summary = PointSummary.of(points).get(0);

    assertThat(summary.percentOfCeiling()).isCloseTo(75, within(1e-9));
  }

  @Test
  void withoutAScanThereIsNoRatio() {
    PointSummary summary = PointSummary.of(List.of(point(0, List.of(1e6), Double.NaN))).get(0);

    assertThat(summary.percentOfCeiling()).isNaN();
    assertThat(summary.percentOfCeilingMin()).isNaN();
  }
}
