package dev.wirebench.engine.stats;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The estimator's calibration and power on simulated JMH runs: 2 % fork-to-fork and 0.5 % in-fork
 * noise (normal, multiplicative), 5 forks × 5 iterations per side, α = 0.05. Seeded, so every run
 * of the build sees the same pairs; the rates are the test's measurement, not a tuning target.
 */
class ChangeEstimatorSimulationTest {
  private static final int PAIRS = 1_000;
  private static final double FORK_NOISE = 0.02;
  private static final double ITERATION_NOISE = 0.005;

  @Test
  void identicalCodeGetsAFasterOrSlowerVerdictInAtMostSevenPercentOfPairs() {
    int changed = verdictCount(1.0, CompareSettings.defaults(), 11);

    assertThat(changed).isLessThanOrEqualTo(PAIRS * 7 / 100);
  }

  @Test
  void withoutANoiseBandTheIntervalStillCoversIdenticalCodeAtLeastNinetyThreePercentOfTheTime() {
    // the interval alone (band 0): its false-verdict rate is its non-coverage, which α promises
    int changed = verdictCount(1.0, new CompareSettings(0.05, 0), 12);

    assertThat(changed).isLessThanOrEqualTo(PAIRS * 7 / 100);
  }

  @Test
  void aTrueTenPercentSlowDownIsFoundInAtLeastEightyPercentOfPairs() {
    int found = verdictCount(1.10, CompareSettings.defaults(), 13);

    assertThat(found).isGreaterThanOrEqualTo(PAIRS * 80 / 100);
  }

  @Test
  void aTrueTenPercentSpeedUpInThroughputIsFoundAsFaster() {
    RunComparer comparer = new RunComparer(CompareSettings.defaults());
    SplittableRandom random = new SplittableRandom(14);
    int faster = 0;
    for (int p = 0; p < 200; p++) {
      PairComparison pair =
          comparer.pair(
              Samples.forked("x", "thrpt", "ops/s", run(random, 1e6)),
              Samples.forked("x", "thrpt", "ops/s", run(random, 1.1e6)));
      faster += pair.verdict() == Verdict.FASTER ? 1 : 0;
    }
    assertThat(faster).isGreaterThanOrEqualTo(160);
  }

  /** How many of the pairs (A at 100 ns, B at 100·ratio ns) got a faster/slower verdict. */
  private static int verdictCount(double ratio, CompareSettings settings, long seed) {
    RunComparer comparer = new RunComparer(settings);
    SplittableRandom random = new SplittableRandom(seed);
    int changed = 0;
    for (int p = 0; p < PAIRS; p++) {
      PairComparison pair =
          comparer.pair(
              Samples.forked("x", "avgt", "ns/op", run(random, 100)),
              Samples.forked("x", "avgt", "ns/op", run(random, 100 * ratio)));
      if (pair.verdict().changed()) {
        assertThat(pair.change()).isBetween(pair.changeLower(), pair.changeUpper());
        changed++;
      }
    }
    return changed;
  }

  /** One simulated run: 5 forks, each with its own level, 5 iterations around it. */
  private static double[][] run(SplittableRandom random, double mean) {
    double[][] forks = new double[5][5];
    for (double[] fork : forks) {
      double level = mean * (1 + FORK_NOISE * gaussian(random));
      for (int i = 0; i < fork.length; i++) {
        fork[i] = level * (1 + ITERATION_NOISE * gaussian(random));
      }
    }
    return forks;
  }

  /** A standard normal draw (Box–Muller), from the seeded generator. */
  private static double gaussian(SplittableRandom random) {
    double u = 1 - random.nextDouble();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random.nextDouble());
  }
}
