package dev.wirebench.app.history;

import static dev.wirebench.app.history.HistorySeed.result;
import static dev.wirebench.app.history.HistorySeed.run;
import static org.assertj.core.api.Assertions.assertThat;

import dev.wirebench.engine.history.ChangePoint;
import dev.wirebench.engine.history.ChangePointDetector;
import dev.wirebench.engine.history.ChangePointSettings;
import dev.wirebench.engine.history.Series;
import dev.wirebench.engine.history.SeriesSplitter;
import dev.wirebench.engine.result.BenchResult;
import dev.wirebench.storage.HistoryKey;
import dev.wirebench.storage.RunStore;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 32 item 16: the Dashboard's regression scan reads the tail of each series instead of every
 * result of each key, and finds exactly what the scan over every result found — on histories longer
 * than its window, in two environments, with a regression, a result without a score and one in a
 * unit its series cannot take among the newest.
 */
class RegressionScanTest {
  private static final int RUNS = RegressionScan.WINDOW + 60;

  @TempDir Path dir;

  @Test
  void readingTheTailsFindsWhatReadingEveryResultFound() {
    try (RunStore store = RunStore.open(dir.resolve("long.db"))) {
      Instant at = Instant.parse("2026-01-01T00:00:00Z");
      for (int i = 0; i < RUNS; i++) {
        String host = i % 4 == 0 ? "host-b" : "host-a";
        boolean slower = i >= RUNS - 8; // a regression among the newest runs
        List<BenchResult> results = new ArrayList<>();
        results.add(result("json", "decode", (slower ? 130 : 100) + Math.sin(i)));
        results.add(result("sbe", "decode", 40 + Math.cos(i)));
        // fix: a failed result and one in ops/s (no ns/op series takes it) among the newest
        results.add(
            result(
                "fix",
                "decode",
                i == RUNS - 3 ? Double.NaN : (i > RUNS - 12 ? 900 : 700) + Math.sin(i)));
        if (i == RUNS - 5) {
          results.add(inOpsPerSecond(result("fix", "decode", 1.2e6)));
        }
        store.importRun(
            run("run-" + i, host, at.plusSeconds(60L * i), results.toArray(BenchResult[]::new)));
      }
      ChangePointDetector detector = new ChangePointDetector(ChangePointSettings.defaults());

      for (int recent : new int[] {5, 10, 40}) {
        List<RecentRegression> found = new RegressionScan(detector, recent).scan(store, 0);
        assertThat(found)
            .as("newest %d runs", recent)
            .isEqualTo(everyResult(store, detector, recent))
            .isNotEmpty();
      }
    }
  }

  /** The scan as it was: every result of every key read, then each series' newest window. */
  private static List<RecentRegression> everyResult(
      RunStore store, ChangePointDetector detector, int recentRuns) {
    List<RecentRegression> found = new ArrayList<>();
    for (HistoryKey key : store.historyKeys()) {
      SeriesSplitter.Split split = SeriesSplitter.split(key.key(), store.historyRows(key.key()));
      for (Series whole : split.series()) {
        int from = Math.max(0, whole.size() - RegressionScan.WINDOW);
        Series series =
            new Series(
                whole.key(),
                whole.environment(),
                whole.unit(),
                whole.points().subList(from, whole.size()));
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

  private static BenchResult inOpsPerSecond(BenchResult r) {
    return new BenchResult(
        r.benchmark(),
        r.codec(),
        r.fixture(),
        r.operation(),
        r.mode(),
        r.params(),
        r.score(),
        r.scoreError(),
        "ops/s",
        r.ciLower(),
        r.ciUpper(),
        r.percentiles(),
        r.allocBytesPerOp(),
        r.encodedSize(),
        r.decodeContract(),
        r.rawData(),
        r.secondary(),
        r.histogram(),
        r.rawJson(),
        r.failure(),
        List.of());
  }
}
