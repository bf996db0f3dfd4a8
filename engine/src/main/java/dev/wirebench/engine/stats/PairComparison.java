package dev.wirebench.engine.stats;

import dev.wirebench.engine.result.BenchResult;

/**
 * One benchmark in both runs, A (baseline) against B (candidate). Change, interval and verdict all
 * come from one {@link ChangeEstimator} estimate, so a verdict never contradicts its interval.
 *
 * @param a the baseline result
 * @param b the candidate result
 * @param scoreA A's score in {@link #unit}: the grand mean of its fork means (the median of
 *     repetitions for stream-throughput sweeps; JMH's score when it has no iteration data)
 * @param scoreB B's score converted to {@link #unit}, the same way (NaN if it cannot be)
 * @param unit A's unit
 * @param direction whether higher scores are better
 * @param change relative change B/A − 1 of those scores (0.05 = +5 %); NaN if not computable
 * @param changeLower lower bound of the change's interval at 1 − α (NaN if none)
 * @param changeUpper upper bound of the change's interval (NaN if none)
 * @param method how the change was estimated
 * @param shapeA forks × iterations of A, e.g. {@code 5×3}
 * @param shapeB forks × iterations of B
 * @param verdict the conclusion
 * @param note why, in a few words (e.g. "1 fork per side: JVM-to-JVM variation cannot be estimated;
 *     need ≥ 3 forks")
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
    TestMethod method,
    String shapeA,
    String shapeB,
    Verdict verdict,
    String note) {

  /** The speed-up of B over A (above 1: B is better), NaN if not computable. */
  public double speedup() {
    if (!(scoreA > 0) || !(scoreB > 0)) {
      return Double.NaN;
    }
    return direction.speedup(scoreA, scoreB);
  }

  /** {@code 5×3 vs 5×3}: forks × iterations of each side. */
  public String shapes() {
    return shapeA + " vs " + shapeB;
  }

  /** Whether either side's interval is {@linkplain Noise wide or noisy}. */
  public boolean noisy() {
    return Noise.doubtful(a) || Noise.doubtful(b);
  }

  /** {@code "B wide (±14 %)"}, {@code "A noisy (±120 %), B wide (±12 %)"}, or empty. */
  public String noisyText() {
    String na = Noise.describe(a);
    String nb = Noise.describe(b);
    if (!na.isEmpty() && !nb.isEmpty()) {
      return "A " + na + ", B " + nb;
    }
    if (!na.isEmpty()) {
      return "A " + na;
    }
    return nb.isEmpty() ? "" : "B " + nb;
  }
}
