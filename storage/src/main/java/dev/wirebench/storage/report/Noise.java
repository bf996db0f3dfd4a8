package dev.wirebench.storage.report;

import dev.wirebench.engine.result.BenchResult;
import java.util.List;

/**
 * When a score is too noisy to mean much: its error (JMH's 99.9 % half-width) is larger than the
 * score itself, so the interval reaches below zero — {@code 8,630 ± 10,356 ns/op} could be almost
 * anything. Every screen that shows a score marks such a result the same way, with the same hint.
 */
public final class Noise {
  /** What a noisy score is prefixed with in tables. */
  public static final String MARK = "⚠ ";

  /** What to do about it, for a tooltip or a line below a table. */
  public static final String HINT =
      "Noisy: the error is larger than the score. Run more forks or iterations (or longer"
          + " iterations) on a quieter machine before trusting this number.";

  private Noise() {}

  /** Whether {@code error} is larger than {@code |score|} (false when either is unknown). */
  public static boolean noisy(double score, double error) {
    return !Double.isNaN(score) && !Double.isNaN(error) && error > Math.abs(score);
  }

  /** Whether a (successful) result is noisy; a failed result has no score to doubt. */
  public static boolean noisy(BenchResult result) {
    return !result.failed() && noisy(result.score(), result.scoreError());
  }

  /** Whether any of {@code results} is noisy: then a table of them gets the hint below it. */
  public static boolean any(List<BenchResult> results) {
    return results.stream().anyMatch(Noise::noisy);
  }

  /** The score as tables print it, with {@link #MARK} in front when the result is noisy. */
  public static String scoreCell(BenchResult result) {
    String score = Numbers.score(result.score(), result.unit());
    return noisy(result) ? MARK + score : score;
  }

  /** The line printed below a table with at least one marked row. */
  public static String footnote() {
    return MARK + HINT;
  }
}
