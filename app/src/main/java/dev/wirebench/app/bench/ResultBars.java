package dev.wirebench.app.bench;

import dev.wirebench.app.widgets.ChartBar;
import java.util.List;

/**
 * The live results as the score chart draws them: one bar per result (score ± its 99.9 % error, the
 * failure in place of a failed one) and the text under the axis. Pure mapping; no JavaFX.
 */
final class ResultBars {
  private ResultBars() {}

  /** One bar per row, in the rows' order. */
  static List<ChartBar> of(List<LiveResultRow> rows) {
    return rows.stream().map(ResultBars::bar).toList();
  }

  private static ChartBar bar(LiveResultRow row) {
    if (row.failed()) {
      return ChartBar.failed("", row.label(), row.failure());
    }
    return ChartBar.of("", row.label(), row.score(), row.error()).withText(row.scoreText());
  }

  /**
   * The unit of the first scored result, which way is better, the scale and what the error bars
   * are: {@code ns/op (lower is better) · log scale · error bars: 99.9 % CI}.
   */
  static String valueLabel(List<LiveResultRow> rows, boolean log) {
    List<LiveResultRow> scored = rows.stream().filter(r -> !r.failed()).toList();
    String unit = scored.isEmpty() ? "" : scored.get(0).unit();
    boolean higher = !scored.isEmpty() && scored.get(0).higherIsBetter();
    return unit
        + (higher ? "  (higher is better)" : "  (lower is better)")
        + (log ? " · log scale" : "")
        + " · error bars: 99.9 % CI";
  }
}
