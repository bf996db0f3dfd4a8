package dev.wirebench.engine.stats;

import java.util.Arrays;

/**
 * How a side's fork means are summarised into the one number a ratio compares — and the same
 * statistic is used for the point estimate and inside every bootstrap resample, so the interval is
 * the interval of what is shown.
 */
public enum ForkStatistic {
  /** The mean of fork means: JMH results (each fork weighs the same). */
  MEAN,
  /**
   * The median of fork means: stream-throughput results, whose tables, scan ceiling and "% of scan"
   * all use the median of repetitions; a comparison of two sweeps uses it too, so one statistic is
   * shown everywhere (and a single disturbed repetition cannot move it).
   */
  MEDIAN;

  /** This statistic of {@code values} (not modified). NaN when empty. */
  double of(double[] values) {
    if (values.length == 0) {
      return Double.NaN;
    }
    if (this == MEAN) {
      return ForkSamples.mean(values);
    }
    double[] sorted = values.clone();
    Arrays.sort(sorted);
    int n = sorted.length;
    return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
  }
}
