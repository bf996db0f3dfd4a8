package dev.wirebench.engine.history;

/**
 * How change points are searched for.
 *
 * @param alpha significance level of each split's permutation test, in (0, 0.5)
 * @param permutations the most permutations per test (at least {@code 1/alpha}, so that a split can
 *     reach alpha at all); the test stops earlier once the split cannot reach alpha
 * @param seed seed of the permutations: the same series and settings always give the same answer
 * @param noiseBand relative shift (0.02 = 2 %) below which a change point is not reported, however
 *     significant; 0 disables the band
 * @param minSegment the fewest points on each side of a change point, at least 2
 */
public record ChangePointSettings(
    double alpha, int permutations, long seed, double noiseBand, int minSegment) {
  public static final double DEFAULT_ALPHA = 0.05;
  public static final int DEFAULT_PERMUTATIONS = 99;
  public static final long DEFAULT_SEED = 20_140_101L;
  public static final double DEFAULT_NOISE_BAND = 0.02;
  public static final int DEFAULT_MIN_SEGMENT = 3;

  public ChangePointSettings {
    if (!(alpha > 0 && alpha < 0.5)) {
      throw new IllegalArgumentException("alpha must be between 0 and 0.5, got " + alpha);
    }
    if (permutations < Math.ceil(1 / alpha) - 1) {
      throw new IllegalArgumentException(
          permutations + " permutations can never reach p ≤ " + alpha);
    }
    if (!(noiseBand >= 0 && noiseBand < 1)) {
      throw new IllegalArgumentException("the noise band must be in [0, 1), got " + noiseBand);
    }
    if (minSegment < 2) {
      throw new IllegalArgumentException("a segment needs at least 2 points, got " + minSegment);
    }
  }

  public static ChangePointSettings defaults() {
    return new ChangePointSettings(
        DEFAULT_ALPHA, DEFAULT_PERMUTATIONS, DEFAULT_SEED, DEFAULT_NOISE_BAND, DEFAULT_MIN_SEGMENT);
  }

  public ChangePointSettings withNoiseBand(double band) {
    return new ChangePointSettings(alpha, permutations, seed, band, minSegment);
  }

  public ChangePointSettings withAlpha(double level) {
    return new ChangePointSettings(level, permutations, seed, noiseBand, minSegment);
  }

  public ChangePointSettings withSeed(long newSeed) {
    return new ChangePointSettings(alpha, permutations, newSeed, noiseBand, minSegment);
  }
}
