package dev.wirebench.engine.stats;

import static dev.wirebench.engine.stats.Samples.forked;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.wirebench.engine.result.BenchResult;
import org.junit.jupiter.api.Test;

/**
 * Issue 32, item 3: one iteration 20× its fork's median no longer hides a slowdown seen in every
 * fork; it is named in the note, kept by the mean estimate and left out by the robust one.
 */
class OutlierIterationsTest {
  private static final double[][] BASELINE = {
    {100, 101, 99, 100.5, 99.5},
    {102, 101, 103, 102.5, 101.5},
    {99, 100, 98, 99.5, 98.5},
    {101, 100, 102, 101.5, 100.5},
    {100, 99, 101, 100.5, 99.5}
  };

  /** 10 % slower in every fork, and one descheduled iteration 20× its fork's median. */
  private static double[][] candidate() {
    double[][] slower = new double[BASELINE.length][];
    for (int f = 0; f < slower.length; f++) {
      slower[f] = BASELINE[f].clone();
      for (int i = 0; i < slower[f].length; i++) {
        slower[f][i] *= 1.10;
      }
    }
    slower[2][3] = 20 * 99 * 1.10;
    return slower;
  }

  @Test
  void findsTheOneFarIterationAndNothingInTightForks() {
    OutlierIterations found = OutlierIterations.find(ForkSamples.of(candidate(), 1));

    assertThat(found.flags())
        .singleElement()
        .satisfies(
            flag -> {
              assertThat(flag.fork()).isEqualTo(2);
              assertThat(flag.iteration()).isEqualTo(3);
              assertThat(flag.timesMedian()).isCloseTo(20, within(0.5));
            });
    assertThat(found.describe("B")).startsWith("B: 1 outlier iteration (fork 3, #4: 20.");
    assertThat(OutlierIterations.find(ForkSamples.of(BASELINE, 1)).isEmpty()).isTrue();
  }

  @Test
  void aSmallWobbleInAVeryTightForkIsNoOutlier() {
    double[][] tight = {{100.00, 100.01, 100.00, 100.02, 101.5}};

    assertThat(OutlierIterations.find(ForkSamples.of(tight, 1)).isEmpty()).isTrue();
  }

  @Test
  void theMeanKeepsTheOutlierAndSaysSoTheRobustEstimateSeesTheSlowdown() {
    BenchResult a = forked("json", "avgt", "ns/op", BASELINE);
    BenchResult b = forked("json", "avgt", "ns/op", candidate());

    PairComparison mean = new RunComparer(CompareSettings.defaults()).pair(a, b);
    PairComparison robust = new RunComparer(CompareSettings.defaults().withRobust(true)).pair(a, b);

    assertThat(mean.change()).as("the one iteration distorts the mean").isGreaterThan(0.5);
    assertThat(mean.note()).contains("B: 1 outlier iteration").contains("kept (mean estimate)");
    assertThat(robust.verdict()).isEqualTo(Verdict.SLOWER);
    assertThat(robust.change()).isCloseTo(0.10, within(0.005));
    assertThat(robust.note()).contains("left out (robust estimate)");
    assertThat(robust.shapeB()).isEqualTo("5×4–5");
  }
}
