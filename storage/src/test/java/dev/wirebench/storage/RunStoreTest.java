package dev.wirebench.storage;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.wirebench.engine.result.BenchResult;
import dev.wirebench.engine.result.RunKind;
import dev.wirebench.engine.result.RunStatus;
import dev.wirebench.engine.result.ThroughputPoint;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RunStoreTest {
  @TempDir Path dir;

  /**
   * Where the store under test is: an SQLite file here, a PostgreSQL database in {@link
   * PostgresRunStoreTest} (the same tests, held to the same answers, on the team-store engine).
   */
  String location() {
    return dir.resolve("sub/folder/wirebench.db").toString();
  }

  private RunStore store;

  /** Every time the store writes comes from here: distinct and known, no sleeping for order. */
  private final TickingClock clock = new TickingClock();

  @BeforeEach
  void open() {
    store = RunStore.open(location(), clock);
  }

  @AfterEach
  void close() {
    store.close();
  }

  @Test
  void storesEveryKindOfResultAndReadsItBackEqual() {
    long run =
        store.startRun(
            RunKind.BENCH, "baseline", "{\"forks\":2}", TestResults.environment("17.0.15"));
    List<BenchResult> written =
        List.of(
            TestResults.bench("json", "decode", 1390.5),
            TestResults.sample("cbor", 131.0),
            TestResults.latency("fix"),
            TestResults.failed("fix"));
    written.forEach(r -> store.addResult(run, r));
    store.finishRun(run, RunStatus.PARTIAL);

    List<StoredResult> read = store.results(run);

    assertThat(read).extracting(StoredResult::result).containsExactlyElementsOf(written);
    assertThat(read.get(2).result().histogram()).isEqualTo(written.get(2).histogram());
    assertThat(read.get(0).result().rawData()).hasSize(2);
    assertThat(read).allSatisfy(r -> assertThat(r.runId()).isEqualTo(run));
  }

  /** The last schema without warm-ups: 7 on SQLite, 3 on PostgreSQL. */
  int schemaBeforeWarmups() {
    return 7;
  }

  @Test
  void keepsWarmupIterationsPerForkAndNoneWhereNoneWereRecorded() {
    long run = store.startRun(RunKind.BENCH, "warm", null, TestResults.environment("17"));
    BenchResult warmed =
        TestResults.bench("json", "decode", 100.0)
            .withWarmup(List.of(List.of(180.5, 120.25, 101.0), List.of(150.0, 99.5)));
    BenchResult latency =
        TestResults.latency("fix").withWarmup(List.of(List.of(900.0, 450.0, Double.NaN)));
    BenchResult without = TestResults.bench("cbor", "decode", 200.0);
    List.of(warmed, latency, without).forEach(r -> store.addResult(run, r));
    store.finishRun(run, RunStatus.COMPLETE);

    List<StoredResult> read = store.results(run);

    assertThat(read).extracting(StoredResult::result).containsExactly(warmed, latency, without);
    assertThat(read.get(0).result().warmup())
        .containsExactly(List.of(180.5, 120.25, 101.0), List.of(150.0, 99.5));
    assertThat(read.get(0).result().rawData()).isEqualTo(warmed.rawData());
    assertThat(read.get(1).result().warmup().get(0).get(2)).isNaN();
    assertThat(read.get(2).result().hasWarmup()).isFalse();
    assertThat(read.get(2).result().warmup()).isEmpty();
    assertThat(TableCounts.of(location())).containsEntry("result_warmups", 3L);

    store.deleteRun(run);
    assertThat(TableCounts.of(location())).containsEntry("result_warmups", 0L);
  }

  /** A second, empty store (the test's own one is already at the newest schema). */
  String freshLocation() {
    return dir.resolve("older/wirebench.db").toString();
  }

  @Test
  void resultsStoredBeforeWarmupsWereKeptStayValidWithNoWarmup() {
    store.close();
    String older = freshLocation();
    long old;
    BenchResult before = TestResults.bench("json", "encode", 50.0);
    try (RunStore atOldSchema = RunStore.openAtSchema(older, schemaBeforeWarmups())) {
      old = atOldSchema.startRun(RunKind.BENCH, "old", null, TestResults.environment("17"));
      atOldSchema.addResult(old, before);
      atOldSchema.finishRun(old, RunStatus.COMPLETE);
    }
    store = RunStore.open(older, clock);

    assertThat(store.results(old)).extracting(StoredResult::result).containsExactly(before);
    assertThat(store.results(old).get(0).result().hasWarmup()).isFalse();
    long next = store.startRun(RunKind.BENCH, "new", null, TestResults.environment("17"));
    BenchResult warmed = before.withWarmup(List.of(List.of(75.0)));
    store.addResult(next, warmed);
    assertThat(store.results(next).get(0).result().warmup()).containsExactly(List.of(75.0));
  }

  @Test
  void storesThroughputPointsInOrder() {
    long run = store.startRun(RunKind.THROUGHPUT, "sweep", null, TestResults.environment("17"));
    List<ThroughputPoint> points =
        List.of(
            TestResults.point(1, 0, 1.0e6),
            TestResults.point(2, 0, 1.9e6),
            TestResults.point(4, 0, 3.1e6));
    points.forEach(p -> store.addThroughputPoint(run, p));
    store.finishRun(run, RunStatus.COMPLETE);

    List<ThroughputPoint> read = store.throughputPoints(run);

    assertThat(read).hasSize(3);
    assertThat(read.get(2).consumers()).isEqualTo(4);
    assertThat(read.get(2).perConsumerMsgPerSec()).hasSize(4);
    assertThat(read.get(2).scanCeilingMsgPerSec()).isNaN();
    assertThat(read.get(1).combinedMsgPerSec()).isEqualTo(1.9e6);
    assertThat(store.run(run).pointCount()).isEqualTo(3);
  }

  @Test
  void countsARepeatedSweepPointOnceAsItsDetailShowsIt() {
    long run = store.startRun(RunKind.THROUGHPUT, "sweep", null, TestResults.environment("17"));
    for (int repetition = 0; repetition < 3; repetition++) {
      store.addThroughputPoint(run, TestResults.point(1, repetition, 1.0e6 + repetition));
      store.addThroughputPoint(run, TestResults.point(2, repetition, 1.9e6 + repetition));
    }
    store.finishRun(run, RunStatus.COMPLETE);

    assertThat(store.throughputPoints(run)).hasSize(6);
    assertThat(store.run(run).pointCount()).isEqualTo(2);
  }

  @Test
  void keepsTheRunsMetadataAndEnvironment() {
    long run =
        store.startRun(
            RunKind.BENCH, "  baseline ", "{\"forks\":2}", TestResults.environment("17.0.15"));
    store.addResult(run, TestResults.bench("sbe", "encode", 58));
    store.addResult(run, TestResults.bench("json", "encode", 300));

    RunSummary running = store.run(run);
    store.finishRun(run, RunStatus.COMPLETE);
    RunSummary done = store.run(run);

    assertThat(running.status()).isEqualTo(RunStatus.RUNNING);
    assertThat(running.finishedAt()).isNull();
    assertThat(done.status()).isEqualTo(RunStatus.COMPLETE);
    // the clock's reads: start (0), two results (1, 2), finish (3)
    assertThat(done.startedAt()).isEqualTo(TickingClock.read(0));
    assertThat(done.finishedAt()).isEqualTo(TickingClock.read(3));
    assertThat(done.label()).isEqualTo("baseline");
    assertThat(done.planJson()).isEqualTo("{\"forks\":2}");
    assertThat(done.environment()).isEqualTo(TestResults.environment("17.0.15"));
    assertThat(done.codecs()).containsExactly("json", "sbe");
    assertThat(done.resultCount()).isEqualTo(2);
  }

  @Test
  void refusesResultsForFinishedOrUnknownRuns() {
    long run = store.startRun(RunKind.BENCH, "x", null, TestResults.environment("17"));
    store.finishRun(run, RunStatus.COMPLETE);

    assertThatThrownBy(() -> store.addResult(run, TestResults.bench("json", "decode", 1)))
        .isInstanceOf(StorageException.class)
        .hasMessageContaining("run #" + run + " is complete, not running");
    assertThatThrownBy(() -> store.finishRun(run, RunStatus.FAILED))
        .hasMessageContaining("is complete");
    assertThatThrownBy(() -> store.addResult(999, TestResults.bench("json", "decode", 1)))
        .isInstanceOf(RunNotFoundException.class)
        .hasMessageContaining("no run #999");
    assertThat(store.results(run)).isEmpty();
  }

  @Test
  void renamesNotesTagsAndDeletesRuns() {
    long run = store.startRun(RunKind.BENCH, "old", null, TestResults.environment("17"));
    store.addResult(run, TestResults.latency("fix"));
    store.finishRun(run, RunStatus.COMPLETE);

    store.rename(run, "new name");
    store.setNotes(run, "after the JIT change");
    store.addTags(run, List.of("nightly", "jdk17", "nightly"));
    store.removeTags(run, List.of("jdk17", "absent"));

    RunSummary edited = store.run(run);
    assertThat(edited.label()).isEqualTo("new name");
    assertThat(edited.notes()).isEqualTo("after the JIT change");
    assertThat(edited.tags()).containsExactly("nightly");
    assertThatThrownBy(() -> store.addTags(run, List.of(" ")))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> store.rename(12345, "x")).isInstanceOf(RunNotFoundException.class);

    assertThat(store.deleteRun(run)).isTrue();
    assertThat(store.deleteRun(run)).isFalse();
    assertThat(store.findRun(run)).isEmpty();
    assertThat(store.results(run)).isEmpty();
    assertThat(TableCounts.of(location()))
        .containsEntry("results", 0L)
        .containsEntry("latency_histograms", 0L);
  }

  @Test
  void neverHandsOutADeletedRunsIdAgainAndKeepsWhyARunEnded() {
    long first = store.startRun(RunKind.BENCH, "first", null, TestResults.environment("17"));
    store.finishRun(first, RunStatus.COMPLETE);
    long newest = store.startRun(RunKind.BENCH, "newest", null, TestResults.environment("17"));
    store.setNotes(newest, "before");
    store.finishRun(newest, RunStatus.PARTIAL, "2 of 3 results: the disk filled up");
    assertThat(store.run(newest).status()).isEqualTo(RunStatus.PARTIAL);
    assertThat(store.run(newest).notes()).isEqualTo("before\n2 of 3 results: the disk filled up");

    store.deleteRun(newest);
    long next = store.startRun(RunKind.BENCH, "next", null, TestResults.environment("17"));

    assertThat(next).isGreaterThan(newest);
  }

  @Test
  void listsRunsNewestFirstFilteredAndPaged() {
    long a = finished(RunKind.BENCH, "nightly jdk17", "json", "nightly");
    long b = finished(RunKind.BENCH, "nightly jdk21", "sbe", null);
    long c = finished(RunKind.LATENCY, "fix latency", "fix", "nightly");
    long d = finished(RunKind.BENCH, "100%_done", "json", null);

    assertThat(ids(store.listRuns(RunQuery.all()))).containsExactly(d, c, b, a);
    assertThat(ids(store.listRuns(RunQuery.all().withLabel("NIGHTLY")))).containsExactly(b, a);
    assertThat(ids(store.listRuns(RunQuery.all().withLabel("%_")))).containsExactly(d);
    assertThat(ids(store.listRuns(RunQuery.all().withKind(RunKind.LATENCY)))).containsExactly(c);
    assertThat(ids(store.listRuns(RunQuery.all().withCodec("json")))).containsExactly(d, a);
    assertThat(ids(store.listRuns(RunQuery.all().withTag("nightly")))).containsExactly(c, a);
    assertThat(ids(store.listRuns(RunQuery.all().withStatus(RunStatus.RUNNING)))).isEmpty();
    // each finished run reads the clock three times (start, result, finish): c starts at read 6
    Instant cStart = store.run(c).startedAt();
    assertThat(cStart).isEqualTo(TickingClock.read(6));
    assertThat(ids(store.listRuns(RunQuery.all().withStarted(cStart, null)))).containsExactly(d, c);

    RunPage second = store.listRuns(RunQuery.all().withPage(1, 3));
    assertThat(ids(second)).containsExactly(a);
    assertThat(second.total()).isEqualTo(4);
    assertThat(second.pageCount()).isEqualTo(2);
    assertThat(second.hasNext()).isFalse();
    assertThat(store.latest(0).orElseThrow().id()).isEqualTo(d);
    assertThat(store.latest(1).orElseThrow().id()).isEqualTo(c);
    assertThat(store.findRunsByLabel("fix latency")).extracting(RunSummary::id).containsExactly(c);
  }

  @Test
  void pagesByKeysetAndFiltersByHost() {
    long a = finished(RunKind.BENCH, "a", "json", null);
    long b = finished(RunKind.BENCH, "b", "json", null);
    long c = finished(RunKind.BENCH, "c", "json", null);
    long d = finished(RunKind.BENCH, "d", "json", null);

    RunPage first = store.listRuns(RunQuery.all().withPage(0, 3));
    RunPage second =
        store.listRuns(RunQuery.all().withPage(0, 3).after(first.next().orElseThrow()));

    assertThat(ids(first)).containsExactly(d, c, b);
    assertThat(ids(second)).containsExactly(a);
    assertThat(second.next()).isEmpty();
    assertThat(ids(store.listRuns(RunQuery.all().withHost("bench-host")))).hasSize(4);
    assertThat(store.listRuns(RunQuery.all().withHost("elsewhere")).runs()).isEmpty();
    assertThat(store.run(a).host()).isEqualTo("bench-host");
    assertThat(store.run(a).uid())
        .matches("[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}");
    assertThat(store.findIdByUid(store.run(b).uid())).contains(b);
  }

  @Test
  void historyFollowsOneBenchmarkAcrossRuns() {
    long first = finished(RunKind.BENCH, "one", "json", null);
    long second = finished(RunKind.BENCH, "two", "json", null);

    List<HistoryPoint> history = store.history("json", "snapshot-20x20", "decode", "avgt", 10);

    assertThat(history).extracting(HistoryPoint::runId).containsExactly(second, first);
    assertThat(history.get(0).unit()).isEqualTo("ns/op");
  }

  @Test
  void aRecorderLeftUnfinishedEndsPartialOrFailed() {
    long partial;
    try (RunRecorder recorder =
        store.record(RunKind.BENCH, "cancelled", null, TestResults.environment("17"))) {
      recorder.add(TestResults.bench("json", "decode", 10));
      partial = recorder.runId();
    }
    long failed;
    try (RunRecorder recorder =
        store.record(RunKind.BENCH, "broken", null, TestResults.environment("17"))) {
      failed = recorder.runId();
    }
    long complete;
    try (RunRecorder recorder =
        store.record(RunKind.BENCH, "fine", null, TestResults.environment("17"))) {
      recorder.add(TestResults.bench("json", "decode", 10));
      recorder.finish(RunStatus.COMPLETE);
      complete = recorder.runId();
    }

    assertThat(store.run(partial).status()).isEqualTo(RunStatus.PARTIAL);
    assertThat(store.run(failed).status()).isEqualTo(RunStatus.FAILED);
    assertThat(store.run(complete).status()).isEqualTo(RunStatus.COMPLETE);
  }

  @Test
  void closingTheStoreMidRunMarksTheRunInterrupted() {
    long run = store.startRun(RunKind.BENCH, "closed early", null, TestResults.environment("17"));
    store.addResult(run, TestResults.bench("json", "decode", 10));
    store.close();

    store = RunStore.open(location(), clock);

    assertThat(store.run(run).status()).isEqualTo(RunStatus.INTERRUPTED);
    assertThat(store.results(run)).hasSize(1);
    assertThatThrownBy(() -> store.addResult(run, TestResults.bench("json", "decode", 1)))
        .hasMessageContaining("interrupted");
  }

  @Test
  void usesTheXdgDataFolderForTheDefaultDatabase() {
    Path location = RunStore.defaultLocation();

    assertThat(location.getFileName()).hasToString("wirebench.db");
    assertThat(location.getParent().getFileName()).hasToString("wirebench");
    String xdg = System.getenv("XDG_DATA_HOME");
    Path base =
        xdg == null || xdg.isBlank()
            ? Path.of(System.getProperty("user.home"), ".local", "share")
            : Path.of(xdg);
    assertThat(location).isEqualTo(base.resolve("wirebench/wirebench.db"));
  }

  private long finished(RunKind kind, String label, String codec, String tag) {
    long id = store.startRun(kind, label, null, TestResults.environment("17"));
    store.addResult(id, TestResults.bench(codec, "decode", 100));
    store.finishRun(id, RunStatus.COMPLETE);
    if (tag != null) {
      store.addTags(id, List.of(tag));
    }
    return id;
  }

  private static List<Long> ids(RunPage page) {
    return page.runs().stream().map(RunSummary::id).toList();
  }
}
