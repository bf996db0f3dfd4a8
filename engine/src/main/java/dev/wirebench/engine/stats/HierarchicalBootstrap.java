package dev.wirebench.engine.stats;

import java.util.SplittableRandom;

/**
 * The two-level bootstrap of Kalibera &amp; Jones ("Rigorous Benchmarking in Reasonable Time", ISMM
 * 2013) for the ratio of means B/A: each resample draws forks with replacement, then iterations
 * with replacement within each drawn fork, and takes the grand mean of fork means; the two sides
 * are resampled independently. The draws are the log of the resampled ratio, so the geometric mean
 * over many benchmarks can be resampled from the same draws.
 *
 * <p>Seeded and deterministic: the same inputs and seed give the same draws. Primitive arrays only
 * (a comparison of a thousand benchmarks runs millions of draws). Not thread-safe per instance; use
 * one per thread.
 */
final class HierarchicalBootstrap {
  private final SplittableRandom random;

  HierarchicalBootstrap(long seed) {
    this.random = new SplittableRandom(seed);
  }

  /**
   * {@code resamples} independent draws of ln(mean*(B) / mean*(A)), in draw order.
   *
   * @throws IllegalArgumentException if a side has no fork or a non-positive value
   */
  double[] logRatios(ForkSamples a, ForkSamples b, int resamples) {
    return logRatios(a, b, resamples, ForkStatistic.MEAN);
  }

  /**
   * As {@link #logRatios(ForkSamples, ForkSamples, int)}, summarising each resample's fork means
   * with {@code statistic} (the mean of fork means, or their median).
   */
  double[] logRatios(ForkSamples a, ForkSamples b, int resamples, ForkStatistic statistic) {
    if (a.forks() == 0 || b.forks() == 0) {
      throw new IllegalArgumentException("both sides need at least one fork");
    }
    if (!a.allPositive() || !b.allPositive()) {
      throw new IllegalArgumentException("ratios need strictly positive scores");
    }
    double[] draws = new double[resamples];
    double[] meansA = new double[a.forks()];
    double[] meansB = new double[b.forks()];
    for (int r = 0; r < resamples; r++) {
      double centerB = statistic.of(resampledForkMeans(b, meansB));
      double centerA = statistic.of(resampledForkMeans(a, meansA));
      draws[r] = Math.log(centerB / centerA);
    }
    return draws;
  }

  /** One two-level resample's fork means, written into {@code means} (one per fork). */
  private double[] resampledForkMeans(ForkSamples side, double[] means) {
    int forks = side.forks();
    for (int f = 0; f < forks; f++) {
      double[] fork = side.fork(random.nextInt(forks));
      int n = fork.length;
      double forkSum = 0;
      for (int i = 0; i < n; i++) {
        forkSum += fork[random.nextInt(n)];
      }
      means[f] = forkSum / n;
    }
    return means;
  }
}
