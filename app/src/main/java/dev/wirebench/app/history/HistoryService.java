package dev.wirebench.app.history;

import dev.wirebench.app.database.RunDatabase;
import dev.wirebench.engine.history.BenchmarkKey;
import dev.wirebench.engine.history.ChangePoint;
import dev.wirebench.engine.history.ChangePointDetector;
import dev.wirebench.engine.history.EnvironmentKey;
import dev.wirebench.engine.history.KeyHistory;
import dev.wirebench.engine.history.Series;
import dev.wirebench.engine.history.SeriesAnalysis;
import dev.wirebench.engine.history.SeriesPoint;
import dev.wirebench.engine.history.SeriesSplitter;
import dev.wirebench.engine.stats.CompareSettings;
import dev.wirebench.storage.HistoryKey;
import dev.wirebench.storage.RunStore;
import dev.wirebench.storage.report.HistoryTables;
import dev.wirebench.storage.report.VersusBest;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What the History screen reads: the benchmark keys with results, one key's series (first without
 * change points, so the chart can show at once), and its change points. Blocking; called on the
 * task executor, from any of its threads.
 *
 * <p>The change points of the last few series searched are kept: the screen reads its history again
 * each time it is shown, and a 10,000-point series costs a few hundred milliseconds to search while
 * an unchanged one is found again by comparing its points.
 */
public final class HistoryService {
  /** Series whose change points are kept. */
  static final int KEPT = 16;

  private final RunDatabase database;
  private final ChangePointDetector detector;
  private final Map<Series, List<ChangePoint>> searched =
      new LinkedHashMap<>(KEPT * 2, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<Series, List<ChangePoint>> eldest) {
          return size() > KEPT;
        }
      };

  private VersusBest versus;
  private RunStore versusStore;

  public HistoryService(RunDatabase database, ChangePointDetector detector) {
    this.database = database;
    this.detector = detector;
  }

  /** Every benchmark key with results, by codec, fixture, operation, mode. */
  public List<HistoryKey> keys() {
    return database.store().historyKeys();
  }

  /**
   * A history with what its lines say: per series (by environment and plan), the headline with its
   * Δ vs best ({@link VersusBest}: Compare's estimator on the stored iterations of best and
   * latest); per latest point that is not the best, that Δ as the chart's readout says it.
   */
  public record Described(
      KeyHistory history, Map<EnvironmentKey, String> headlines, Map<SeriesPoint, String> latest) {
    public Described {
      headlines = Map.copyOf(headlines);
      latest = Map.copyOf(latest);
    }
  }

  /** Describes {@code history}: reads the stored iterations of each series' best and latest. */
  public Described describe(KeyHistory history) {
    VersusBest versus = versus();
    Map<EnvironmentKey, String> headlines = new HashMap<>();
    Map<SeriesPoint, String> latest = new HashMap<>();
    for (SeriesAnalysis s : history.series()) {
      headlines.put(s.series().environment(), HistoryTables.headline(s, versus));
      if (!s.series().isEmpty() && s.series().bestIndex() != s.series().latestIndex()) {
        latest.put(s.latest(), VersusBest.describe(versus.latest(s), s.latestVsBest()));
      }
    }
    return new Described(history, headlines, latest);
  }

  /** The comparer of the open store (a store opened since gets its own: result ids differ). */
  private synchronized VersusBest versus() {
    RunStore store = database.store();
    if (store != versusStore) {
      versus = new VersusBest(CompareSettings.defaults(), store::historyResult);
      versusStore = store;
    }
    return versus;
  }

  /** The key's series per environment, without change points (the fast part). */
  public KeyHistory series(BenchmarkKey key) {
    SeriesSplitter.Split split = SeriesSplitter.split(key, database.store().historyRows(key));
    List<SeriesAnalysis> plain = new ArrayList<>();
    split.series().forEach(s -> plain.add(new SeriesAnalysis(s, List.of())));
    return new KeyHistory(key, plain, split.failed(), split.unconvertible());
  }

  /** The same series with their change points. */
  public KeyHistory changePoints(KeyHistory plain) {
    List<SeriesAnalysis> analysed = new ArrayList<>();
    plain.series().forEach(s -> analysed.add(new SeriesAnalysis(s.series(), search(s.series()))));
    return new KeyHistory(plain.key(), analysed, plain.failed(), plain.unconvertible());
  }

  private List<ChangePoint> search(Series series) {
    synchronized (searched) {
      List<ChangePoint> kept = searched.get(series);
      if (kept != null) {
        return kept;
      }
    }
    List<ChangePoint> found = detector.detect(series);
    synchronized (searched) {
      searched.put(series, found);
    }
    return found;
  }
}
