package dev.wirebench.engine.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

class RatioIntervalTest {

  @Test
  void criticalCountsMatchPublishedMannWhitneyTables() {
    // two-sided α = 0.05: critical U is 2 for 5+5 and 23 for 10+10, so C = U + 1
    assertThat(RatioInterval.criticalCount(5, 5, 0.05)).isEqualTo(3);
    assertThat(RatioInterval.criticalCount(10, 10, 0.05)).isEqualTo(24);
    assertThat(RatioInterval.criticalCount(3, 3, 0.05)).isZero();
  }

  @Test
  void estimatesTheRatioOfAScaledSample() {
    double[] a = {100, 101, 99, 102, 98, 100.5};
    double[] b = new double[a.length];
    for (int i = 0; i < a.length; i++) {
      b[i] = a[i] * 1.5;
    }

    RatioInterval interval = RatioInterval.of(a, b, 0.05);

    assertThat(interval.estimate()).isCloseTo(1.5, within(0.02));
    assertThat(interval.bounded()).isTrue();
    assertThat(interval.lower()).isLessThanOrEqualTo(1.5).isGreaterThan(1.4);
    assertThat(interval.upper()).isGreaterThanOrEqualTo(1.5).isLessThan(1.6);
  }

  @Test
  void estimateIsTheMedianOfAllPairwiseLogRatios() {
    java.util.Random random = new java.util.Random(11);
    for (int trial = 0; trial < 30; trial++) {
      double[] a = new double[2 + random.nextInt(8)];
      double[] b = new double[2 + random.nextInt(8)];
      for (int i = 0; i < a.length; i++) {
        a[i] = 50 + random.nextInt(20);
      }
      for (int i = 0; i < b.length; i++) {
        b[i] = 55 + random.nextInt(20);
      }
      double[] logs = new double[a.length * b.length];
      int k = 0;
      for (double x : a) {
        for (double y : b) {
          logs[k++] = Math.log(y) - Math.log(x);
        }
      }
      java.util.Arrays.sort(logs);
      int m = logs.length;
      double median = m % 2 == 1 ? logs[m / 2] : (logs[m / 2 - 1] + logs[m / 2]) / 2;

      assertThat(RatioInterval.of(a, b, 0.05).estimate())
          .isCloseTo(Math.exp(median), within(1e-12));
    }
  }

  @Test
  void hasNoBoundsWhenSamplesAreTooFew() {
    RatioInterval interval = RatioInterval.of(new double[] {1, 2}, new double[] {3, 4}, 0.05);

    assertThat(interval.bounded()).isFalse();
    assertThat(interval.estimate()).isPositive();
  }

  @Test
  void selectionFindsEveryOrderStatistic() {
    java.util.Random random = new java.util.Random(3);
    for (int trial = 0; trial < 50; trial++) {
      double[] values = new double[1 + random.nextInt(60)];
      for (int i = 0; i < values.length; i++) {
        values[i] = random.nextInt(10) + (trial % 2 == 0 ? random.nextDouble() : 0);
      }
      double[] sorted = values.clone();
      java.util.Arrays.sort(sorted);
      for (int k = 0; k < values.length; k++) {
        assertThat(RatioInterval.select(values.clone(), k)).isEqualTo(sorted[k]);
      }
    }
  }

  @Test
  void refusesNonPositiveScores() {
    assertThat(RatioInterval.of(new double[] {0, 1, 2}, new double[] {1, 2, 3}, 0.05)).isNull();
  }
}
