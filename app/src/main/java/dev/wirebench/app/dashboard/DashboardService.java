package dev.wirebench.app.dashboard;

import dev.wirebench.app.dashboard.DashboardSnapshot.Best;
import dev.wirebench.app.dashboard.DashboardSnapshot.Leader;
import dev.wirebench.app.dashboard.DashboardSnapshot.SeriesKey;
import dev.wirebench.app.database.DatabaseLocation;
import dev.wirebench.app.database.RunDatabase;
import dev.wirebench.app.history.RegressionScan;
import dev.wirebench.engine.history.ChangePointDetector;
import dev.wirebench.engine.history.ChangePointSettings;
import dev.wirebench.engine.result.BenchResult;
import dev.wirebench.engine.result.RunKind;
import dev.wirebench.engine.stats.Units;
import dev.wirebench.storage.HistoryPoint;
import dev.wirebench.storage.RunQuery;
import dev.wirebench.storage.RunStore;
import dev.wirebench.storage.RunSummary;
import dev.wirebench.storage.StoredResult;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads what the Dashboard shows from the run database: counts and size, the newest run, and — from
 * the codec results of the newest {@value #SCANNED_RUNS} runs — the best codec per fixture ×
 * operation, the encode/decode leaders and the benchmarks with a history. Scores are compared as
 * time per operation (throughput scores inverted), so runs in different JMH modes and units rank
 * together. No JavaFX; blocks (call it on a worker thread).
 */
public final class DashboardService {
  /** The newest runs the rankings look at: enough for a picture, quick to read. */
  static final int SCANNED_RUNS = 50;

  private static final int LEADERS = 6;
  private static final int HISTORY = 40;

  /** A regression counts as recent when it starts in one of its series' newest runs. */
  static final int RECENT = 5;

  private final RunDatabase database;
  private final RegressionScan regressions =
      new RegressionScan(new ChangePointDetector(ChangePointSettings.defaults()), RECENT);

  public DashboardService(RunDatabase database) {
    this.database = database;
  }

  /**
   * Everything for the tiles.
   *
   * @param chosen the benchmark whose history to draw; null (or unknown) picks the most measured
   */
  public DashboardSnapshot load(SeriesKey chosen) {
    RunStore store = database.store();
    DatabaseLocation location = database.location();
    Map<RunKind, Long> byKind = new EnumMap<>(RunKind.class);
    long total = 0;
    for (RunKind kind : RunKind.values()) {
      long count = store.listRuns(RunQuery.all().withKind(kind).withPage(0, 1)).total();
      if (count > 0) {
        byKind.put(kind, count);
        total += count;
      }
    }
    RunSummary last = store.latest(0).orElse(null);
    List<RunSummary> recent = store.listRuns(RunQuery.all().withPage(0, SCANNED_RUNS)).runs();
    Rankings rankings = new Rankings();
    for (RunSummary run : recent) {
      if (run.resultCount() > 0) {
        for (StoredResult stored : store.results(run.id())) {
          rankings.add(run.id(), stored.result());
        }
      }
    }
    List<SeriesKey> series = rankings.series();
    SeriesKey drawn = chosen != null && series.contains(chosen) ? chosen : first(series);
    List<HistoryPoint> history = new ArrayList<>();
    if (drawn != null) {
      history.addAll(
          store.history(drawn.codec(), drawn.fixture(), drawn.operation(), drawn.mode(), HISTORY));
      Collections.reverse(history); // newest first from the store; a line reads oldest first
    }
    String fixture = rankings.leaderFixture();
    return new DashboardSnapshot(
        location.display(),
        location.localFile().map(f -> sizeOf(f) + sizeOf(Path.of(f + "-wal"))).orElse(-1L),
        total,
        byKind,
        last,
        rankings.best(),
        fixture,
        rankings.leaders(fixture, "encode"),
        rankings.leaders(fixture, "decode"),
        series,
        drawn,
        history,
        recent.size(),
        recent.isEmpty() ? List.of() : regressions.scan(store, recent.get(recent.size() - 1).id()));
  }

  /** A score as nanoseconds per operation; NaN if its unit is neither a time nor a rate. */
  static double nanosPerOp(double score, String unit) {
    if (unit == null || !(score > 0)) {
      return Double.NaN;
    }
    double time = Units.factor(unit, "ns/op");
    if (!Double.isNaN(time)) {
      return score * time;
    }
    double rate = Units.factor(unit, "ops/s");
    return Double.isNaN(rate) ? Double.NaN : 1e9 / (score * rate);
  }

  private static SeriesKey first(List<SeriesKey> series) {
    return series.isEmpty() ? null : series.get(0);
  }

  private static long sizeOf(Path file) {
    try {
      return Files.isRegularFile(file) ? Files.size(file) : 0;
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read the size of " + file, e);
    }
  }

  /** The best time of each fixture × operation × codec, and how often each benchmark ran. */
  private static final class Rankings {
    private final Map<String, Map<String, Double>> bestByCase = new LinkedHashMap<>();
    private final Map<String, Long> bestRun = new HashMap<>();
    private final Map<SeriesKey, Integer> counts = new LinkedHashMap<>();
    private final Map<String, Integer> fixtureCounts = new LinkedHashMap<>();

    void add(long runId, BenchResult r) {
      if (r.failed() || r.codec() == null || r.fixture() == null || r.operation() == null) {
        return;
      }
      double ns = nanosPerOp(r.score(), r.unit());
      if (Double.isNaN(ns)) {
        return;
      }
      counts.merge(new SeriesKey(r.codec(), r.fixture(), r.operation(), r.mode()), 1, Integer::sum);
      fixtureCounts.merge(r.fixture(), 1, Integer::sum);
      String key = r.fixture() + '\u0000' + r.operation();
      Map<String, Double> codecs = bestByCase.computeIfAbsent(key, k -> new HashMap<>());
      Double known = codecs.get(r.codec());
      if (known == null || ns < known) {
        codecs.put(r.codec(), ns);
        bestRun.put(key + '\u0000' + r.codec(), runId);
      }
    }

    List<Best> best() {
      List<Best> rows = new ArrayList<>();
      bestByCase.forEach(
          (key, codecs) -> {
            String[] parts = key.split("\u0000");
            List<Map.Entry<String, Double>> ranked = ranked(codecs);
            Map.Entry<String, Double> winner = ranked.get(0);
            Map.Entry<String, Double> second = ranked.size() > 1 ? ranked.get(1) : null;
            rows.add(
                new Best(
                    parts[0],
                    parts[1],
                    winner.getKey(),
                    winner.getValue(),
                    second == null ? null : second.getKey(),
                    second == null ? Double.NaN : second.getValue(),
                    bestRun.get(key + '\u0000' + winner.getKey())));
          });
      rows.sort(Comparator.comparing(Best::fixture).thenComparing(Best::operation));
      return rows;
    }

    /** The fixture measured most often (first seen, i.e. newest, on a tie). */
    String leaderFixture() {
      return fixtureCounts.entrySet().stream()
          .max(Map.Entry.<String, Integer>comparingByValue())
          .map(Map.Entry::getKey)
          .orElse(null);
    }

    List<Leader> leaders(String fixture, String operation) {
      Map<String, Double> codecs = bestByCase.get(fixture + '\u0000' + operation);
      if (codecs == null) {
        return List.of();
      }
      return ranked(codecs).stream()
          .limit(LEADERS)
          .map(e -> new Leader(e.getKey(), e.getValue()))
          .toList();
    }

    List<SeriesKey> series() {
      List<SeriesKey> keys = new ArrayList<>(counts.keySet());
      keys.sort(Comparator.comparing((SeriesKey k) -> -counts.get(k)));
      return keys;
    }

    private static List<Map.Entry<String, Double>> ranked(Map<String, Double> codecs) {
      List<Map.Entry<String, Double>> ranked = new ArrayList<>(codecs.entrySet());
      ranked.sort(
          Map.Entry.<String, Double>comparingByValue().thenComparing(Map.Entry.comparingByKey()));
      return ranked;
    }
  }
}
