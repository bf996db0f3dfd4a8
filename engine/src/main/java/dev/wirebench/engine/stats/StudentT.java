package dev.wirebench.engine.stats;

/**
 * Student's t distribution for whole degrees of freedom: the two-sided quantile the expanded
 * bootstrap interval needs. The CDF uses the exact finite trigonometric series that exists for
 * integer ν (Abramowitz & Stegun 26.7.3/26.7.4); the quantile is found by bisection on it, so it is
 * exact to double rounding rather than an approximation that is worst at the small ν used here.
 */
final class StudentT {
  private StudentT() {}

  /**
   * P(|T| ≤ t) for t ≥ 0 and ν ≥ 1 degrees of freedom.
   *
   * @throws IllegalArgumentException if ν < 1
   */
  static double centralProbability(double t, int nu) {
    if (nu < 1) {
      throw new IllegalArgumentException("degrees of freedom must be ≥ 1, got " + nu);
    }
    double theta = Math.atan(Math.abs(t) / Math.sqrt(nu));
    double c2 = Math.cos(theta) * Math.cos(theta);
    double s = Math.sin(theta);
    if (nu % 2 == 1) {
      double sum = 0;
      if (nu > 1) {
        double term = 1;
        sum = 1;
        for (int k = 3; k <= nu - 2; k += 2) {
          term *= c2 * (k - 1) / k;
          sum += term;
        }
        sum *= s * Math.cos(theta);
      }
      return 2 / Math.PI * (theta + sum);
    }
    double term = 1;
    double sum = 1;
    for (int k = 2; k <= nu - 2; k += 2) {
      term *= c2 * (k - 1) / k;
      sum += term;
    }
    return s * sum;
  }

  /** The t with P(|T| ≤ t) = {@code central}, e.g. 0.95 → 2.776 for ν = 4. */
  static double twoSidedQuantile(double central, int nu) {
    if (!(central > 0 && central < 1)) {
      throw new IllegalArgumentException("probability must be in (0, 1): " + central);
    }
    double lo = 0;
    double hi = 1;
    while (centralProbability(hi, nu) < central) {
      hi *= 2;
    }
    for (int i = 0; i < 200 && hi - lo > 1e-12 * hi; i++) {
      double mid = (lo + hi) / 2;
      if (centralProbability(mid, nu) < central) {
        lo = mid;
      } else {
        hi = mid;
      }
    }
    return (lo + hi) / 2;
  }
}
