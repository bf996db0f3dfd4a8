package dev.wirebench.engine.history;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class ChangePointDetectorTest {
  private final ChangePointDetector detector =
      new ChangePointDetector(ChangePointSettings.defaults());

  @Test
  void findsOneShiftAtItsIndexWithItsSizeAndDirection() {
    Series series = SyntheticSeries.levels(1, 1.0, 2.0, new int[] {30, 30}, 100, 112);

    List<ChangePoint> found = detector.detect(series);

    assertThat(found).hasSize(1);
    ChangePoint shift = found.get(0);
    assertThat(shift.index()).isEqualTo(30);
    assertThat(shift.point().runId()).isEqualTo(31);
    assertThat(shift.pValue()).isLessThanOrEqualTo(0.05);
    assertThat(shift.change()).isBetween(0.11, 0.13);
    assertThat(shift.regression()).isTrue(); // avgt: a higher time per op is slower
    assertThat(shift.describe("decode"))
        .matches("decode 1[12]\\.\\d % slower from run #31, p = 0\\.010");
  }

  @Test
  void findsTwoShiftsInBothDirections() {
    Series series = SyntheticSeries.levels(2, 1.5, 2.0, new int[] {25, 25, 30}, 100, 90, 95);

    List<ChangePoint> found = detector.detect(series);

    assertThat(found).extracting(ChangePoint::index).containsExactly(25, 50);
    assertThat(found.get(0).regression()).isFalse(); // 100 → 90 ns/op is faster
    assertThat(found.get(1).regression()).isTrue();
  }

  @Test
  void findsShiftsInNoisySeriesNearTheirIndex() {
    // noise sd 5 against a shift of 8: single points overlap heavily, the levels do not
    int near = 0;
    for (int seed = 0; seed < 20; seed++) {
      Series series = SyntheticSeries.levels(300 + seed, 5.0, 10.0, new int[] {40, 40}, 100, 108);
      List<ChangePoint> found = detector.detect(series);
      if (found.size() == 1 && Math.abs(found.get(0).index() - 40) <= 5) {
        near++;
      }
    }
    assertThat(near).isGreaterThanOrEqualTo(18);
  }

  @Test
  void findsNoShiftInNoiseAtAboutTheTestsLevel() {
    // band off: only the permutation test decides, so false alarms should run at about alpha
    ChangePointDetector strict =
        new ChangePointDetector(ChangePointSettings.defaults().withNoiseBand(0));
    int trials = 200;
    int alarms = 0;
    for (int t = 0; t < trials; t++) {
      Series series = SyntheticSeries.levels(1000 + t, 2.0, 0, new int[] {40}, 100);
      if (!strict.detect(series).isEmpty()) {
        alarms++;
      }
    }
    // alpha = 0.05: 10 expected; 20 is beyond 3 binomial standard deviations (sd ≈ 3.1)
    assertThat(alarms).isLessThanOrEqualTo(20);
  }

  @Test
  void ignoresSinglePointOutliers() {
    Random random = new Random(4);
    List<Double> scores = new ArrayList<>();
    for (int i = 0; i < 60; i++) {
      scores.add(100 + random.nextGaussian() + (i == 17 || i == 44 ? 40 : 0));
    }

    assertThat(detector.detect(SyntheticSeries.of(scores, 2.0))).isEmpty();
  }

  @Test
  void dropsSignificantShiftsInsideTheNoiseBand() {
    // a 1 % shift with almost no noise: the permutation test finds it, the 2 % band hides it
    Series series = SyntheticSeries.levels(5, 0.1, 0.2, new int[] {30, 30}, 100, 101);

    assertThat(detector.detect(series)).isEmpty();
    assertThat(
            new ChangePointDetector(ChangePointSettings.defaults().withNoiseBand(0)).detect(series))
        .extracting(ChangePoint::index)
        .containsExactly(30);
  }

  @Test
  void dropsShiftsSmallerThanTheResultsOwnErrors() {
    // a 5 % shift, but each run says ± 60: ten runs a side cannot tell 5 apart
    // (sqrt(60²/10 + 60²/10) ≈ 27)
    Series uncertain = SyntheticSeries.levels(6, 0.5, 60, new int[] {10, 10}, 100, 105);
    Series certain = SyntheticSeries.levels(6, 0.5, 1, new int[] {10, 10}, 100, 105);

    assertThat(detector.detect(uncertain)).isEmpty();
    assertThat(detector.detect(certain)).extracting(ChangePoint::index).containsExactly(10);
  }

  @Test
  void sameSeedSameAnswer() {
    Series series = SyntheticSeries.levels(7, 3.0, 1, new int[] {20, 20, 20}, 100, 106, 100);
    ChangePointDetector other = new ChangePointDetector(ChangePointSettings.defaults());

    assertThat(other.detect(series)).isEqualTo(detector.detect(series));
  }

  @Test
  void shortSeriesHaveNoChangePoints() {
    assertThat(detector.detect(SyntheticSeries.of(List.of(100.0, 200.0, 100.0, 200.0), 1)))
        .isEmpty();
    assertThat(detector.detect(SyntheticSeries.of(List.of(), 1))).isEmpty();
  }

  @Test
  void throughputDropsAreRegressions() {
    Series decode = SyntheticSeries.levels(8, 1.0, 1, new int[] {15, 15}, 200, 170);
    Series thrpt =
        new Series(
            new BenchmarkKey(
                decode.key().benchmark(),
                "json",
                "snapshot-20x20",
                "decode",
                "thrpt",
                decode.key().params()),
            decode.environment(),
            "ops/s",
            decode.points());

    List<ChangePoint> found = detector.detect(thrpt);

    assertThat(found).hasSize(1);
    assertThat(found.get(0).regression()).isTrue();
    assertThat(found.get(0).shift()).startsWith("15.").endsWith("% slower");
  }
}
