package dev.wirebench.engine.stats;

import dev.wirebench.engine.result.BenchResult;

/**
 * One benchmark in both runs, A (baseline) against B (candidate).
 *
 * @param a the baseline result
 * @param b the candidate result
 * @param scoreA A's score, in {@link #unit}
 * @param scoreB B's score converted to {@link #unit} (NaN if it cannot be)
 * @param unit A's unit
 * @param direction whether higher scores are better
 * @param change relative change of the score, B/A − 1 (0.05 = +5 %); NaN if not computable
 * @param changeLower lower bound of the change's confidence interval (NaN if unknown)
 * @param changeUpper upper bound of the change's confidence interval (NaN if unknown)
 * @param pValue the test's two-sided p-value (NaN unless Mann–Whitney was used)
 * @param method how significance was decided
 * @param verdict the conclusion
 * @param note why, in a few words (e.g. "within ±2 % noise band", "no raw samples: CI overlap")
 */
public record PairComparison(
    BenchResult a,
    BenchResult b,
    double scoreA,
    double scoreB,
    String unit,
    Direction direction,
    double change,
    double changeLower,
    double changeUpper,
    double pValue,
    TestMethod method,
    Verdict verdict,
    String note) {

  /** The speed-up of B over A (above 1: B is better), NaN if not computable. */
  public double speedup() {
    if (!(scoreA > 0) || !(scoreB > 0)) {
      return Double.NaN;
    }
    return direction.speedup(scoreA, scoreB);
  }
}
