package dev.wirebench.engine.stats;

/**
 * Percentile intervals from bootstrap draws, expanded for few replicates (Hesterberg, "What
 * Teachers Should Know About the Bootstrap", The American Statistician 69(4), 2015, §5): a plain
 * percentile interval from n replicates is too narrow — the bootstrap spread is √((n−1)/n) of the
 * sample's, and it uses normal tails where Student's t applies — so it is cut at α′/2 and 1−α′/2
 * with z(α′/2) = √(n/(n−1)) · t(α/2, n−1). With 5 forks and α = 0.05 that is α′ ≈ 0.0019; with 3
 * forks the cut lies beyond any finite number of resamples and the interval is the draws' full
 * range.
 */
final class ExpandedPercentile {
  private ExpandedPercentile() {}

  /** α′ for replicates {@code n ≥ 2} and nominal {@code alpha}. */
  static double expandedAlpha(double alpha, int n) {
    if (n < 2) {
      throw new IllegalArgumentException("an interval needs at least 2 replicates, got " + n);
    }
    double t = StudentT.twoSidedQuantile(1 - alpha, n - 1);
    return 2 * Normal.upperTail(Math.sqrt(n / (n - 1.0)) * t);
  }

  /**
   * The {@code p}-quantile of ascending {@code sorted} draws, interpolated, clamped to the range.
   */
  static double quantile(double[] sorted, double p) {
    double position = p * (sorted.length - 1);
    if (position <= 0) {
      return sorted[0];
    }
    if (position >= sorted.length - 1) {
      return sorted[sorted.length - 1];
    }
    int below = (int) Math.floor(position);
    double weight = position - below;
    return sorted[below] * (1 - weight) + sorted[below + 1] * weight;
  }

  /** {lower, upper} of the expanded interval at 1−α over ascending draws. */
  static double[] bounds(double[] sorted, double alpha, int n) {
    double expanded = expandedAlpha(alpha, n);
    return new double[] {quantile(sorted, expanded / 2), quantile(sorted, 1 - expanded / 2)};
  }
}
