package dev.wirebench.app.dashboard;

import dev.wirebench.app.dashboard.DashboardSnapshot.SeriesKey;
import dev.wirebench.storage.HistoryPoint;
import java.util.List;

/**
 * What the Dashboard's trend tile shows for one benchmark: its title, the newest score, the range
 * of the scores, the scores the sparkline draws (oldest first; runs without a score are left out)
 * and the sparkline's accessible description. Computed from a snapshot's history, so the view only
 * sets texts.
 *
 * @param title the tile's title
 * @param value the newest score with its unit, or "No history yet"
 * @param range how many runs and the range of their scores, or a hint when there is no history
 * @param scores the scores to draw, oldest first; empty when there is no history
 * @param description what the sparkline shows, for screen readers; empty when there is no history
 */
public record Trend(
    String title, String value, String range, List<Double> scores, String description) {
  public Trend {
    scores = List.copyOf(scores);
  }

  /** The tile with nothing to draw. */
  static final Trend NONE =
      new Trend(
          "Trend",
          "No history yet",
          "Store runs of a benchmark to follow its score here.",
          List.of(),
          "");

  /**
   * The trend of one benchmark.
   *
   * @param key the benchmark, or null when none is chosen
   * @param history its points across runs, oldest first; scores that are NaN (failed) are skipped
   * @return the tile's content; {@link #NONE} without a key or without a single score
   */
  static Trend of(SeriesKey key, List<HistoryPoint> history) {
    List<Double> scores =
        history.stream().map(HistoryPoint::score).filter(s -> !Double.isNaN(s)).toList();
    if (key == null || scores.isEmpty()) {
      return NONE;
    }
    String unit = history.get(history.size() - 1).unit();
    double newest = scores.get(scores.size() - 1);
    double min = scores.stream().mapToDouble(Double::doubleValue).min().orElse(newest);
    double max = scores.stream().mapToDouble(Double::doubleValue).max().orElse(newest);
    String range =
        scores.size()
            + " run"
            + (scores.size() == 1 ? "" : "s")
            + ", newest right · range "
            + DashboardFormat.score(min)
            + " – "
            + DashboardFormat.score(max)
            + " "
            + unit;
    return new Trend(
        "Trend · " + key.label(),
        DashboardFormat.score(newest) + " " + unit,
        range,
        scores,
        key.label() + ": the score of each run, oldest left");
  }
}
