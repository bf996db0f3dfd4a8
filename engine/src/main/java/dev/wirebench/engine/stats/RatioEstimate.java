package dev.wirebench.engine.stats;

/**
 * The estimated ratio of means B/A of one benchmark, with its interval.
 *
 * @param ratio the point estimate: grand mean of B's fork means over A's (NaN if not computable)
 * @param lower lower bound of the ratio at {@code confidence}; NaN when there is no interval
 * @param upper upper bound of the ratio; NaN when there is no interval
 * @param confidence nominal coverage of the interval, 1 − α
 * @param forksA forks on the baseline side
 * @param forksB forks on the candidate side
 * @param shapeA forks × iterations of A, e.g. {@code 5×3}
 * @param shapeB forks × iterations of B
 */
public record RatioEstimate(
    double ratio,
    double lower,
    double upper,
    double confidence,
    int forksA,
    int forksB,
    String shapeA,
    String shapeB) {

  /** Whether an interval was computed (both sides had enough forks). */
  public boolean bounded() {
    return !Double.isNaN(lower) && !Double.isNaN(upper);
  }

  /** The relative change B/A − 1 (0.05 = +5 %). */
  public double change() {
    return ratio - 1;
  }
}
