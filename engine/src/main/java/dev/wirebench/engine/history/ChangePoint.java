package dev.wirebench.engine.history;

import dev.wirebench.engine.stats.Direction;
import java.util.Locale;

/**
 * A shift in a series: from point {@link #index} on, the scores sit at another level.
 *
 * @param index the first point of the new level
 * @param point that point (its run is where the shift shows first)
 * @param before the mean score of the level before (since the previous change point)
 * @param after the mean score of the new level (up to the next change point)
 * @param pValue the permutation test's p-value for the split
 * @param direction whether higher scores are better
 */
public record ChangePoint(
    int index, SeriesPoint point, double before, double after, double pValue, Direction direction) {

  /** The relative change of the level, after/before − 1. */
  public double change() {
    return after / before - 1;
  }

  /** Whether the new level is worse. */
  public boolean regression() {
    return !direction.improves(change()) && change() != 0;
  }

  /** {@code 12.0 % slower} or {@code 8.1 % faster}. */
  public String shift() {
    return String.format(Locale.ROOT, "%.1f %%", Math.abs(change()) * 100)
        + (regression() ? " slower" : " faster");
  }

  /** {@code decode 12.0 % slower from run #41, p = 0.005}. */
  public String describe(String what) {
    return (what == null || what.isEmpty() ? "" : what + " ")
        + shift()
        + " from run #"
        + point.runId()
        + ", p = "
        + pText(pValue);
  }

  /** A permutation p-value: three decimals, at least 0.001. */
  public static String pText(double p) {
    return p < 0.001 ? "<0.001" : String.format(Locale.ROOT, "%.3f", p);
  }
}
