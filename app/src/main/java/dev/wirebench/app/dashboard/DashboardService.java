package dev.wirebench.app.dashboard;

import dev.wirebench.app.dashboard.DashboardSnapshot.Best;
import dev.wirebench.app.dashboard.DashboardSnapshot.Leader;
import dev.wirebench.app.dashboard.DashboardSnapshot.SeriesKey;
import dev.wirebench.app.database.DatabaseLocation;
import dev.wirebench.app.database.RunDatabase;
import dev.wirebench.app.history.RecentRegression;
import dev.wirebench.app.history.RegressionScan;
import dev.wirebench.engine.history.BenchmarkKey;
import dev.wirebench.engine.history.ChangePointDetector;
import dev.wirebench.engine.history.ChangePointSettings;
import dev.wirebench.engine.result.RunKind;
import dev.wirebench.engine.stats.CompareSettings;
import dev.wirebench.storage.HistoryKey;
import dev.wirebench.storage.HistoryPoint;
import dev.wirebench.storage.RunQuery;
import dev.wirebench.storage.RunStore;
import dev.wirebench.storage.RunSummary;
import dev.wirebench.storage.report.CodecRanking;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads what the Dashboard shows from the run database: counts and size, the newest run, recent
 * regressions (apart, see {@link #regressions}), and — like with like — the best codec per fixture
 * × operation and the encode/decode leaders, each ranked among the newest results of complete runs
 * of one plan (same host, JVM, warm-up, measurement, forks, mode and unit; see {@link
 * CodecRanking}), read by one aggregate query instead of every result of the newest runs. A
 * runner-up is compared with the winner by Compare's estimator, so a gap the data cannot support
 * says so. No JavaFX; blocks (call it on a worker thread).
 */
public final class DashboardService {
  /** The newest runs the regression scan looks at. */
  static final int SCANNED_RUNS = 50;

  private static final int LEADERS = 6;
  private static final int HISTORY = 40;

  /** A regression counts as recent when it starts in one of its series' newest runs. */
  static final int RECENT = 5;

  private final RunDatabase database;
  private final RegressionScan regressions =
      new RegressionScan(new ChangePointDetector(ChangePointSettings.defaults()), RECENT);
  private final CodecRanking ranking = new CodecRanking(CompareSettings.defaults());

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
    List<CodecRanking.Board> boards = ranking.boards(store, LEADERS);
    Map<SeriesKey, Integer> counts = seriesCounts(store);
    List<SeriesKey> series = new ArrayList<>(counts.keySet());
    series.sort(Comparator.comparing((SeriesKey k) -> -counts.get(k)));
    SeriesKey drawn = chosen != null && series.contains(chosen) ? chosen : first(series);
    List<HistoryPoint> history = new ArrayList<>();
    if (drawn != null) {
      history.addAll(
          store.history(drawn.codec(), drawn.fixture(), drawn.operation(), drawn.mode(), HISTORY));
      Collections.reverse(history); // newest first from the store; a line reads oldest first
    }
    String fixture = leaderFixture(boards, counts);
    return new DashboardSnapshot(
        location.display(),
        location.localFile().map(f -> sizeOf(f) + sizeOf(Path.of(f + "-wal"))).orElse(-1L),
        total,
        byKind,
        last,
        boards.stream().map(DashboardService::best).toList(),
        fixture,
        leaders(boards, fixture, "encode"),
        leaders(boards, fixture, "decode"),
        series,
        drawn,
        history,
        recent.size(),
        recent.isEmpty() ? -1 : recent.get(recent.size() - 1).id());
  }

  /**
   * The recent regressions among the benchmarks with a result in run {@code sinceRunId} or a newer
   * one, newest first: read apart from {@link #load}, because the first scan of a large store takes
   * long (each series' newest points of every such benchmark) while later scans search only what
   * changed ({@link RegressionScan}); the tiles do not wait for it. Blocking.
   */
  public List<RecentRegression> regressions(long sinceRunId) {
    return sinceRunId < 0 ? List.of() : regressions.scan(database.store(), sinceRunId);
  }

  /** A score as nanoseconds per operation; NaN if its unit is neither a time nor a rate. */
  static double nanosPerOp(double score, String unit) {
    return CodecRanking.nanosPerOp(score, unit);
  }

  /** Results per codec × fixture × operation × mode, from the store's history keys. */
  private static Map<SeriesKey, Integer> seriesCounts(RunStore store) {
    Map<SeriesKey, Integer> counts = new LinkedHashMap<>();
    for (HistoryKey key : store.historyKeys()) {
      BenchmarkKey k = key.key();
      if (k.codec() != null && k.fixture() != null && k.operation() != null) {
        counts.merge(
            new SeriesKey(k.codec(), k.fixture(), k.operation(), k.mode()),
            key.results(),
            Integer::sum);
      }
    }
    return counts;
  }

  /** The fixture with the most results among the ranked ones (first by name on a tie). */
  private static String leaderFixture(
      List<CodecRanking.Board> boards, Map<SeriesKey, Integer> counts) {
    Map<String, Integer> byFixture = new LinkedHashMap<>();
    boards.forEach(b -> byFixture.putIfAbsent(b.fixture(), 0));
    counts.forEach((k, n) -> byFixture.computeIfPresent(k.fixture(), (f, m) -> m + n));
    return byFixture.entrySet().stream()
        .max(Map.Entry.<String, Integer>comparingByValue())
        .map(Map.Entry::getKey)
        .orElse(null);
  }

  private static Best best(CodecRanking.Board board) {
    CodecRanking.Entry winner = board.winner();
    CodecRanking.Entry second = board.runnerUp().orElse(null);
    return new Best(
        board.fixture(),
        board.operation(),
        winner.codec(),
        winner.nsPerOp(),
        winner.errorNsPerOp(),
        second == null ? null : second.codec(),
        second == null ? Double.NaN : second.nsPerOp(),
        second == null ? Double.NaN : second.errorNsPerOp(),
        second == null ? "" : second.versusWinner(),
        second != null && second.significantlySlower(),
        winner.contender().runId(),
        board.plan().describe() + " · " + board.mode(),
        board.otherPlans());
  }

  private static List<Leader> leaders(
      List<CodecRanking.Board> boards, String fixture, String operation) {
    return boards.stream()
        .filter(b -> b.fixture().equals(fixture) && b.operation().equals(operation))
        .findFirst()
        .map(
            b ->
                b.entries().stream()
                    .limit(LEADERS)
                    .map(
                        e ->
                            new Leader(
                                e.codec(),
                                e.nsPerOp(),
                                e.errorNsPerOp(),
                                e.vsWinner() == null ? "" : e.versusWinner(),
                                e.vsWinner() == null || e.significantlySlower()))
                    .toList())
        .orElse(List.of());
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
}
