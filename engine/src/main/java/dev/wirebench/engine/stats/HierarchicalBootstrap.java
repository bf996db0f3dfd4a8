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
    if (a.forks() == 0 || b.forks() == 0) {
      throw new IllegalArgumentException("both sides need at least one fork");
    }
    if (!a.allPositive() || !b.allPositive()) {
      throw new IllegalArgumentException("ratios need strictly positive scores");
    }
    double[] draws = new double[resamples];
    for (int r = 0; r < resamples; r++) {
      draws[r] = Math.log(resampledMean(b) / resampledMean(a));
    }
    return draws;
  }

  /** One two-level resample's grand mean of fork means. */
  private double resampledMean(ForkSamples side) {
    int forks = side.forks();
    double sum = 0;
    for (int f = 0; f < forks; f++) {
      double[] fork = side.fork(random.nextInt(forks));
      int n = fork.length;
      double forkSum = 0;
      for (int i = 0; i < n; i++) {
        forkSum += fork[random.nextInt(n)];
      }
      sum += forkSum / n;
    }
    return sum / forks;
  }
}
