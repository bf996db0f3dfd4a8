package dev.wirebench.app.history;

import dev.wirebench.app.database.RunDatabase;
import dev.wirebench.engine.history.BenchmarkKey;
import dev.wirebench.engine.history.ChangePointDetector;
import dev.wirebench.engine.history.KeyHistory;
import dev.wirebench.engine.history.SeriesAnalysis;
import dev.wirebench.engine.history.SeriesSplitter;
import dev.wirebench.storage.HistoryKey;
import java.util.ArrayList;
import java.util.List;

/**
 * What the History screen reads: the benchmark keys with results, one key's series (first without
 * change points, so the chart can show at once), and its change points. Blocking; called on the
 * task executor.
 */
public final class HistoryService {
  private final RunDatabase database;
  private final ChangePointDetector detector;

  public HistoryService(RunDatabase database, ChangePointDetector detector) {
    this.database = database;
    this.detector = detector;
  }

  /** Every benchmark key with results, by codec, fixture, operation, mode. */
  public List<HistoryKey> keys() {
    return database.store().historyKeys();
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
    plain.series().forEach(s -> analysed.add(SeriesAnalysis.of(s.series(), detector)));
    return new KeyHistory(plain.key(), analysed, plain.failed(), plain.unconvertible());
  }
}
