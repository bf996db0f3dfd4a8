package dev.wirebench.engine.stats;

import java.util.Arrays;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The two-sided Mann–Whitney U (Wilcoxon rank-sum) test: does one sample tend to be larger than the
 * other? Distribution-free, so skewed JMH iteration scores and outliers do no harm.
 *
 * <p>The p-value is exact for small samples — from the permutation distribution of U (cached per
 * sample sizes) when there are no ties, or of the mid-rank sum when there are — and from the normal
 * approximation with tie and continuity corrections for larger ones. Thread-safe.
 */
public final class MannWhitney {
  /** Largest sample (each side) for the exact tie-free distribution. */
  static final int EXACT_LIMIT = 25;

  /** Largest combined size for the exact distribution with ties. */
  static final int EXACT_TIES_LIMIT = 40;

  private static final Map<Long, double[]> NULL_CDF = new ConcurrentHashMap<>();

  private MannWhitney() {}

  /**
   * One test's outcome.
   *
   * @param n1 size of the first sample
   * @param n2 size of the second sample
   * @param u U of the first sample (the number of pairs in which it is larger, ties counting 1/2)
   * @param pValue two-sided p-value
   * @param minimumP the smallest p-value these sample sizes can give at all: with 3 + 3 samples it
   *     is 0.1, so no change can be significant at α = 0.05
   * @param exact whether the p-value is exact (else the normal approximation)
   */
  public record Result(int n1, int n2, double u, double pValue, double minimumP, boolean exact) {}

  /**
   * Tests whether {@code a} and {@code b} come from the same distribution.
   *
   * @throws IllegalArgumentException if either sample is empty or holds NaN
   */
  public static Result test(double[] a, double[] b) {
    if (a.length == 0 || b.length == 0) {
      throw new IllegalArgumentException("both samples need at least one value");
    }
    Ranks ranks = Ranks.of(a, b);
    int n1 = a.length;
    int n2 = b.length;
    double u = ranks.doubledRankSumA() / 2.0 - n1 * (n1 + 1) / 2.0;
    if (!ranks.hasTies() && n1 <= EXACT_LIMIT && n2 <= EXACT_LIMIT) {
      double[] cdf = nullCdf(n1, n2);
      int k = (int) Math.round(u);
      double lower = cdf[k];
      double upper = 1 - (k == 0 ? 0 : cdf[k - 1]);
      return new Result(n1, n2, u, Math.min(1, 2 * Math.min(lower, upper)), 2 * cdf[0], true);
    }
    if (ranks.hasTies() && n1 + n2 <= EXACT_TIES_LIMIT) {
      return exactWithTies(ranks, n1, n2, u);
    }
    return normal(ranks, n1, n2, u);
  }

  /**
   * P(U ≤ u) for u = 0..n1·n2 under the null hypothesis without ties: the coefficients of the
   * Gaussian binomial [n1+n2 choose n1]_q over C(n1+n2, n1). Cached; exact in doubles up to the
   * {@link #EXACT_LIMIT} (C(50, 25) < 2^53).
   */
  static double[] nullCdf(int n1, int n2) {
    long key = ((long) Math.min(n1, n2) << 32) | Math.max(n1, n2);
    return NULL_CDF.computeIfAbsent(key, k -> cumulative(gaussianBinomial(n1, n2)));
  }

  private static double[] gaussianBinomial(int m, int n) {
    double[] poly = {1};
    for (int i = 1; i <= m; i++) {
      // multiply by (1 - q^(n+i)), then divide by (1 - q^i): the product stays integral
      double[] next = new double[i * n + 1 + n + i];
      for (int k = 0; k < poly.length; k++) {
        next[k] += poly[k];
        next[k + n + i] -= poly[k];
      }
      for (int k = i; k < next.length; k++) {
        next[k] += next[k - i];
      }
      poly = Arrays.copyOf(next, i * n + 1);
    }
    return poly;
  }

  private static double[] cumulative(double[] counts) {
    double total = 0;
    for (double count : counts) {
      total += count;
    }
    double[] cdf = new double[counts.length];
    double running = 0;
    for (int i = 0; i < counts.length; i++) {
      running += counts[i];
      cdf[i] = Math.min(1, running / total);
    }
    return cdf;
  }

  /** Permutation distribution of the doubled mid-rank sum of A: subsets of size n1 by sum. */
  private static Result exactWithTies(Ranks ranks, int n1, int n2, double u) {
    int[] doubled = ranks.doubledRanks();
    int maxSum = 0;
    for (int r : doubled) {
      maxSum += r;
    }
    double[][] ways = new double[n1 + 1][maxSum + 1];
    ways[0][0] = 1;
    for (int r : doubled) {
      for (int k = n1; k >= 1; k--) {
        double[] into = ways[k];
        double[] from = ways[k - 1];
        for (int s = maxSum; s >= r; s--) {
          into[s] += from[s - r];
        }
      }
    }
    double[] dist = ways[n1];
    int observed = ranks.doubledRankSumA();
    double total = 0;
    double lower = 0;
    double upper = 0;
    int min = -1;
    int max = -1;
    for (int s = 0; s <= maxSum; s++) {
      if (dist[s] == 0) {
        continue;
      }
      min = min < 0 ? s : min;
      max = s;
      total += dist[s];
      lower += s <= observed ? dist[s] : 0;
      upper += s >= observed ? dist[s] : 0;
    }
    double p = Math.min(1, 2 * Math.min(lower, upper) / total);
    double minimumP = Math.min(1, 2 * Math.min(dist[min], dist[max]) / total);
    return new Result(n1, n2, u, p, minimumP, true);
  }

  private static Result normal(Ranks ranks, int n1, int n2, double u) {
    int n = n1 + n2;
    double mean = n1 * (double) n2 / 2;
    double variance = n1 * (double) n2 / 12 * ((n + 1) - ranks.tieTerm() / ((double) n * (n - 1)));
    if (!(variance > 0)) {
      return new Result(n1, n2, u, 1, 1, false);
    }
    double sd = Math.sqrt(variance);
    double z = Math.max(0, Math.abs(u - mean) - 0.5) / sd;
    double zMax = Math.max(0, mean - 0.5) / sd;
    return new Result(
        n1,
        n2,
        u,
        Math.min(1, 2 * Normal.upperTail(z)),
        Math.min(1, 2 * Normal.upperTail(zMax)),
        false);
  }
}
