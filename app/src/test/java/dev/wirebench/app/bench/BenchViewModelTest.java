package dev.wirebench.app.bench;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wirebench.app.database.RunDatabase;
import dev.wirebench.app.fx.TaskExecutor;
import dev.wirebench.engine.bench.BenchMode;
import dev.wirebench.engine.bench.BenchmarkEngine;
import dev.wirebench.engine.bench.Operation;
import dev.wirebench.engine.codec.CodecRegistry;
import dev.wirebench.engine.env.JavaRuntimes;
import dev.wirebench.engine.fixture.FixtureLoader;
import dev.wirebench.engine.result.RunStatus;
import dev.wirebench.engine.run.MeasurementLock;
import dev.wirebench.storage.StoredResult;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javafx.collections.ListChangeListener;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The Benchmark screen's view model without a screen: real forked JMH runs of the JSON codec on the
 * smallest fixture with the tiniest settings, stored in a real SQLite file; the inline executor
 * runs the job and its deliveries on the test thread.
 */
class BenchViewModelTest {
  @TempDir Path temp;
  private final List<Throwable> unexpected = new ArrayList<>();
  private final List<Long> openedRuns = new ArrayList<>();
  private final List<String> inspected = new ArrayList<>();
  private RunDatabase database;
  private BenchService service;
  private BenchViewModel model;

  @BeforeEach
  void create() {
    database = new RunDatabase(temp.resolve("runs.db"));
    BenchmarkEngine engine =
        new BenchmarkEngine(
            CodecRegistry.discover(),
            FixtureLoader.bundled(),
            // A lock of its own: other builds' benchmarks on this machine do not hold this test up.
            new MeasurementLock(temp.resolve(MeasurementLock.FILE_NAME)));
    service =
        new BenchService(
            engine,
            CodecRegistry.discover(),
            FixtureLoader.bundled().catalog(),
            database,
            () -> List.of(JavaRuntimes.current()),
            new PlanMemory(temp.resolve("bench-plan.json")));
    model = newModel();
  }

  private BenchViewModel newModel() {
    BenchViewModel created =
        new BenchViewModel(
            service,
            TaskExecutor.inline(unexpected::add),
            openedRuns::add,
            (codec, fixture) -> inspected.add(codec + "@" + fixture));
    created.start();
    return created;
  }

  @AfterEach
  void close() {
    database.close();
  }

  /** json × minimal encode, 1 fork, 1×100ms warm-up and measurement, GC profiler on. */
  private void tinyPlan(String measureTime) {
    PlanViewModel plan = model.plan();
    plan.codecs().setAll("json");
    plan.fixtures().setAll("minimal");
    plan.operations().setAll(Operation.ENCODE);
    plan.modeProperty().set(BenchMode.AVERAGE_TIME);
    plan.warmupIterationsProperty().set(1);
    plan.warmupTimeProperty().set("100ms");
    plan.measureIterationsProperty().set(1);
    plan.measureTimeProperty().set(measureTime);
    plan.forksProperty().set(1);
    plan.gcProfilerProperty().set(true);
    plan.jvmFlagsProperty().set("-Xmx256m -XX:TieredStopAtLevel=1");
  }

  @Test
  void aResultTheDatabaseRefusesStopsTheRunAndShowsABannerNotStoredAsRun() throws Exception {
    tinyPlan("100ms");
    model.plan().fixtures().setAll("minimal", "trade-update");
    database.store(); // the schema exists before the test's trigger is added
    // The database refuses results, as a full disk does (a real SQLite error on the real write).
    try (java.sql.Connection c =
            java.sql.DriverManager.getConnection("jdbc:sqlite:" + database.file().orElseThrow());
        java.sql.Statement s = c.createStatement()) {
      s.execute(
          "CREATE TRIGGER refuse_results BEFORE INSERT ON results"
              + " BEGIN SELECT RAISE(FAIL, 'no space left (test)'); END");
    }

    model.run();

    assertThat(unexpected).isEmpty();
    assertThat(model.runningProperty().get()).isFalse();
    assertThat(model.errorProperty().get())
        .startsWith("The run was not fully stored, so it stopped: ")
        .contains("no space left (test)");
    assertThat(model.statusProperty().get())
        .contains("not fully stored")
        .doesNotContain("stored as run");
    // What finished is shown: the first benchmark; the second never started.
    assertThat(model.results()).hasSize(1);
    long id = database.store().latest(0).orElseThrow().id();
    assertThat(database.store().run(id).status()).isEqualTo(RunStatus.FAILED);
    assertThat(database.store().run(id).notes()).contains("no space left (test)");
  }

  @Test
  void aTinyForkedRunShowsItsResultAndIsStoredInTheDatabase() {
    tinyPlan("100ms");
    assertThat(model.canRunBinding().get()).isTrue();

    model.run();

    assertThat(unexpected).isEmpty();
    assertThat(model.errorProperty().get()).isEmpty();
    assertThat(model.runningProperty().get()).isFalse();
    assertThat(model.results()).hasSize(1);
    LiveResultRow row = model.results().get(0);
    assertThat(row.failed()).as(row.failure()).isFalse();
    assertThat(row.codec()).isEqualTo("json");
    assertThat(row.fixture()).isEqualTo("minimal");
    assertThat(row.operation()).isEqualTo("encode");
    assertThat(row.mode()).isEqualTo("avgt");
    assertThat(row.unit()).isEqualTo("ns/op");
    assertThat(row.score()).isPositive();
    assertThat(row.allocBytesPerOp()).isNotNull();
    assertThat(row.encodedSize()).isPositive();
    assertThat(row.decodeContract()).isNotBlank();
    // Warm-up and measurement iterations arrived live, in order.
    assertThat(model.live()).extracting(LivePoint::warmup).containsExactly(true, false);
    assertThat(model.live()).allSatisfy(p -> assertThat(p.score()).isPositive());
    // The raw data of the row: the measurement from the result, the warm-up as it arrived live.
    LiveRawData.Raw raw = model.rawData(row);
    assertThat(raw.forks()).hasSize(1);
    assertThat(raw.forks().get(0)).containsExactly(model.live().get(1).score());
    assertThat(raw.warmups()).hasSize(1);
    assertThat(raw.warmups().get(0)).containsExactly(model.live().get(0).score());

    long id = model.storedRunProperty().get();
    assertThat(id).isPositive();
    assertThat(model.statusProperty().get())
        .startsWith("Finished: 1 result")
        .contains("stored as run #" + id);
    assertThat(database.store().run(id).status()).isEqualTo(RunStatus.COMPLETE);
    List<StoredResult> stored = database.store().results(id);
    assertThat(stored).hasSize(1);
    assertThat(stored.get(0).result().codec()).isEqualTo("json");
    assertThat(stored.get(0).result().score()).isEqualTo(row.score());
    // The warm-up the fork reported is stored with the result and read back (schema 8).
    assertThat(stored.get(0).result().warmup())
        .containsExactly(List.of(model.live().get(0).score()));
    assertThat(stored.get(0).result().rawData())
        .containsExactly(List.of(model.live().get(1).score()));

    model.openStoredRun();
    model.inspect(row);
    assertThat(openedRuns).containsExactly(id);
    assertThat(inspected).containsExactly("json@minimal");

    // The next session's form starts from the plan run last.
    PlanViewModel next = newModel().plan();
    assertThat(next.codecs()).containsExactly("json");
    assertThat(next.fixtures()).containsExactly("minimal");
    assertThat(next.operations()).containsExactly(Operation.ENCODE);
    assertThat(next.measureTimeProperty().get()).isEqualTo("100ms");
    assertThat(next.jvmFlagsProperty().get()).isEqualTo("-Xmx256m -XX:TieredStopAtLevel=1");
    assertThat(next.jvmProperty().get()).isEqualTo(JavaRuntimes.current());
  }

  @Test
  void cancellingMidRunStopsItAndStoresItAsPartial() {
    tinyPlan("30s"); // would run for half a minute: only a prompt cancel ends it soon
    model
        .live()
        .addListener(
            (ListChangeListener<LivePoint>)
                change -> model.cancel()); // cancel as the first (warm-up) iteration arrives

    model.run();

    assertThat(unexpected).isEmpty();
    assertThat(model.runningProperty().get()).isFalse();
    assertThat(model.live()).hasSize(1);
    assertThat(model.results()).isEmpty();
    assertThat(model.statusProperty().get()).startsWith("Cancelled after 0 results");
    long id = model.storedRunProperty().get();
    assertThat(id).isPositive();
    assertThat(database.store().run(id).status()).isEqualTo(RunStatus.PARTIAL);
    assertThat(database.store().results(id)).isEmpty();
  }
}
