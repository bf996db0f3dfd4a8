package dev.wirebench.engine.stats;

/**
 * The Hodges–Lehmann estimate of the ratio B/A and its distribution-free confidence interval: the
 * median and order statistics of all pairwise log-ratios ln(b)−ln(a), cut where the Mann–Whitney
 * distribution says. Consistent with {@link MannWhitney}: the interval excludes 1 when the test
 * rejects at the same α (ties aside).
 *
 * @param estimate the ratio B/A
 * @param lower lower bound of the ratio at confidence 1−α, NaN when the samples are too few
 * @param upper upper bound, NaN when the samples are too few
 */
public record RatioInterval(double estimate, double lower, double upper) {

  /** Whether the interval has bounds (enough samples for the confidence level). */
  public boolean bounded() {
    return !Double.isNaN(lower) && !Double.isNaN(upper);
  }

  /**
   * The interval for samples of strictly positive scores, or null if any is not positive.
   *
   * @throws IllegalArgumentException if either sample is empty
   */
  public static RatioInterval of(double[] a, double[] b, double alpha) {
    if (a.length == 0 || b.length == 0) {
      throw new IllegalArgumentException("both samples need at least one value");
    }
    double[] logA = logs(a);
    double[] logB = logs(b);
    if (logA == null || logB == null) {
      return null;
    }
    double[] diffs = new double[a.length * b.length];
    int k = 0;
    for (double x : logA) {
      for (double y : logB) {
        diffs[k++] = y - x;
      }
    }
    int m = diffs.length;
    // three order statistics, by selection: a full sort per pair costs more than the rest
    double upperMiddle = select(diffs, m / 2);
    double median = m % 2 == 1 ? upperMiddle : (maxBelow(diffs, m / 2) + upperMiddle) / 2;
    int cut = criticalCount(a.length, b.length, alpha);
    if (cut < 1) {
      return new RatioInterval(Math.exp(median), Double.NaN, Double.NaN);
    }
    return new RatioInterval(
        Math.exp(median), Math.exp(select(diffs, cut - 1)), Math.exp(select(diffs, m - cut)));
  }

  /** After {@code select(values, k)}: the largest of the k values left of position k. */
  private static double maxBelow(double[] values, int k) {
    double max = Double.NEGATIVE_INFINITY;
    for (int i = 0; i < k; i++) {
      max = Math.max(max, values[i]);
    }
    return max;
  }

  /** The k-th smallest value (0-based); reorders {@code values} (Hoare's quickselect). */
  static double select(double[] values, int k) {
    int lo = 0;
    int hi = values.length - 1;
    while (lo < hi) {
      double pivot = values[(lo + hi) >>> 1];
      int i = lo;
      int j = hi;
      while (i <= j) {
        while (values[i] < pivot) {
          i++;
        }
        while (values[j] > pivot) {
          j--;
        }
        if (i <= j) {
          double swap = values[i];
          values[i] = values[j];
          values[j] = swap;
          i++;
          j--;
        }
      }
      if (k <= j) {
        hi = j;
      } else if (k >= i) {
        lo = i;
      } else {
        return values[k];
      }
    }
    return values[k];
  }

  /** C such that P(U ≤ C−1) ≤ α/2: the interval is [d(C), d(mn+1−C)], 1-based. */
  static int criticalCount(int n1, int n2, double alpha) {
    if (n1 <= MannWhitney.EXACT_LIMIT && n2 <= MannWhitney.EXACT_LIMIT) {
      double[] cdf = MannWhitney.nullCdf(n1, n2);
      int c = 0;
      while (c < cdf.length && cdf[c] <= alpha / 2) {
        c++;
      }
      return c;
    }
    double mn = (double) n1 * n2;
    double sd = Math.sqrt(mn * (n1 + n2 + 1) / 12);
    return (int) Math.max(0, Math.floor(mn / 2 - Normal.quantile(1 - alpha / 2) * sd));
  }

  private static double[] logs(double[] values) {
    double[] logs = new double[values.length];
    for (int i = 0; i < values.length; i++) {
      if (!(values[i] > 0) || Double.isInfinite(values[i])) {
        return null;
      }
      logs[i] = Math.log(values[i]);
    }
    return logs;
  }
}
