package dev.wirebench.engine.stats;

/**
 * The comparison in one line.
 *
 * @param paired results present in both runs
 * @param faster whose whole interval lies beyond the noise band on the better side
 * @param slower whose whole interval lies beyond the noise band on the worse side
 * @param unchanged the whole interval inside the noise band
 * @param tooFewForks estimate only: a side had fewer than {@link ChangeEstimator#MIN_FORKS} forks
 * @param inconclusive no verdict: the interval neither beyond nor inside the band, or not testable
 *     (a failed side, different units, no usable score)
 * @param geomean the geometric mean of B's speed-up over A, with its interval
 */
public record ComparisonSummary(
    int paired,
    int faster,
    int slower,
    int unchanged,
    int tooFewForks,
    int inconclusive,
    GeomeanSpeedup geomean) {

  /** Geometric-mean speed-up (above 1: B is better overall); NaN if none. */
  public double geomeanSpeedup() {
    return geomean.speedup();
  }

  /** How many pairs the geometric mean covers. */
  public int geomeanCount() {
    return geomean.count();
  }
}
