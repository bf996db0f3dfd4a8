package dev.wirebench.engine.stats;

import java.util.Arrays;

/** Mid-ranks of two pooled samples, doubled so they stay integers. */
final class Ranks {
  private final int[] doubledRanks;
  private final int doubledRankSumA;
  private final double tieTerm;

  private Ranks(int[] doubledRanks, int doubledRankSumA, double tieTerm) {
    this.doubledRanks = doubledRanks;
    this.doubledRankSumA = doubledRankSumA;
    this.tieTerm = tieTerm;
  }

  static Ranks of(double[] a, double[] b) {
    int n = a.length + b.length;
    double[] values = new double[n];
    boolean[] fromA = new boolean[n];
    Integer[] order = new Integer[n];
    for (int i = 0; i < n; i++) {
      values[i] = i < a.length ? a[i] : b[i - a.length];
      if (Double.isNaN(values[i])) {
        throw new IllegalArgumentException("samples must not hold NaN");
      }
      fromA[i] = i < a.length;
      order[i] = i;
    }
    Arrays.sort(order, (x, y) -> Double.compare(values[x], values[y]));
    int[] doubled = new int[n];
    int sumA = 0;
    double tieTerm = 0;
    int start = 0;
    while (start < n) {
      int end = start;
      while (end + 1 < n && values[order[end + 1]] == values[order[start]]) {
        end++;
      }
      // positions start..end hold ranks start+1..end+1; their mid-rank doubled is start+end+2
      int rank = start + end + 2;
      int t = end - start + 1;
      tieTerm += (double) t * t * t - t;
      for (int i = start; i <= end; i++) {
        doubled[i] = rank;
        sumA += fromA[order[i]] ? rank : 0;
      }
      start = end + 1;
    }
    return new Ranks(doubled, sumA, tieTerm);
  }

  /** Every pooled value's doubled mid-rank. */
  int[] doubledRanks() {
    return doubledRanks;
  }

  int doubledRankSumA() {
    return doubledRankSumA;
  }

  /** Σ (t³ − t) over groups of t tied values. */
  double tieTerm() {
    return tieTerm;
  }

  boolean hasTies() {
    return tieTerm > 0;
  }
}
