package dev.wirebench.engine.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.Random;
import org.junit.jupiter.api.Test;

class MannWhitneyTest {

  @Test
  void completelySeparatedFivesHaveTheExactSmallestPValue() {
    MannWhitney.Result result =
        MannWhitney.test(new double[] {1, 2, 3, 4, 5}, new double[] {6, 7, 8, 9, 10});

    assertThat(result.exact()).isTrue();
    assertThat(result.u()).isEqualTo(0);
    // two of the C(10,5) = 252 arrangements are this extreme
    assertThat(result.pValue()).isCloseTo(2.0 / 252, within(1e-12));
    assertThat(result.minimumP()).isCloseTo(2.0 / 252, within(1e-12));
  }

  @Test
  void threeAgainstThreeCanNeverReachFivePercent() {
    MannWhitney.Result result = MannWhitney.test(new double[] {1, 2, 3}, new double[] {10, 11, 12});

    assertThat(result.minimumP()).isCloseTo(0.1, within(1e-12));
    assertThat(result.pValue()).isCloseTo(0.1, within(1e-12));
  }

  @Test
  void identicalSamplesGiveOne() {
    double[] same = {5, 5, 5, 5};
    assertThat(MannWhitney.test(same, same.clone()).pValue()).isEqualTo(1.0);
  }

  @Test
  void exactPValuesMatchBruteForceEnumerationWithAndWithoutTies() {
    Random random = new Random(42);
    for (int trial = 0; trial < 40; trial++) {
      int n1 = 2 + random.nextInt(5);
      int n2 = 2 + random.nextInt(5);
      boolean ties = trial % 2 == 0;
      double[] a = sample(random, n1, ties, 0);
      double[] b = sample(random, n2, ties, trial % 3);

      double expected = bruteForceP(a, b);

      assertThat(MannWhitney.test(a, b).pValue())
          .as("trial %d", trial)
          .isCloseTo(expected, within(1e-9));
    }
  }

  @Test
  void normalApproximationAgreesWithExactForModerateSamples() {
    Random random = new Random(7);
    double[] a = new double[26];
    double[] b = new double[26];
    double[] smallA = new double[20];
    double[] smallB = new double[20];
    for (int i = 0; i < a.length; i++) {
      a[i] = random.nextGaussian();
      b[i] = random.nextGaussian() + 0.4;
    }
    System.arraycopy(a, 0, smallA, 0, 20);
    System.arraycopy(b, 0, smallB, 0, 20);

    MannWhitney.Result approximate = MannWhitney.test(a, b);
    MannWhitney.Result exact = MannWhitney.test(smallA, smallB);

    assertThat(approximate.exact()).isFalse();
    assertThat(exact.exact()).isTrue();
    // same data scale: the 20+20 exact p and its normal approximation agree closely
    double z = (Math.abs(exact.u() - 200) - 0.5) / Math.sqrt(20 * 20 * 41 / 12.0);
    assertThat(exact.pValue()).isCloseTo(2 * Normal.upperTail(z), within(0.01));
  }

  @Test
  void rejectsEmptyAndNaNSamples() {
    assertThatThrownBy(() -> MannWhitney.test(new double[0], new double[] {1}))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> MannWhitney.test(new double[] {Double.NaN}, new double[] {1}))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void normalDistributionHelpersMatchTables() {
    assertThat(Normal.quantile(0.975)).isCloseTo(1.959964, within(1e-6));
    assertThat(Normal.quantile(0.005)).isCloseTo(-2.575829, within(1e-6));
    assertThat(Normal.upperTail(1.96)).isCloseTo(0.0249979, within(1e-6));
    assertThat(Normal.upperTail(-1)).isCloseTo(0.8413447, within(1e-6));
  }

  private static double[] sample(Random random, int n, boolean ties, int shift) {
    double[] values = new double[n];
    for (int i = 0; i < n; i++) {
      values[i] = ties ? random.nextInt(4) + shift : random.nextDouble() + shift * 0.3;
    }
    return values;
  }

  /** The permutation p-value by enumerating every split of the pooled values. */
  private static double bruteForceP(double[] a, double[] b) {
    int n = a.length + b.length;
    double[] pooled = new double[n];
    System.arraycopy(a, 0, pooled, 0, a.length);
    System.arraycopy(b, 0, pooled, a.length, b.length);
    double observed = uOf(a, b);
    int lower = 0;
    int upper = 0;
    int total = 0;
    for (int mask = 0; mask < 1 << n; mask++) {
      if (Integer.bitCount(mask) != a.length) {
        continue;
      }
      double[] x = new double[a.length];
      double[] y = new double[b.length];
      int i = 0;
      int j = 0;
      for (int k = 0; k < n; k++) {
        if ((mask & 1 << k) != 0) {
          x[i++] = pooled[k];
        } else {
          y[j++] = pooled[k];
        }
      }
      double u = uOf(x, y);
      total++;
      lower += u <= observed ? 1 : 0;
      upper += u >= observed ? 1 : 0;
    }
    return Math.min(1, 2.0 * Math.min(lower, upper) / total);
  }

  private static double uOf(double[] a, double[] b) {
    double u = 0;
    for (double x : a) {
      for (double y : b) {
        u += x > y ? 1 : x == y ? 0.5 : 0;
      }
    }
    return u;
  }
}
