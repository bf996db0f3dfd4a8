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
   * The trend of one benchmark, like with like: only complete runs of the plan (host, JVM, warm-up,
   * measurement, forks) of the newest complete run are drawn; the others are counted and said.
   *
   * @param key the benchmark, or null when none is chosen
   * @param history its points across runs, oldest first; scores that are NaN (failed) are skipped
   * @return the tile's content; {@link #NONE} without a key or without a single score
   */
  static Trend of(SeriesKey key, List<HistoryPoint> history) {
    List<HistoryPoint> scored =
        history.stream().filter(p -> !Double.isNaN(p.score()) && p.complete()).toList();
    if (key == null || scored.isEmpty()) {
      return NONE;
    }
    HistoryPoint newestPoint = scored.get(scored.size() - 1);
    List<HistoryPoint> alike =
        scored.stream()
            .filter(p -> p.plan().equals(newestPoint.plan()) && p.unit().equals(newestPoint.unit()))
            .toList();
    List<Double> scores = alike.stream().map(HistoryPoint::score).toList();
    String unit = newestPoint.unit();
    double newest = newestPoint.score();
    double min = scores.stream().mapToDouble(Double::doubleValue).min().orElse(newest);
    double max = scores.stream().mapToDouble(Double::doubleValue).max().orElse(newest);
    long left = history.stream().filter(p -> !Double.isNaN(p.score())).count() - alike.size();
    // short enough for the tile: "2 runs of one plan · 800.0 – 900.0 ns/op · 1 left out"
    String range =
        scores.size()
            + (scores.size() == 1 ? " run" : " runs")
            + " of one plan · "
            + DashboardFormat.score(min)
            + " – "
            + DashboardFormat.score(max)
            + " "
            + unit
            + (left > 0 ? " · " + left + " left out" : "");
    String error =
        Double.isNaN(newestPoint.scoreError())
            ? ""
            : " ± " + DashboardFormat.score(newestPoint.scoreError());
    return new Trend(
        "Trend · " + key.label(),
        DashboardFormat.score(newest) + error + " " + unit,
        range,
        scores,
        key.label()
            + ": the score of each complete run of one plan, oldest left"
            + (left > 0 ? "; " + left + " partial or other-plan runs left out" : ""));
  }
}
