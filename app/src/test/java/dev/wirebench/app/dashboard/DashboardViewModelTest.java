package dev.wirebench.app.dashboard;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.wirebench.app.dashboard.DashboardSnapshot.Best;
import dev.wirebench.app.dashboard.DashboardSnapshot.Leader;
import dev.wirebench.app.dashboard.DashboardSnapshot.SeriesKey;
import dev.wirebench.app.database.RunDatabase;
import dev.wirebench.app.fx.TaskExecutor;
import dev.wirebench.engine.result.Environment;
import dev.wirebench.engine.result.RunKind;
import dev.wirebench.engine.result.RunStatus;
import dev.wirebench.storage.HistoryPoint;
import dev.wirebench.storage.PlanKey;
import dev.wirebench.storage.RunStore;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The Dashboard without a screen: a seeded SQLite file in a temp folder, inline executor. */
class DashboardViewModelTest {
  @TempDir Path dir;
  private final List<Throwable> unexpected = new ArrayList<>();
  private RunDatabase database;
  private DashboardViewModel model;

  @BeforeEach
  void open() {
    database = new RunDatabase(dir.resolve("runs.db"));
    model =
        new DashboardViewModel(
            new DashboardService(database), TaskExecutor.inline(unexpected::add));
  }

  @AfterEach
  void close() {
    database.close();
    assertThat(unexpected).isEmpty();
  }

  @Test
  void summarisesTheSeededDatabase() {
    SeededRuns.seed(database.store());

    model.refresh();

    DashboardSnapshot shown = model.snapshotProperty().get();
    assertThat(model.loadingProperty().get()).isFalse();
    assertThat(shown.totalRuns()).isEqualTo(3);
    assertThat(shown.runsByKind()).isEqualTo(Map.of(RunKind.BENCH, 2L, RunKind.THROUGHPUT, 1L));
    assertThat(shown.runsByKind().keySet()).containsExactly(RunKind.BENCH, RunKind.THROUGHPUT);
    assertThat(shown.lastRun().kind()).isEqualTo(RunKind.THROUGHPUT);
    assertThat(shown.databaseBytes()).isPositive();
    assertThat(shown.database()).isEqualTo(dir.resolve("runs.db").toString());
  }

  @Test
  void ranksCodecsLikeWithLikeOnlyWithinOneModeAndPlan() {
    SeededRuns.seed(database.store());

    model.refresh();

    DashboardSnapshot shown = model.snapshotProperty().get();
    assertThat(shown.leaderFixture()).isEqualTo("bars");
    // wire-compiled's encode was measured in thrpt (ops/s), the others in avgt: never ranked
    // together; the newer plan (thrpt, run "second") is the one shown, the other is counted.
    assertThat(shown.encodeLeaders()).extracting(Leader::codec).containsExactly("wire-compiled");
    assertThat(shown.encodeLeaders().get(0).nsPerOp()).isCloseTo(25.0, within(1e-9));
    // json's decode is its newest complete run's (800), not the best of its runs.
    assertThat(shown.decodeLeaders())
        .extracting(Leader::codec, Leader::nsPerOp)
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple("wire-compiled", 30.0),
            org.assertj.core.groups.Tuple.tuple("json", 800.0),
            org.assertj.core.groups.Tuple.tuple("fix", 1200.0));
    // one fork each: a gap is shown but never called significant
    assertThat(shown.decodeLeaders().get(1).versus()).endsWith("(too few forks to tell)");
    assertThat(shown.decodeLeaders().get(1).significant()).isFalse();
    assertThat(shown.decodeLeaders().get(0).errorNsPerOp()).isCloseTo(0.6, within(1e-9));
    assertThat(shown.best())
        .extracting(Best::fixture, Best::operation, Best::codec, Best::runnerUp, Best::otherPlans)
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple("bars", "decode", "wire-compiled", "json", 0),
            org.assertj.core.groups.Tuple.tuple("bars", "encode", "wire-compiled", null, 1),
            org.assertj.core.groups.Tuple.tuple("minimal", "encode", "json", null, 0));
  }

  @Test
  void leavesOutPartialRunsAndRanksOnlyTheNewestPlan() {
    RunStore store = database.store();
    Environment threeForks = SeededRuns.plan("host-a", "3");
    // an older run on another host is another plan
    SeededRuns.bench(
        store,
        "other host",
        SeededRuns.plan("host-b", "3"),
        RunStatus.COMPLETE,
        SeededRuns.forked("json", "decode", 5, 5, 5));
    SeededRuns.bench(
        store,
        "three forks",
        threeForks,
        RunStatus.COMPLETE,
        SeededRuns.forked("json", "decode", 800, 801, 799),
        SeededRuns.forked("fix", "decode", 802, 798, 800.5),
        SeededRuns.forked("sbe", "decode", 100, 101, 99));
    // a cancelled run that happened to be "fastest" never ranks
    SeededRuns.bench(
        store,
        "cancelled",
        threeForks,
        RunStatus.PARTIAL,
        SeededRuns.forked("fix", "decode", 10, 10, 10));

    model.refresh();

    Best best = model.snapshotProperty().get().best().get(0);
    assertThat(best.codec()).isEqualTo("sbe");
    assertThat(best.plan()).contains("host-a").contains("3 forks");
    assertThat(best.otherPlans()).isEqualTo(1);
    List<Leader> leaders = model.snapshotProperty().get().decodeLeaders();
    assertThat(leaders).extracting(Leader::codec).containsExactly("sbe", "json", "fix");
    // sbe is clearly faster than json (3 forks a side: an interval, a verdict)
    assertThat(leaders.get(1).significant()).isTrue();
    assertThat(leaders.get(1).versus()).matches("\\+\\d+\\.\\d % \\[.*\\]");
  }

  @Test
  void drawsTheMostMeasuredBenchmarkAndFollowsTheChoice() {
    SeededRuns.seed(database.store());

    model.refresh();

    SeriesKey jsonDecode = new SeriesKey("json", "bars", "decode", "avgt");
    assertThat(model.chosenProperty().get()).isEqualTo(jsonDecode);
    assertThat(model.snapshotProperty().get().history())
        .extracting(HistoryPoint::score)
        .containsExactly(900.0, 800.0);

    SeriesKey fixEncode = new SeriesKey("fix", "bars", "encode", "avgt");
    model.choose(fixEncode);

    assertThat(model.snapshotProperty().get().chosen()).isEqualTo(fixEncode);
    assertThat(model.snapshotProperty().get().history())
        .extracting(HistoryPoint::score)
        .containsExactly(300.0);
  }

  @Test
  void aLoadSupersededByANewerVisitIsDroppedAndOnlyTheNewestIsShown() {
    java.util.ArrayDeque<Runnable> workers = new java.util.ArrayDeque<>();
    DashboardViewModel held =
        new DashboardViewModel(
            new DashboardService(database),
            TaskExecutor.using(workers::add, Runnable::run, unexpected::add));
    List<DashboardSnapshot> shown = new ArrayList<>();
    held.snapshotProperty().addListener((obs, old, now) -> shown.add(now));

    held.refresh();
    held.refresh(); // a second visit while the first load still waits for a worker
    assertThat(held.loadingProperty().get()).isTrue();
    assertThat(workers).hasSize(2);
    workers.forEach(Runnable::run);

    assertThat(shown).hasSize(1);
    assertThat(held.loadingProperty().get()).isFalse();
  }

  @Test
  void theTilesDoNotWaitForTheRegressionScanWhichKeepsItsLastListWhileItRunsAgain() {
    SeededRuns.seed(database.store());
    java.util.ArrayDeque<Runnable> workers = new java.util.ArrayDeque<>();
    DashboardViewModel held =
        new DashboardViewModel(
            new DashboardService(database),
            TaskExecutor.using(workers::add, Runnable::run, unexpected::add));

    held.refresh();
    workers.poll().run(); // the tiles
    assertThat(held.snapshotProperty().get().totalRuns()).isPositive();
    assertThat(held.regressionsProperty().get()).as("still scanning").isNull();
    assertThat(workers).hasSize(1);
    held.refresh(); // a visit while the scan waits: its tiles load, no second scan is queued
    workers.pollLast().run();
    assertThat(workers).as("the first scan only").hasSize(1);
    workers.poll().run(); // the scan; it ends by asking for the one more the visit wanted
    List<dev.wirebench.app.history.RecentRegression> found = held.regressionsProperty().get();
    assertThat(found).isNotNull();
    assertThat(workers).hasSize(1);
    workers.poll().run();
    assertThat(held.regressionsProperty().get()).isEqualTo(found);
    found = held.regressionsProperty().get();

    held.refresh();
    workers.poll().run();
    assertThat(held.regressionsProperty().get()).isSameAs(found);
    workers.poll().run();
    assertThat(held.regressionsProperty().get()).isEqualTo(found);
    assertThat(workers).isEmpty();
    assertThat(unexpected).isEmpty();
  }

  @Test
  void anEmptyDatabaseGivesEmptyTilesNotErrors() {
    model.refresh();

    DashboardSnapshot shown = model.snapshotProperty().get();
    assertThat(shown.totalRuns()).isZero();
    assertThat(shown.lastRun()).isNull();
    assertThat(shown.best()).isEmpty();
    assertThat(shown.encodeLeaders()).isEmpty();
    assertThat(shown.chosen()).isNull();
    assertThat(shown.history()).isEmpty();
    assertThat(model.regressionsProperty().get()).isEmpty();
    assertThat(model.errorProperty().get()).isEmpty();
  }

  @Test
  void convertsScoresToNanosecondsPerOperation() {
    assertThat(DashboardService.nanosPerOp(1.5, "us/op")).isCloseTo(1500, within(1e-9));
    assertThat(DashboardService.nanosPerOp(2_000_000, "ops/s")).isCloseTo(500, within(1e-9));
    assertThat(DashboardService.nanosPerOp(4, "ops/us")).isCloseTo(250, within(1e-9));
    assertThat(DashboardService.nanosPerOp(1e6, "msg/s")).isNaN();
  }

  @Test
  void theJobTileFollowsBackgroundJobsButNotTheDashboardsOwnLoading() {
    List<Runnable> held = new ArrayList<>(); // jobs never run: they stay "running"
    TaskExecutor queued = TaskExecutor.using(held::add, Runnable::run, unexpected::add);
    DashboardViewModel watching = new DashboardViewModel(new DashboardService(database), queued);

    watching.refresh();
    assertThat(queued.busyProperty().get()).isTrue();
    assertThat(watching.jobProperty().get()).isEmpty();

    queued.submit("Throughput sweep", context -> 1, done -> {}, null);
    assertThat(watching.jobProperty().get()).isEqualTo("Throughput sweep");
    assertThat(watching.jobProgressProperty().get()).isZero();
    assertThat(held).hasSize(2);
  }

  @Test
  void theTrendTileLeavesOutUnscoredRunsAndGivesTheRange() {
    SeriesKey key = new SeriesKey("json", "bars", "decode", "avgt");
    Instant t = Instant.parse("2026-01-01T00:00:00Z");
    List<HistoryPoint> history =
        List.of(
            new HistoryPoint(1, "a", t, 900, 5, "ns/op"),
            new HistoryPoint(2, "failed", t.plusSeconds(60), Double.NaN, Double.NaN, "ns/op"),
            new HistoryPoint(
                5,
                "other plan",
                t.plusSeconds(90),
                4,
                1,
                "ns/op",
                true,
                new PlanKey("elsewhere", "", "", "", "1")),
            new HistoryPoint(3, "b", t.plusSeconds(120), 12_345.6, 7, "ns/op"),
            new HistoryPoint(
                4, "cancelled", t.plusSeconds(180), 3, 1, "ns/op", false, SeededRuns.NO_PLAN));

    Trend trend = Trend.of(key, history);

    assertThat(trend.scores()).containsExactly(900.0, 12_345.6);
    assertThat(trend.title()).isEqualTo("Trend · " + key.label());
    // The newest scored run; 10 000 and above are written without decimals, below with one.
    assertThat(trend.value()).isEqualTo("12,346 ± 7.00 ns/op");
    assertThat(trend.range()).isEqualTo("2 runs of one plan · 900.0 – 12,346 ns/op · 2 left out");
    assertThat(trend.description())
        .isEqualTo(
            key.label()
                + ": the score of each complete run of one plan, oldest left; 2 partial or"
                + " other-plan runs left out");
    assertThat(Trend.of(key, List.of(history.get(1)))).isEqualTo(Trend.NONE);
    assertThat(Trend.of(null, history)).isEqualTo(Trend.NONE);
  }

  @Test
  void theTrendFollowsTheChosenBenchmarkAndIsEmptyWithoutHistory() {
    model.refresh();
    assertThat(model.trendProperty().get().value()).isEqualTo("No history yet");
    assertThat(model.trendProperty().get().scores()).isEmpty();

    SeededRuns.seed(database.store());
    model.refresh();

    Trend shown = model.trendProperty().get();
    assertThat(shown.title()).isEqualTo("Trend · " + model.chosenProperty().get().label());
    assertThat(shown.scores()).containsExactly(900.0, 800.0);
    assertThat(shown.range()).startsWith("2 runs of one plan · 800.0 – 900.0 ");
  }
}
