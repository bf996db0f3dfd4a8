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
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Finds recent regressions across every benchmark: change points for the worse among each series'
 * newest runs. Only the newest {@link #WINDOW} points of a series are searched — a recent change
 * shows in them — and only they are read, so the scan stays cheap on a store of thousands of runs.
 * A scan remembers what it found per key ({@link ScanMemo}), so the next scan of the same store
 * searches only keys whose series may have changed since: a Dashboard revisit or the refresh after
 * a run finishes searches the keys of that run, not the ~1,500 keys of a team store's newest runs.
 * Thread-safe (scans of one instance take turns).
 */
public final class RegressionScan {
  /** Points per series searched. */
  static final int WINDOW = 200;

  private final ChangePointDetector detector;
  private final int recentRuns;
  private ScanMemo memo;

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
  public synchronized List<RecentRegression> scan(RunStore store, long sinceRunId) {
    if (memo == null || !memo.isFor(store)) {
      memo = new ScanMemo(store.location());
    }
    ScanMemo.Bounds bounds = memo.begin(store);
    List<RecentRegression> found = new ArrayList<>();
    Set<BenchmarkKey> present = new HashSet<>();
    for (HistoryKey key : store.historyKeys()) {
      present.add(key.key());
      if (key.latestRunId() >= sinceRunId) {
        found.addAll(memo.regressions(key, () -> search(store, key.key())));
      }
    }
    memo.scanned(present, bounds);
    found.sort(
        Comparator.comparing((RecentRegression r) -> r.change().point().startedAt()).reversed());
    return found;
  }

  /** How many keys scans of this instance searched rather than remembered (tests). */
  synchronized int searches() {
    return memo == null ? 0 : memo.searches();
  }

  /** The regressions of one key: change points for the worse among its series' newest runs. */
  private List<RecentRegression> search(RunStore store, BenchmarkKey key) {
    List<RecentRegression> found = new ArrayList<>();
    for (Series whole : recentSeries(store, key)) {
      Series series = tail(whole);
      for (ChangePoint change : detector.detect(series)) {
        if (change.regression() && change.index() >= series.size() - recentRuns) {
          found.add(new RecentRegression(key, series.environment(), change, series.unit()));
        }
      }
    }
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
