package dev.wirebench.app.history;

import dev.wirebench.engine.history.ChangePoint;
import dev.wirebench.engine.history.ChangePointDetector;
import dev.wirebench.engine.history.Series;
import dev.wirebench.engine.history.SeriesSplitter;
import dev.wirebench.storage.HistoryKey;
import dev.wirebench.storage.RunStore;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Finds recent regressions across every benchmark: change points for the worse among each series'
 * newest runs. Only the newest {@link #WINDOW} points of a series are searched — a recent change
 * shows in them, and the scan stays cheap on a store of thousands of runs.
 */
public final class RegressionScan {
  /** Points per series searched. */
  static final int WINDOW = 200;

  private final ChangePointDetector detector;
  private final int recentRuns;

  /**
   * @param recentRuns how many of a series' newest points a regression may start at
   */
  public RegressionScan(ChangePointDetector detector, int recentRuns) {
    this.detector = detector;
    this.recentRuns = recentRuns;
  }

  /**
   * The regressions, newest change first.
   *
   * @param sinceRunId only keys with a result in this run or a newer one (by id) are searched
   */
  public List<RecentRegression> scan(RunStore store, long sinceRunId) {
    List<RecentRegression> found = new ArrayList<>();
    for (HistoryKey key : store.historyKeys()) {
      if (key.latestRunId() < sinceRunId) {
        continue;
      }
      SeriesSplitter.Split split = SeriesSplitter.split(key.key(), store.historyRows(key.key()));
      for (Series whole : split.series()) {
        Series series = tail(whole);
        for (ChangePoint change : detector.detect(series)) {
          if (change.regression() && change.index() >= series.size() - recentRuns) {
            found.add(new RecentRegression(key.key(), series.environment(), change, series.unit()));
          }
        }
      }
    }
    found.sort(
        Comparator.comparing((RecentRegression r) -> r.change().point().startedAt()).reversed());
    return found;
  }

  private static Series tail(Series series) {
    int from = Math.max(0, series.size() - WINDOW);
    return new Series(
        series.key(),
        series.environment(),
        series.unit(),
        series.points().subList(from, series.size()));
  }
}
