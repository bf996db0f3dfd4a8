package dev.wirebench.engine.stats;

import java.util.Arrays;

/** Mid-ranks of two pooled samples, doubled so they stay integers. Primitive arrays only. */
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
    double[] sorted = new double[n];
    System.arraycopy(a, 0, sorted, 0, a.length);
    System.arraycopy(b, 0, sorted, a.length, b.length);
    for (double value : sorted) {
      if (Double.isNaN(value)) {
        throw new IllegalArgumentException("samples must not hold NaN");
      }
    }
    Arrays.sort(sorted);
    int[] doubled = new int[n];
    double tieTerm = 0;
    int start = 0;
    while (start < n) {
      int end = start;
      while (end + 1 < n && sorted[end + 1] == sorted[start]) {
        end++;
      }
      // positions start..end hold ranks start+1..end+1; their mid-rank doubled is start+end+2
      Arrays.fill(doubled, start, end + 1, start + end + 2);
      int t = end - start + 1;
      tieTerm += (double) t * t * t - t;
      start = end + 1;
    }
    int sumA = 0;
    for (double value : a) {
      // any position of an equal value lies in its tie block, which shares one mid-rank
      sumA += doubled[Arrays.binarySearch(sorted, value)];
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
