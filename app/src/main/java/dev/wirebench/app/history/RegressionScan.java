package dev.wirebench.app.history;

import dev.wirebench.engine.history.BenchmarkKey;
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
 * shows in them — and only they are read, so the scan stays cheap on a store of thousands of runs.
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
      for (Series whole : recentSeries(store, key.key())) {
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

  /**
   * The key's series, each at least its newest {@link #WINDOW} points: the tail of every series
   * ({@link RunStore#historyTail}), not every result of the key (~1,500 keys on a team store's
   * newest 50 runs). A tail holding a result without a finite score or in a unit the series cannot
   * convert may lack points the whole history would give the window: then the whole is read, so the
   * scan finds what a scan of every result finds.
   */
  static List<Series> recentSeries(RunStore store, BenchmarkKey key) {
    SeriesSplitter.Split tail = SeriesSplitter.split(key, store.historyTail(key, WINDOW));
    if (tail.failed() == 0 && tail.unconvertible() == 0) {
      return tail.series();
    }
    return SeriesSplitter.split(key, store.historyRows(key)).series();
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
