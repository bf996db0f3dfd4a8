package dev.wirebench.engine.stats;

import dev.wirebench.engine.result.BenchResult;

/**
 * Which results are too noisy to read at face value: JMH's error (the half-width of its 99.9 %
 * interval) larger than {@link #THRESHOLD} of the score. Such a result is flagged "noisy" wherever
 * it is shown; the flag is a warning to the reader, not an input to any verdict.
 */
public final class NoisyResults {
  /** Error above this fraction of the score (0.10 = 10 %) makes a result noisy. */
  public static final double THRESHOLD = 0.10;

  /** The word shown beside a noisy result. */
  public static final String FLAG = "noisy";

  private NoisyResults() {}

  /** Whether the result's error exceeds {@link #THRESHOLD} of its score. */
  public static boolean isNoisy(BenchResult result) {
    double error = result.scoreError();
    double score = result.score();
    return !result.failed()
        && Double.isFinite(error)
        && Double.isFinite(score)
        && score != 0
        && error > THRESHOLD * Math.abs(score);
  }

  /** {@code "noisy (±14 %)"} for a noisy result, else the empty string. */
  public static String describe(BenchResult result) {
    if (!isNoisy(result)) {
      return "";
    }
    return FLAG + " (±" + Math.round(100 * result.scoreError() / Math.abs(result.score())) + " %)";
  }
}
