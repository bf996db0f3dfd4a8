package dev.wirebench.app.throughput;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.wirebench.app.database.RunDatabase;
import dev.wirebench.app.fx.TaskExecutor;
import dev.wirebench.app.inspect.RecentFixtures;
import dev.wirebench.engine.codec.CodecRegistry;
import dev.wirebench.engine.fixture.FixtureLoader;
import dev.wirebench.engine.result.RunKind;
import dev.wirebench.engine.result.RunStatus;
import dev.wirebench.engine.run.MeasurementLock;
import dev.wirebench.engine.throughput.PointSummary;
import dev.wirebench.engine.throughput.ThroughputRunner;
import dev.wirebench.storage.RunQuery;
import dev.wirebench.storage.RunSummary;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javafx.collections.ListChangeListener;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The Throughput screen without a screen: tiny real sweeps, a real SQLite file, inline executor.
 */
class ThroughputViewModelTest {
  private static final CodecRegistry CODECS = CodecRegistry.discover();
  private static final FixtureLoader FIXTURES = FixtureLoader.bundled();

  @TempDir Path dir;
  private final List<Throwable> unexpected = new ArrayList<>();
  private RunDatabase database;
  private ThroughputViewModel model;

  @BeforeEach
  void open() {
    database = new RunDatabase(dir.resolve("runs.db"));
    // A lock of the test's own: neither waits for nor blocks measurements elsewhere.
    ThroughputRunner runner =
        new ThroughputRunner(CODECS, FIXTURES, new MeasurementLock(dir.resolve("measure.lock")));
    model =
        new ThroughputViewModel(
            new ThroughputService(runner, database, CODECS, FIXTURES, 2),
            TaskExecutor.inline(unexpected::add),
            new RecentFixtures(List.of()));
  }

  @AfterEach
  void close() {
    database.close();
    assertThat(unexpected).isEmpty();
  }

  private void tinySweep(String consumers) {
    model.streamStoreProperty().set(model.streamStores().get(0));
    model.codecProperty().set("json");
    model.fixtureProperty().set("bars");
    model.messagesProperty().set("2k");
    model.consumersProperty().set(consumers);
    model.repeatsProperty().set("2");
  }

  @Test
  void aSweepFillsTheTableAndChartAndIsStored() {
    tinySweep("1,2");
    model.labelProperty().set("vm sweep");
    assertThat(model.chartPlaceholderProperty().get()).startsWith("No sweep yet.");
    List<String> placeholders = new ArrayList<>();
    model.chartPlaceholderProperty().addListener((obs, old, now) -> placeholders.add(now));

    model.run();

    // while the first point is measured the chart says so, not "No sweep yet… Run one"
    assertThat(placeholders).startsWith(SweepText.FIRST_POINT, "");
    assertThat(model.chartPlaceholderProperty().get()).isEmpty();

    assertThat(model.runningProperty().get()).isFalse();
    assertThat(model.inputErrorProperty().get()).isEmpty();
    assertThat(model.summaries()).extracting(PointSummary::consumers).containsExactly(1, 2);
    assertThat(model.summaries()).allSatisfy(s -> assertThat(s.repetitions()).isEqualTo(2));
    assertThat(model.curves())
        .extracting(Curve::name, Curve::kind)
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple("log · json", Curve.Kind.COMBINED),
            org.assertj.core.groups.Tuple.tuple(
                "log · json · scan ceiling", Curve.Kind.SCAN_CEILING));
    assertThat(model.curves().get(1).points())
        .extracting(Curve.Point::consumers)
        .containsExactly(1, 2);
    long runId = model.storedRunProperty().get();
    assertThat(model.statusProperty().get())
        .startsWith("Complete: 2 points (4 measurements) in ")
        .endsWith("stored as run #" + runId + " in the run database");
    RunSummary run = database.store().run(runId);
    assertThat(run.kind()).isEqualTo(RunKind.THROUGHPUT);
    assertThat(run.status()).isEqualTo(RunStatus.COMPLETE);
    assertThat(run.label()).isEqualTo("vm sweep");
    assertThat(database.store().throughputPoints(runId)).hasSize(4);
    assertThat(model.progressProperty().get()).isEqualTo(1.0);
  }

  @Test
  void aMessageFileOpenedWithItsSchemaIsStreamedAndStoredWithTheSchema() throws Exception {
    Path messages = dir.resolve("fills.ndjson");
    java.nio.file.Files.writeString(
        messages,
        "{\"fillId\": 7, \"px\": 101.25, \"venue\": \"XLON\"}\n"
            + "{\"fillId\": 8, \"px\": 101.50, \"venue\": \"XPAR\"}\n");
    Path schema = dir.resolve("fills.schema.json");
    java.nio.file.Files.writeString(
        schema,
        dev.wirebench.engine.dynamic.json.SchemaFile.write(
            new dev.wirebench.engine.fixture.DynamicFixtureLoader().load(messages).schema()));
    tinySweep("1");
    model.codecProperty().set("wire-compiled");

    model.messageFiles().open(messages, schema);
    assertThat(model.fixtureProperty().get()).isEqualTo(messages.toString());
    assertThat(model.fixtures()).contains("bars", messages.toString());
    model.run();

    assertThat(model.inputErrorProperty().get()).isEmpty();
    assertThat(model.runErrorProperty().get()).isEmpty();
    long runId = model.storedRunProperty().get();
    RunSummary run = database.store().run(runId);
    assertThat(run.status()).isEqualTo(RunStatus.COMPLETE);
    assertThat(run.environment().get("fixture.fills.ndjson.schema.file"))
        .isEqualTo("fills.schema.json");
    assertThat(run.environment().get("fixture.fills.ndjson.schema.sha256")).isNotBlank();
    assertThat(database.store().throughputPoints(runId))
        .allSatisfy(p -> assertThat(p.fixture()).isEqualTo("fills.ndjson"));

    // choosing a bundled fixture again drops the file's schema from the next run
    model.fixtureProperty().set("bars");
    model.messageFiles().open(messages, null);
    assertThat(model.fixtureProperty().get()).isEqualTo(messages.toString());
  }

  @Test
  void aPointTheDatabaseRefusesStopsTheSweepAndShowsABanner() throws Exception {
    tinySweep("1,2");
    database.store(); // the schema exists before the test's trigger is added
    // The database refuses points, as a full disk does (a real SQLite error on the real write).
    try (java.sql.Connection c =
            java.sql.DriverManager.getConnection("jdbc:sqlite:" + database.file().orElseThrow());
        java.sql.Statement s = c.createStatement()) {
      s.execute(
          "CREATE TRIGGER refuse_points BEFORE INSERT ON throughput_points"
              + " BEGIN SELECT RAISE(FAIL, 'no space left (test)'); END");
    }

    model.run();

    assertThat(model.runningProperty().get()).isFalse();
    assertThat(model.runErrorProperty().get())
        .startsWith("The sweep was not fully stored, so it stopped: ")
        .contains("no space left (test)");
    assertThat(model.statusProperty().get())
        .contains("not fully stored")
        .doesNotContain("stored as run");
    long id = database.store().latest(0).orElseThrow().id();
    assertThat(database.store().run(id).status()).isEqualTo(RunStatus.FAILED);
  }

  @Test
  void bothStoresGiveNamedCurvesPerStore() {
    tinySweep("1");
    model.streamStoreProperty().set(model.streamStores().get(2));
    model.repeatsProperty().set("1");

    model.run();

    assertThat(model.summaries())
        .extracting(PointSummary::store)
        .containsExactly("log", "chronicle");
    assertThat(model.curves())
        .extracting(Curve::name)
        .containsExactly("log", "log · scan ceiling", "chronicle", "chronicle · scan ceiling");
  }

  @Test
  void oneSweepMeasuresEveryCodecOnEveryStoreAndKeepsBothInTheStoredPoints() {
    tinySweep("1,2");
    model.streamStoreProperty().set(model.streamStores().get(2)); // log and chronicle
    model.codecProperty().set("json, wire-compiled");
    model.repeatsProperty().set("1");

    model.run();

    assertThat(model.inputErrorProperty().get()).isEmpty();
    assertThat(model.runErrorProperty().get()).isEmpty();
    assertThat(model.summaries())
        .extracting(PointSummary::store, PointSummary::codec, PointSummary::consumers)
        .containsExactlyInAnyOrder(
            org.assertj.core.groups.Tuple.tuple("log", "json", 1),
            org.assertj.core.groups.Tuple.tuple("log", "json", 2),
            org.assertj.core.groups.Tuple.tuple("log", "wire-compiled", 1),
            org.assertj.core.groups.Tuple.tuple("log", "wire-compiled", 2),
            org.assertj.core.groups.Tuple.tuple("chronicle", "json", 1),
            org.assertj.core.groups.Tuple.tuple("chronicle", "json", 2),
            org.assertj.core.groups.Tuple.tuple("chronicle", "wire-compiled", 1),
            org.assertj.core.groups.Tuple.tuple("chronicle", "wire-compiled", 2));
    // one line per store × codec (plus each stream's ceiling) in the combined view
    assertThat(model.curves())
        .filteredOn(c -> c.kind() == Curve.Kind.COMBINED)
        .extracting(Curve::name)
        .containsExactlyInAnyOrder(
            "log · json", "log · wire-compiled", "chronicle · json", "chronicle · wire-compiled");
    // four streams: their scan ceilings would squash the lines; the % mode compares with them
    assertThat(model.curves()).noneMatch(c -> c.kind() == Curve.Kind.SCAN_CEILING);
    // the stored run keeps each point's store and codec
    assertThat(database.store().throughputPoints(model.storedRunProperty().get()))
        .extracting(p -> p.store() + "/" + p.codec())
        .containsOnly("log/json", "log/wire-compiled", "chronicle/json", "chronicle/wire-compiled")
        .hasSize(8);

    model.chartModeProperty().set(ChartMode.PER_CONSUMER);
    assertThat(model.curves()).filteredOn(c -> c.kind() == Curve.Kind.PER_CONSUMER).hasSize(4);

    model.chartModeProperty().set(ChartMode.PERCENT_OF_SCAN);
    assertThat(model.curves())
        .extracting(Curve::kind)
        .containsOnly(Curve.Kind.PERCENT_OF_SCAN, Curve.Kind.SCAN_CEILING);
    assertThat(model.curves().get(model.curves().size() - 1).points())
        .allSatisfy(p -> assertThat(p.value()).isEqualTo(100.0));
    PointSummary first = model.summaries().get(0);
    Curve firstLine = model.curves().get(0);
    assertThat(firstLine.points().get(0).value()).isEqualTo(first.percentOfCeiling());
    // its bar spans the repetitions' ratios to their own scan passes, as the CLI's range column
    assertThat(firstLine.points().get(0).low()).isEqualTo(first.percentOfCeilingMin());
    assertThat(firstLine.points().get(0).high()).isEqualTo(first.percentOfCeilingMax());
  }

  @Test
  void codecListsAreReadAsTheCliReadsThem() {
    List<String> known = List.of("json", "sbe", "wire-compiled");
    assertThat(ThroughputForm.codecs("json, sbe,json", known)).containsExactly("json", "sbe");
    assertThatThrownBy(() -> ThroughputForm.codecs("json,protobof", known))
        .hasMessage("Codecs: no codec 'protobof'; choose from json, sbe, wire-compiled");
    assertThatThrownBy(() -> ThroughputForm.codecs(" ", known))
        .hasMessage("Codecs: choose at least one codec");
  }

  @Test
  void cancellingKeepsThePointsSoFarAsAPartialRun() {
    tinySweep("1,2");
    model
        .summaries()
        .addListener(
            (ListChangeListener<PointSummary>)
                change -> {
                  if (!model.summaries().isEmpty()) {
                    model.cancel();
                  }
                });

    model.run();

    assertThat(model.runningProperty().get()).isFalse();
    assertThat(model.statusProperty().get()).startsWith("Cancelled: 1 point");
    assertThat(model.summaries()).hasSize(1);
    RunSummary run = database.store().run(model.storedRunProperty().get());
    assertThat(run.status()).isEqualTo(RunStatus.PARTIAL);
    assertThat(database.store().throughputPoints(run.id())).hasSize(1);
  }

  @Test
  void badInputIsShownInlineAndRunsNothing() {
    tinySweep("1,2");
    model.messagesProperty().set("lots");
    model.run();
    assertThat(model.inputErrorProperty().get()).startsWith("Messages: give a count");

    model.messagesProperty().set("2k");
    model.consumersProperty().set("4-2");
    model.run();
    assertThat(model.inputErrorProperty().get()).contains("must go up");

    model.consumersProperty().set("1");
    model.codecProperty().set("fix");
    model.run();
    assertThat(model.inputErrorProperty().get()).contains("cannot carry BarMessage");

    assertThat(model.runningProperty().get()).isFalse();
    assertThat(model.summaries()).isEmpty();
    assertThat(database.store().listRuns(RunQuery.all()).runs()).isEmpty();
  }

  @Test
  void warnsWhenConsumersExceedTheCores() {
    model.consumersProperty().set("1,2");
    assertThat(model.coresWarningProperty().get()).isEmpty();

    model.consumersProperty().set("1..4");
    assertThat(model.coresWarningProperty().get()).startsWith("Up to 4 consumers on 2 cores");

    model.consumersProperty().set("1,");
    assertThat(model.coresWarningProperty().get()).isEmpty();
  }

  @Test
  void formFieldsReadCountsAndSweeps() {
    assertThat(ThroughputForm.messages("500k")).isEqualTo(500_000);
    assertThat(ThroughputForm.messages("2M")).isEqualTo(2_000_000);
    assertThat(ThroughputForm.messages("1,000,000")).isEqualTo(1_000_000);
    assertThat(ThroughputForm.consumers("1..3, 6")).containsExactly(1, 2, 3, 6);
    assertThat(ThroughputForm.consumers("1-2,4")).containsExactly(1, 2, 4);
    assertThatThrownBy(() -> ThroughputForm.consumers("0"))
        .hasMessage("Consumers: 0 is outside 1..512");
    assertThatThrownBy(() -> ThroughputForm.repetitions("0")).hasMessageStartingWith("Repeats:");
  }
}
