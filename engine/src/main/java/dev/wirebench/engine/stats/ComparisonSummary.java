package dev.wirebench.engine.stats;

import java.util.List;

/**
 * The comparison in one line.
 *
 * @param paired results present in both runs
 * @param faster significantly faster beyond the noise band
 * @param slower significantly slower beyond the noise band
 * @param unchanged within the noise band or not significant
 * @param inconclusive not testable (failed side, different units, no data)
 * @param geomeanSpeedup geometric mean of B's speed-up over A (above 1: B is better overall), over
 *     the {@code geomeanCount} pairs with positive scores in comparable units; NaN if none
 * @param geomeanCount how many pairs the geometric mean covers
 */
public record ComparisonSummary(
    int paired,
    int faster,
    int slower,
    int unchanged,
    int inconclusive,
    double geomeanSpeedup,
    int geomeanCount) {

  static ComparisonSummary of(List<PairComparison> pairs) {
    int faster = 0;
    int slower = 0;
    int unchanged = 0;
    int inconclusive = 0;
    double logSum = 0;
    int logCount = 0;
    for (PairComparison pair : pairs) {
      switch (pair.verdict()) {
        case FASTER -> faster++;
        case SLOWER -> slower++;
        case WITHIN_NOISE, NOT_SIGNIFICANT -> unchanged++;
        case INCONCLUSIVE -> inconclusive++;
      }
      double speedup = pair.speedup();
      if (speedup > 0 && Double.isFinite(speedup)) {
        logSum += Math.log(speedup);
        logCount++;
      }
    }
    double geomean = logCount == 0 ? Double.NaN : Math.exp(logSum / logCount);
    return new ComparisonSummary(
        pairs.size(), faster, slower, unchanged, inconclusive, geomean, logCount);
  }
}
