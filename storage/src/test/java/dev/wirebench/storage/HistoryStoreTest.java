package dev.wirebench.storage;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wirebench.engine.history.BenchmarkKey;
import dev.wirebench.engine.history.EnvironmentKey;
import dev.wirebench.engine.history.HistoryRow;
import dev.wirebench.engine.history.Series;
import dev.wirebench.engine.history.SeriesSplitter;
import dev.wirebench.engine.result.BenchResult;
import dev.wirebench.engine.result.Environment;
import dev.wirebench.engine.result.RunKind;
import dev.wirebench.engine.result.RunStatus;
import java.nio.file.Path;
import java.util.List;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class HistoryStoreTest {
  @TempDir Path dir;

  /**
   * Where the store under test is: an SQLite file here, a PostgreSQL database in {@link
   * PostgresHistoryStoreTest} (the same histories from both engines).
   */
  String location() {
    return dir.resolve("h.db").toString();
  }

  /**
   * Stores one complete run on host "before" with one result, into the store at the schema just
   * before the history one (SQLite's 4, written as that schema's Wirebench wrote it: today's code
   * writes columns it did not have); returns the run's id.
   */
  long runBeforeTheHistorySchema() {
    Path file = Path.of(location());
    RunStore.openAtSchema(file.toString(), 4).close();
    return OldSchemaRows.insertRunWithResult(file, "before");
  }

  private static long run(RunStore store, Environment env, BenchResult... results) {
    long id = store.startRun(RunKind.BENCH, "nightly", null, env);
    for (BenchResult result : results) {
      store.addResult(id, result);
    }
    store.finishRun(id, RunStatus.COMPLETE);
    return id;
  }

  /** The last schema whose histories did not know the plan: SQLite's 7, PostgreSQL's 3. */
  int schemaBeforePlans() {
    return 7;
  }

  private static Environment withPlan(String warmup, String measurement, String forks) {
    TreeMap<String, String> values = new TreeMap<>(TestResults.environment("17.0.12").values());
    values.put("settings.warmup", warmup);
    values.put("settings.measurement", measurement);
    values.put("settings.forks", forks);
    return Environment.of(values);
  }

  @Test
  void aSeriesNeverJoinsRunsOfAnotherPlanAndRunsStoredBeforeKeepTheirPlan() {
    long old;
    try (RunStore older = RunStore.openAtSchema(location(), schemaBeforePlans())) {
      old = run(older, withPlan("3x1s", "5x1s", "2"), TestResults.bench("json", "decode", 100));
    }
    try (RunStore store = RunStore.open(location())) {
      long fiveForks =
          run(store, withPlan("3x1s", "5x1s", "5"), TestResults.bench("json", "decode", 90));
      long longer =
          run(store, withPlan("3x1s", "10x10s", "2"), TestResults.bench("json", "decode", 95));
      long same =
          run(store, withPlan("3x1s", "5x1s", "2"), TestResults.bench("json", "decode", 101));
      BenchmarkKey key = BenchmarkKey.of(TestResults.bench("json", "decode", 0));

      List<Series> series = SeriesSplitter.split(key, store.historyRows(key)).series();

      assertThat(series)
          .extracting(s -> s.environment().plan())
          .containsExactlyInAnyOrder(
              "2 forks, warm-up 3x1s, measurement 10x10s",
              "2 forks, warm-up 3x1s, measurement 5x1s",
              "5 forks, warm-up 3x1s, measurement 5x1s");
      assertThat(series)
          .filteredOn(s -> s.environment().plan().equals("2 forks, warm-up 3x1s, measurement 5x1s"))
          .singleElement()
          .satisfies(
              s -> assertThat(s.points()).extracting(p -> p.runId()).containsExactly(old, same));
      assertThat(series)
          .flatExtracting(s -> s.points().stream().map(p -> p.runId()).toList())
          .contains(fiveForks, longer);
      assertThat(series.get(0).environment().describe())
          .contains("bench-host")
          .endsWith(series.get(0).environment().plan());
    }
  }

  private static Environment onHost(String host) {
    TreeMap<String, String> values = new TreeMap<>(TestResults.environment("17.0.12").values());
    values.put(Environment.HOST, host);
    return Environment.of(values);
  }

  @Test
  void listsEveryKeyWithItsCountAndNewestRun() {
    try (RunStore store = RunStore.open(location())) {
      run(store, onHost("a"), TestResults.bench("json", "decode", 100));
      long last =
          run(
              store,
              onHost("a"),
              TestResults.bench("json", "decode", 101),
              TestResults.bench("sbe", "encode", 50));

      List<HistoryKey> keys = store.historyKeys();

      assertThat(keys)
          .extracting(k -> k.key().describe())
          .containsExactly("json decode snapshot-20x20 [avgt]", "sbe encode snapshot-20x20 [avgt]");
      assertThat(keys.get(0).results()).isEqualTo(2);
      assertThat(keys.get(0).latestRunId()).isEqualTo(last);
      assertThat(keys.get(0).key().matches(TestResults.bench("json", "decode", 1))).isTrue();
    }
  }

  @Test
  void readsOneKeysResultsOldestFirstWithEachRunsEnvironment() {
    try (RunStore store = RunStore.open(location())) {
      long first = run(store, onHost("a"), TestResults.bench("json", "decode", 100));
      long second = run(store, onHost("b"), TestResults.bench("json", "decode", 90));
      long third =
          run(
              store,
              onHost("a"),
              TestResults.bench("json", "decode", 110),
              TestResults.bench("json", "encode", 70));
      BenchmarkKey key = BenchmarkKey.of(TestResults.bench("json", "decode", 0));

      List<HistoryRow> rows = store.historyRows(key);

      assertThat(rows).extracting(HistoryRow::runId).containsExactly(first, second, third);
      assertThat(rows.get(0).environment())
          .isEqualTo(
              new EnvironmentKey(
                  "a",
                  "Test CPU @ 3.0GHz",
                  "Eclipse Adoptium",
                  "17.0.12",
                  "-Xmx1g",
                  "3x1s",
                  "5x1s",
                  "2"));
      assertThat(rows.get(0).score()).isEqualTo(100);
      assertThat(rows.get(0).error()).isEqualTo(2); // TestResults: error is 2 % of the score
      assertThat(rows.get(0).unit()).isEqualTo("ns/op");
      List<Series> series = SeriesSplitter.split(key, rows).series();
      assertThat(series).hasSize(2);
      assertThat(series.get(0).points()).extracting(p -> p.runId()).containsExactly(first, third);
      assertThat(series.get(1).points()).extracting(p -> p.runId()).containsExactly(second);
      // each point knows its stored result, whose per-fork iterations a Δ vs best compares
      long resultId = series.get(0).points().get(1).resultId();
      assertThat(resultId).isEqualTo(rows.get(2).resultId());
      BenchResult stored = store.historyResult(resultId);
      BenchResult written = store.results(third).get(0).result();
      assertThat(stored.score()).isEqualTo(110);
      assertThat(stored.unit()).isEqualTo("ns/op");
      assertThat(stored.mode()).isEqualTo(written.mode());
      assertThat(stored.rawData()).isEqualTo(written.rawData()).isNotEmpty();
      assertThat(store.historyResult(resultId + 1000)).isNull();
    }
  }

  @Test
  void aCancelledOrInterruptedRunIsNoPartOfAHistory() {
    try (RunStore store = RunStore.open(location())) {
      long complete = run(store, onHost("a"), TestResults.bench("json", "decode", 100));
      long cancelled = store.startRun(RunKind.BENCH, "cancelled", null, onHost("a"));
      store.addResult(cancelled, TestResults.bench("json", "decode", 10));
      store.finishRun(cancelled, RunStatus.PARTIAL);
      BenchmarkKey key = BenchmarkKey.of(TestResults.bench("json", "decode", 0));

      assertThat(store.historyRows(key)).extracting(HistoryRow::runId).containsExactly(complete);
    }
  }

  @Test
  void contendersAreTheNewestResultOfCompleteRunsPerPlanAndCodec() {
    try (RunStore store = RunStore.open(location())) {
      long older = run(store, onHost("a"), TestResults.bench("json", "decode", 90));
      long newer = run(store, onHost("a"), TestResults.bench("json", "decode", 100));
      long otherHost = run(store, onHost("b"), TestResults.bench("json", "decode", 80));
      long cancelled = store.startRun(RunKind.BENCH, "cancelled", null, onHost("a"));
      store.addResult(cancelled, TestResults.bench("json", "decode", 10));
      store.finishRun(cancelled, RunStatus.PARTIAL);

      List<Contender> contenders = store.contenders();

      assertThat(contenders)
          .extracting(Contender::runId, Contender::score)
          .containsExactlyInAnyOrder(
              org.assertj.core.groups.Tuple.tuple(newer, 100.0),
              org.assertj.core.groups.Tuple.tuple(otherHost, 80.0));
      Contender a = contenders.stream().filter(c -> c.runId() == newer).findFirst().orElseThrow();
      assertThat(a.plan())
          .isEqualTo(
              new PlanKey(
                  "a",
                  "Eclipse Adoptium 17.0.12",
                  store.run(newer).environment().get("settings.warmup"),
                  store.run(newer).environment().get("settings.measurement"),
                  store.run(newer).environment().get("settings.forks")));
      assertThat(a.error()).isEqualTo(2);
      assertThat(a.forks()).hasSize(2);
      assertThat(older).isLessThan(newer);
    }
  }

  @Test
  void historyPointsSayWhetherTheirRunCompletedAndUnderWhichPlan() {
    try (RunStore store = RunStore.open(location())) {
      run(store, onHost("a"), TestResults.bench("json", "decode", 100));
      long cancelled = store.startRun(RunKind.BENCH, "cancelled", null, onHost("b"));
      store.addResult(cancelled, TestResults.bench("json", "decode", 10));
      store.finishRun(cancelled, RunStatus.PARTIAL);

      List<HistoryPoint> points = store.history("json", "snapshot-20x20", "decode", "avgt", 10);

      assertThat(points).extracting(HistoryPoint::complete).containsExactly(false, true);
      assertThat(points).extracting(p -> p.plan().host()).containsExactly("b", "a");
    }
  }

  @Test
  void otherParamsAreAnotherKey() {
    try (RunStore store = RunStore.open(location())) {
      BenchResult plain = TestResults.bench("json", "decode", 100);
      TreeMap<String, String> params = new TreeMap<>(plain.params());
      params.put("size", "4");
      BenchResult sized = withParams(plain, params);
      run(store, onHost("a"), plain, sized);

      assertThat(store.historyKeys()).hasSize(2);
      assertThat(store.historyRows(BenchmarkKey.of(sized))).hasSize(1);
      assertThat(store.historyRows(BenchmarkKey.of(plain))).hasSize(1);
    }
  }

  @Test
  void runsStoredBeforeTheHistorySchemaKeepTheirEnvironment() {
    long id = runBeforeTheHistorySchema();
    try (RunStore store = RunStore.open(location())) {
      List<HistoryKey> keys = store.historyKeys();
      assertThat(keys).hasSize(1);
      List<HistoryRow> rows = store.historyRows(keys.get(0).key());

      assertThat(rows).extracting(HistoryRow::runId).containsExactly(id);
      assertThat(rows.get(0).environment().host()).isEqualTo("before");
    }
  }

  @Test
  void deletingARunDeletesItsEnvironmentRow() {
    try (RunStore store = RunStore.open(location())) {
      long id = run(store, onHost("a"), TestResults.bench("json", "decode", 100));
      run(store, onHost("b"), TestResults.bench("json", "decode", 100));
      store.deleteRun(id);
    }
    assertThat(TableCounts.of(location())).containsEntry("run_environments", 1L);
  }

  @Test
  void theKeyListFollowsDeletedRuns() {
    try (RunStore store = RunStore.open(location())) {
      BenchResult json = TestResults.bench("json", "decode", 100);
      BenchResult generic = copy(json, "org.acme.Parse.lines", null, null, null, new TreeMap<>());
      long first = run(store, onHost("a"), json, generic);
      long second = run(store, onHost("a"), json, TestResults.bench("sbe", "encode", 50));
      long third = run(store, onHost("b"), generic);

      store.deleteRun(third); // the newest of the generic key: its newest run is looked up again
      store.deleteRun(second); // the only sbe result: its key goes

      assertThat(store.historyKeys())
          .extracting(k -> k.key().codec(), HistoryKey::results, HistoryKey::latestRunId)
          .containsExactly(
              org.assertj.core.groups.Tuple.tuple(null, 1, first),
              org.assertj.core.groups.Tuple.tuple("json", 1, first));
      store.deleteRun(first);
      assertThat(store.historyKeys()).isEmpty();
    }
  }

  @Test
  void aBenchmarkNamingNoCodecHasAHistoryAndListsFirst() {
    try (RunStore store = RunStore.open(location())) {
      BenchResult json = TestResults.bench("json", "decode", 100);
      TreeMap<String, String> none = new TreeMap<>();
      // an imported JMH benchmark that names no codec, fixture or operation (NULL columns)
      BenchResult generic = copy(json, "org.acme.Parse.lines", null, null, null, none);
      long id = run(store, onHost("a"), json, generic);

      List<HistoryKey> keys = store.historyKeys();

      assertThat(keys).extracting(k -> k.key().codec()).containsExactly(null, "json");
      assertThat(store.historyRows(keys.get(0).key()))
          .extracting(HistoryRow::runId, HistoryRow::score)
          .containsExactly(org.assertj.core.groups.Tuple.tuple(id, 100.0));
      assertThat(store.historyRows(keys.get(1).key())).hasSize(1);
    }
  }

  /** Issue 32 item 16: the Dashboard's scan reads the recent end of each series, no more. */
  @Test
  void theTailOfAKeyIsTheNewestScoredResultsOfEachPlanOldestFirst() {
    try (RunStore store = RunStore.open(location())) {
      for (int i = 0; i < 12; i++) {
        run( // two results of the key a run, one without a score (NULL)
            store,
            onHost(i % 3 == 0 ? "b" : "a"),
            TestResults.bench("json", "decode", 100 + i),
            TestResults.bench("json", "decode", i == 10 ? Double.NaN : 200 + i));
      }
      BenchmarkKey key = BenchmarkKey.of(TestResults.bench("json", "decode", 0));
      List<HistoryRow> scored =
          store.historyRows(key).stream().filter(r -> !Double.isNaN(r.score())).toList();
      List<HistoryRow> newestFive =
          scored.stream()
              .filter(
                  r ->
                      scored.subList(scored.indexOf(r) + 1, scored.size()).stream()
                              .filter(o -> o.environment().equals(r.environment()))
                              .count()
                          < 5)
              .toList();

      assertThat(store.historyTail(key, 5)).hasSize(10).isEqualTo(newestFive);
    }
  }

  private static BenchResult withParams(BenchResult r, TreeMap<String, String> params) {
    return copy(r, r.benchmark(), r.codec(), r.fixture(), r.operation(), params);
  }

  private static BenchResult copy(
      BenchResult r,
      String benchmark,
      String codec,
      String fixture,
      String operation,
      TreeMap<String, String> params) {
    return new BenchResult(
        benchmark,
        codec,
        fixture,
        operation,
        r.mode(),
        params,
        r.score(),
        r.scoreError(),
        r.unit(),
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
