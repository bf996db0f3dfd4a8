package dev.wirebench.engine.stats;

/** The standard normal distribution: tail probabilities and quantiles, to ~1e-7. */
final class Normal {
  private Normal() {}

  /** P(Z > z). */
  static double upperTail(double z) {
    return 0.5 * erfc(z / Math.sqrt(2));
  }

  /**
   * The complementary error function (Numerical Recipes' Chebyshev fit, relative error < 1.2e-7).
   */
  static double erfc(double x) {
    double z = Math.abs(x);
    double t = 1 / (1 + 0.5 * z);
    double poly =
        -z * z
            - 1.26551223
            + t
                * (1.00002368
                    + t
                        * (0.37409196
                            + t
                                * (0.09678418
                                    + t
                                        * (-0.18628806
                                            + t
                                                * (0.27886807
                                                    + t
                                                        * (-1.13520398
                                                            + t
                                                                * (1.48851587
                                                                    + t
                                                                        * (-0.82215223
                                                                            + t
                                                                                * 0.17087277))))))));
    double r = t * Math.exp(poly);
    return x >= 0 ? r : 2 - r;
  }

  /** The z with P(Z ≤ z) = p (Acklam's rational approximation, relative error < 1.2e-9). */
  static double quantile(double p) {
    if (!(p > 0 && p < 1)) {
      throw new IllegalArgumentException("probability must be in (0, 1): " + p);
    }
    double low = 0.02425;
    if (p < low) {
      double q = Math.sqrt(-2 * Math.log(p));
      return tail(q);
    }
    if (p > 1 - low) {
      double q = Math.sqrt(-2 * Math.log(1 - p));
      return -tail(q);
    }
    double q = p - 0.5;
    double r = q * q;
    return (((((-3.969683028665376e+01 * r + 2.209460984245205e+02) * r - 2.759285104469687e+02) * r
                            + 1.383577518672690e+02)
                        * r
                    - 3.066479806614716e+01)
                * r
            + 2.506628277459239e+00)
        * q
        / (((((-5.447609879822406e+01 * r + 1.615858368580409e+02) * r - 1.556989798598866e+02) * r
                            + 6.680131188771972e+01)
                        * r
                    - 1.328068155288572e+01)
                * r
            + 1);
  }

  private static double tail(double q) {
    return (((((-7.784894002430293e-03 * q - 3.223964580411365e-01) * q - 2.400758277161838e+00) * q
                            - 2.549732539343734e+00)
                        * q
                    + 4.374664141464968e+00)
                * q
            + 2.938163982698783e+00)
        / ((((7.784695709041462e-03 * q + 3.224671290700398e-01) * q + 2.445134137142996e+00) * q
                    + 3.754408661907416e+00)
                * q
            + 1);
  }
}
