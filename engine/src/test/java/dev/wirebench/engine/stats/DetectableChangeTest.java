package dev.wirebench.engine.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

/** Issue 32, item 1: what change a plan's forks can detect, from an earlier run's spread. */
class DetectableChangeTest {
  @Test
  void aSpreadOfFivePercentBetweenForksDetectsAboutTwelvePercentWithThreeForks() {
    // Fork means 95, 100, 105: sd 5, cv 0.05; t(0.975, 4) = 2.776; √(2/3) = 0.8165.
    ForkSamples earlier = ForkSamples.of(new double[][] {{95, 95}, {100, 100}, {105, 105}}, 1);

    double detectable = DetectableChange.of(earlier, 3, 0.05, 0.02).orElseThrow();

    assertThat(detectable).isCloseTo(0.02 + 2.776 * 0.05 * 0.8165, within(0.001));
  }

  @Test
  void moreForksDetectSmallerChangesAndTooFewEarlierForksSayNothing() {
    ForkSamples earlier = ForkSamples.of(new double[][] {{95}, {100}, {105}, {101}}, 1);

    assertThat(DetectableChange.of(earlier, 10, 0.05, 0.02).orElseThrow())
        .isLessThan(DetectableChange.of(earlier, 3, 0.05, 0.02).orElseThrow());
    assertThat(DetectableChange.of(ForkSamples.of(new double[][] {{1}, {2}}, 1), 3, 0.05, 0.02))
        .isEmpty();
  }
}
