package dev.wirebench.engine.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

class StudentTTest {
  @Test
  void twoSidedQuantilesMatchTheTables() {
    assertThat(StudentT.twoSidedQuantile(0.95, 1)).isCloseTo(12.706, within(0.001));
    assertThat(StudentT.twoSidedQuantile(0.95, 2)).isCloseTo(4.303, within(0.001));
    assertThat(StudentT.twoSidedQuantile(0.95, 4)).isCloseTo(2.776, within(0.001));
    assertThat(StudentT.twoSidedQuantile(0.95, 9)).isCloseTo(2.262, within(0.001));
    assertThat(StudentT.twoSidedQuantile(0.99, 30)).isCloseTo(2.750, within(0.001));
  }

  @Test
  void theExpandedAlphaShrinksWithFewReplicates() {
    // z = sqrt(5/4) * 2.776 = 3.104: two-sided tail 0.0019
    assertThat(ExpandedPercentile.expandedAlpha(0.05, 5)).isCloseTo(0.0019, within(0.0001));
    assertThat(ExpandedPercentile.expandedAlpha(0.05, 100)).isCloseTo(0.05, within(0.004));
  }

  @Test
  void quantilesInterpolateAndClampToTheDraws() {
    double[] sorted = {1, 2, 3, 4, 5};

    assertThat(ExpandedPercentile.quantile(sorted, 0.5)).isEqualTo(3);
    assertThat(ExpandedPercentile.quantile(sorted, 0.125)).isEqualTo(1.5);
    assertThat(ExpandedPercentile.quantile(sorted, 0)).isEqualTo(1);
    assertThat(ExpandedPercentile.quantile(sorted, 1)).isEqualTo(5);
  }
}
