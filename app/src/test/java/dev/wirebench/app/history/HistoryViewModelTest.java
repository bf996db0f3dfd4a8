package dev.wirebench.app.history;

import static dev.wirebench.app.history.HistorySeed.result;
import static org.assertj.core.api.Assertions.assertThat;

import dev.wirebench.app.database.RunDatabase;
import dev.wirebench.app.fx.TaskExecutor;
import dev.wirebench.engine.history.BenchmarkKey;
import dev.wirebench.engine.history.ChangePointDetector;
import dev.wirebench.engine.history.ChangePointSettings;
import dev.wirebench.engine.history.KeyHistory;
import dev.wirebench.engine.history.SeriesPoint;
import dev.wirebench.engine.result.BenchResult;
import dev.wirebench.engine.result.Environment;
import dev.wirebench.engine.result.RunKind;
import dev.wirebench.engine.result.RunStatus;
import dev.wirebench.storage.RunStore;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The History screen without a screen: a real SQLite file with a known history (json decode at 100
 * ns/op for eight runs, then 120 for eight, on one host; sbe encode on two hosts), inline executor.
 */
class HistoryViewModelTest {
  @TempDir Path dir;
  private final List<Throwable> unexpected = new ArrayList<>();
  private final List<Long> opened = new ArrayList<>();
  private final List<List<Long>> compared = new ArrayList<>();
  private final List<Long> jsonRuns = new ArrayList<>();
  private RunDatabase database;
  private HistoryViewModel model;

  @BeforeEach
  void open() {
    database = new RunDatabase(dir.resolve("runs.db"));
    RunStore store = database.store();
    for (int i = 0; i < 16; i++) {
      double json = (i < 8 ? 100 : 120) * (1 + 0.003 * Math.sin(i * 2.1));
      jsonRuns.add(
          run(store, "host-a", result("json", "decode", json), result("sbe", "encode", 50)));
      if (i % 5 == 0) {
        run(store, "host-b", result("sbe", "encode", 40));
      }
    }
    model =
        new HistoryViewModel(
            new HistoryService(database, new ChangePointDetector(ChangePointSettings.defaults())),
            TaskExecutor.inline(unexpected::add),
            opened::add,
            (a, b) -> compared.add(List.of(a, b)));
  }

  @AfterEach
  void close() {
    database.close();
    assertThat(unexpected).isEmpty();
  }

  @Test
  void refreshListsTheKeysAndShowsTheFirstWithItsChangePoint() {
    model.refresh();

    assertThat(model.keys())
        .extracting(k -> k.key().describe())
        .containsExactly("json decode snapshot [avgt]", "sbe encode snapshot [avgt]");
    assertThat(model.chosenProperty().get().codec()).isEqualTo("json");
    KeyHistory shown = model.historyProperty().get();
    assertThat(shown.series()).hasSize(1);
    assertThat(shown.series().get(0).changePoints())
        .singleElement()
        .satisfies(c -> assertThat(c.point().runId()).isEqualTo(jsonRuns.get(8)));
    assertThat(model.changes())
        .singleElement()
        .asString()
        .startsWith("host-a")
        .containsPattern("decode (19|20)\\.\\d % slower from run #" + jsonRuns.get(8));
    // one fork per run: the Δ has no interval, and says so (the same words as the CLI's)
    assertThat(model.headlines())
        .singleElement()
        .asString()
        .contains("16 runs, ns/op; best")
        .containsPattern(
            "Δ vs best \\+(19|20|21)\\.\\d % no verdict: 1 fork per side, need ≥ 3 \\(1×2 vs 1×2\\)");
    SeriesPoint latest = shown.series().get(0).latest();
    assertThat(model.versusBest(latest))
        .matches("\\+(19|20|21)\\.\\d % no verdict: 1 fork per side, need ≥ 3 \\(1×2 vs 1×2\\)");
    assertThat(model.plans())
        .singleElement()
        .satisfies(
            p ->
                assertThat(p.name())
                    .startsWith(
                        "avgt · plan not recorded · host-a, JVM 17.0.12 · 16 runs, latest "));
    assertThat(model.loadingProperty().get()).isFalse();
    assertThat(model.searchingProperty().get()).isFalse();
  }

  @Test
  void choosingAKeyShowsOneSeriesPerEnvironment() {
    model.refresh();

    model.choose(model.keys().get(1).key());

    // the newest run ran on host-b: its plan is shown first, the other is one choice away
    assertThat(model.plans())
        .extracting(p -> p.plan() == null ? "all" : p.plan().host())
        .containsExactly("host-b", "host-a", "all");
    assertThat(model.plans().get(2).name()).isEqualTo("All 2 plans, each its own line");
    assertThat(model.planProperty().get().plan().host()).isEqualTo("host-b");
    KeyHistory shown = model.historyProperty().get();
    assertThat(shown.series())
        .singleElement()
        .satisfies(s -> assertThat(s.series().size()).isEqualTo(4));
    assertThat(model.headlines())
        .containsExactly(
            model.headlines().get(0),
            "1 other plan of this benchmark not shown (Plan: choose it, or all plans)");

    model.choosePlan(model.plans().get(2));
    shown = model.historyProperty().get();
    assertThat(shown.series())
        .extracting(s -> s.series().environment().host())
        .containsExactly("host-a", "host-b");
    assertThat(shown.series().get(1).series().size()).isEqualTo(4);
    assertThat(model.changes()).isEmpty();
    assertThat(model.headlines()).hasSize(2);

    // the choice holds when the key is read again, and goes back to the newest plan for a key
    // that has only one
    model.refresh();
    assertThat(model.planProperty().get().plan()).isNull();
    model.choose(model.keys().get(0).key());
    assertThat(model.plans()).hasSize(1);
    assertThat(model.planProperty().get().plan().host()).isEqualTo("host-a");
  }

  @Test
  void onePointOpensItsRunAndTwoCompareOlderAgainstNewer() {
    model.refresh();
    List<SeriesPoint> points = model.historyProperty().get().series().get(0).series().points();

    model.toggle(points.get(3));
    assertThat(model.canOpenProperty().get()).isTrue();
    assertThat(model.canCompareProperty().get()).isFalse();
    model.openSelected();
    model.toggle(points.get(12));
    model.toggle(points.get(1)); // a third replaces the older selection
    model.compareSelected();

    model.open(points.get(5));
    assertThat(opened).containsExactly(jsonRuns.get(3), jsonRuns.get(5));
    assertThat(model.selection()).containsExactly(points.get(12), points.get(1));
    assertThat(compared).containsExactly(List.of(jsonRuns.get(1), jsonRuns.get(12)));
    model.toggle(points.get(1));
    assertThat(model.selection()).containsExactly(points.get(12));
  }

  @Test
  void keptChangePointsAreFoundAgainOnlyForTheSameSeries() {
    HistoryService service =
        new HistoryService(database, new ChangePointDetector(ChangePointSettings.defaults()));
    BenchmarkKey json = service.keys().get(0).key();
    KeyHistory first = service.changePoints(service.series(json));
    assertThat(service.changePoints(service.series(json))).isEqualTo(first);

    List<Long> later = new ArrayList<>();
    for (int i = 0; i < 8; i++) {
      later.add(run(database.store(), "host-a", result("json", "decode", 150 + 0.2 * i)));
    }
    KeyHistory grown = service.changePoints(service.series(json));

    assertThat(grown.series().get(0).changePoints())
        .extracting(c -> c.point().runId())
        .containsExactly(jsonRuns.get(8), later.get(0));
  }

  @Test
  void anEmptyDatabaseSaysSo() {
    RunDatabase empty = new RunDatabase(dir.resolve("empty.db"));
    try {
      HistoryViewModel blank =
          new HistoryViewModel(
              new HistoryService(empty, new ChangePointDetector(ChangePointSettings.defaults())),
              TaskExecutor.inline(unexpected::add),
              opened::add,
              (a, b) -> {});

      blank.refresh();

      assertThat(blank.keys()).isEmpty();
      assertThat(blank.historyProperty().get()).isNull();
      assertThat(blank.statusProperty().get()).startsWith("No benchmark results stored yet");
    } finally {
      empty.close();
    }
  }

  @Test
  void theDashboardScanFindsTheRegressionAmongRecentRuns() {
    RegressionScan scan =
        new RegressionScan(new ChangePointDetector(ChangePointSettings.defaults()), 10);

    List<RecentRegression> found = scan.scan(database.store(), 0);

    assertThat(found)
        .singleElement()
        .satisfies(
            r -> {
              assertThat(r.key().codec()).isEqualTo("json");
              assertThat(r.change().point().runId()).isEqualTo(jsonRuns.get(8));
              assertThat(r.describe())
                  .matches("json decode snapshot \\[avgt\\]: (19|20)\\.\\d % slower.*");
            });
    // the change is eight runs old: not recent when only the newest five count
    assertThat(
            new RegressionScan(new ChangePointDetector(ChangePointSettings.defaults()), 5)
                .scan(database.store(), 0))
        .isEmpty();
  }

  private static long run(RunStore store, String host, BenchResult... results) {
    Map<String, String> env = new TreeMap<>();
    env.put(Environment.HOST, host);
    env.put(Environment.JVM_VERSION, "17.0.12");
    long id = store.startRun(RunKind.BENCH, "nightly", null, Environment.of(env));
    for (BenchResult r : results) {
      store.addResult(id, r);
    }
    store.finishRun(id, RunStatus.COMPLETE);
    return id;
  }
}
