package dev.wirebench.engine.stats;

import dev.wirebench.engine.result.BenchResult;
import java.util.Collection;

/**
 * The one rule for how far a score can be read, used by every surface that shows one (the {@code
 * bench} table, {@code show}, Markdown, CSV, Compare, the Benchmark and Runs screens). It reads
 * JMH's error, the half-width of the score's 99.9 % confidence interval, relative to the score:
 *
 * <ul>
 *   <li>{@link Level#CLEAN}: error at most {@link #WIDE_ABOVE} (10 %) of the score.
 *   <li>{@link Level#WIDE}, "wide": error above 10 % of the score. The number stands, but two
 *       scores closer than about twice that interval cannot be told apart from this run.
 *   <li>{@link Level#NOISY}, "noisy", marked {@link #MARK}: error larger than the score itself, so
 *       the interval reaches below zero and the number could be almost anything ({@code 8,630 ±
 *       10,356}).
 * </ul>
 *
 * <p>A failed result, or one whose score or error is unknown or zero, is {@link Level#CLEAN}: there
 * is nothing to doubt. The level is a warning to the reader, never an input to a verdict (Compare
 * decides by its own estimator).
 */
public final class Noise {
  /** Error above this fraction of the score (0.10 = 10 %) makes the interval {@code wide}. */
  public static final double WIDE_ABOVE = 0.10;

  /** What a noisy score is prefixed with, in every table. */
  public static final String MARK = "⚠ ";

  /** How wide a score's interval is, from clean to noisy. */
  public enum Level {
    CLEAN("", ""),
    WIDE(
        "wide",
        "Wide interval: the error is more than 10 % of the score. Differences smaller than about"
            + " twice the error cannot be told apart; more forks or iterations narrow it."),
    NOISY(
        "noisy",
        "Noisy: the error is larger than the score. Run more forks or iterations (or longer"
            + " iterations) on a quieter machine before trusting this number.");

    private final String word;
    private final String hint;

    Level(String word, String hint) {
      this.word = word;
      this.hint = hint;
    }

    /** The word written after the error: {@code ""}, {@code "wide"} or {@code "noisy"}. */
    public String word() {
      return word;
    }

    /** What the level means and what to do about it (tooltips, the line below a table). */
    public String hint() {
      return hint;
    }

    /** The line printed below a table with such a row: the hint, marked {@link #MARK} if noisy. */
    public String footnote() {
      return this == NOISY ? MARK + hint : hint;
    }
  }

  private Noise() {}

  /** The level of a score with that error (CLEAN when either is unknown or the score is 0). */
  public static Level level(double score, double error) {
    if (!Double.isFinite(score) || !Double.isFinite(error) || score == 0) {
      return Level.CLEAN;
    }
    double relative = error / Math.abs(score);
    if (relative > 1) {
      return Level.NOISY;
    }
    return relative > WIDE_ABOVE ? Level.WIDE : Level.CLEAN;
  }

  /** The level of a result; a failed result has no score to doubt. */
  public static Level level(BenchResult result) {
    return result.failed() ? Level.CLEAN : level(result.score(), result.scoreError());
  }

  /** Whether the result is {@link Level#NOISY}. */
  public static boolean noisy(BenchResult result) {
    return level(result) == Level.NOISY;
  }

  /** Whether the result is at least {@link Level#WIDE} (wide or noisy). */
  public static boolean doubtful(BenchResult result) {
    return level(result) != Level.CLEAN;
  }

  /** A formatted score with {@link #MARK} in front when the level is noisy. */
  public static String markScore(String score, Level level) {
    return level == Level.NOISY ? MARK + score : score;
  }

  /** A formatted error followed by the level's word: {@code 156.1 wide}, {@code 10,356 noisy}. */
  public static String markError(String error, Level level) {
    return level == Level.CLEAN ? error : error + " " + level.word();
  }

  /** {@code "wide (±14 %)"}, {@code "noisy (±120 %)"}, or empty when clean. */
  public static String describe(BenchResult result) {
    Level level = level(result);
    if (level == Level.CLEAN) {
      return "";
    }
    return level.word()
        + " (±"
        + Math.round(100 * result.scoreError() / Math.abs(result.score()))
        + " %)";
  }

  /**
   * The lines to print below a table of {@code results}: one per level present (noisy first), so a
   * reader of any table learns what its marks mean.
   */
  public static String footnotes(Collection<BenchResult> results) {
    StringBuilder lines = new StringBuilder();
    for (Level level : new Level[] {Level.NOISY, Level.WIDE}) {
      if (results.stream().anyMatch(r -> level(r) == level)) {
        lines.append(level.footnote()).append('\n');
      }
    }
    return lines.toString();
  }
}
