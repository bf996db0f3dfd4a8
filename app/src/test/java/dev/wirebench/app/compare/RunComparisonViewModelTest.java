package dev.wirebench.app.compare;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wirebench.app.database.RunDatabase;
import dev.wirebench.app.fx.TaskExecutor;
import dev.wirebench.app.runs.SeededRuns;
import dev.wirebench.app.widgets.ChartBar;
import dev.wirebench.app.widgets.ExportFormat;
import dev.wirebench.engine.stats.Verdict;
import dev.wirebench.storage.RunStore;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The Compare screen without a screen: two seeded runs in a real SQLite file. */
class RunComparisonViewModelTest {
  @TempDir Path dir;
  private final List<Throwable> unexpected = new ArrayList<>();
  private final TaskExecutor executor = TaskExecutor.inline(unexpected::add);
  private RunDatabase database;
  private RunStore store;
  private RunComparisonViewModel model;
  private long[] ids;

  @BeforeEach
  void open() {
    database = new RunDatabase(dir.resolve("runs.db"));
    store = database.store();
    ids = SeededRuns.pair(store);
    model = new RunComparisonViewModel(new RunComparisonService(database), executor);
  }

  @AfterEach
  void close() {
    database.close();
    assertThat(unexpected).isEmpty();
  }

  private List<Verdict> verdicts() {
    return model.rows().stream().map(PairRow::verdict).toList();
  }

  @Test
  void comparesTwoRunsWithAVerdictPerBenchmark() {
    model.compare(ids[0], ids[1]);

    assertThat(model.baselineProperty().get().id()).isEqualTo(ids[0]);
    assertThat(model.candidateProperty().get().id()).isEqualTo(ids[1]);
    // json decode 100 → 75 ns/op: faster; fix 200 → 201: inside the 2 % band; protobuf 50 → 60.
    assertThat(verdicts()).containsExactly(Verdict.FASTER, Verdict.WITHIN_NOISE, Verdict.SLOWER);
    PairRow json = model.rows().get(0);
    assertThat(json.changeText()).isEqualTo("-25.0 %");
    assertThat(json.intervalText()).startsWith("[-").endsWith("%]");
    assertThat(json.aText()).isEqualTo("100.0");
    assertThat(json.bText()).isEqualTo("75.00");
    assertThat(model.summaryProperty().get())
        .startsWith("3 paired: 1 faster, 1 slower, 1 unchanged");
    assertThat(model.geomeanProperty().get())
        .startsWith("Geomean: B is")
        .contains("over 3 benchmarks");
  }

  @Test
  void warnsWhenTheRunsRanOnDifferentJvms() {
    model.compare(ids[0], ids[1]);

    assertThat(model.warnings())
        .anySatisfy(w -> assertThat(w).contains("jvm.version 17.0.15 → 21.0.4"));
  }

  @Test
  void significantOnlyHidesUnchangedBenchmarks() {
    model.compare(ids[0], ids[1]);

    model.significantOnlyProperty().set(true);

    assertThat(verdicts()).containsExactly(Verdict.FASTER, Verdict.SLOWER);
    assertThat(model.changeBars()).extracting(ChartBar::series).containsExactly("FASTER", "SLOWER");
    assertThat(model.pairedBars()).hasSize(4);
  }

  @Test
  void chartsPairAAndBAndTheChangeWithItsInterval() {
    model.compare(ids[0], ids[1]);

    assertThat(model.units()).containsExactly("ns/op");
    assertThat(model.pairedBars())
        .extracting(ChartBar::series)
        .containsExactly("A", "B", "A", "B", "A", "B");
    ChartBar change = model.changeBars().get(0);
    assertThat(change.value()).isEqualTo(-25.0, org.assertj.core.data.Offset.offset(1e-9));
    assertThat(change.low()).isLessThan(change.value());
    assertThat(change.high()).isGreaterThan(change.value()).isLessThan(0);
  }

  @Test
  void aWiderNoiseBandTurnsTheSmallChangesIntoNoChange() {
    model.noiseProperty().set("30%");

    model.compare(ids[0], ids[1]);

    assertThat(verdicts()).containsOnly(Verdict.WITHIN_NOISE);
  }

  @Test
  void badSettingsAreReportedAndNothingIsCompared() {
    model.alphaProperty().set("0.7");
    model.compare(ids[0], ids[1]);
    assertThat(model.errorProperty().get()).contains("alpha must be between 0 and 0.5");

    model.alphaProperty().set("abc");
    model.compare(ids[0], ids[1]);
    assertThat(model.errorProperty().get()).contains("α must be a number");

    model.alphaProperty().set("0.05");
    model.noiseProperty().set("lots");
    model.compare(ids[0], ids[1]);
    assertThat(model.errorProperty().get()).contains("bad noise band 'lots'");
    assertThat(model.comparisonProperty().get()).isNull();
  }

  @Test
  void swappingComparesBAgainstA() {
    model.compare(ids[0], ids[1]);

    model.swap();

    assertThat(model.baselineProperty().get().id()).isEqualTo(ids[1]);
    assertThat(verdicts()).containsExactly(Verdict.SLOWER, Verdict.WITHIN_NOISE, Verdict.FASTER);
  }

  @Test
  void aDeletedRunIsReportedInline() {
    store.deleteRun(ids[1]);

    model.compare(ids[0], ids[1]);

    assertThat(model.errorProperty().get()).contains("#" + ids[1]);
    assertThat(model.comparisonProperty().get()).isNull();
  }

  @Test
  void exportsTheComparisonAsStoragesReports() throws Exception {
    model.compare(ids[0], ids[1]);

    for (ExportFormat format : ExportFormat.values()) {
      model.export(format, dir.resolve("cmp." + format.extension()));
    }

    assertThat(Files.readString(dir.resolve("cmp.md"))).contains("faster").contains("slower");
    assertThat(Files.readString(dir.resolve("cmp.csv"))).contains("WITHIN_NOISE");
    assertThat(Files.readString(dir.resolve("cmp.json"))).contains("\"verdict\"");
    assertThat(model.messageProperty().get()).startsWith("Exported the comparison to ");
  }

  @Test
  void offersOnlyRunsWithResultsNewestFirst() {
    store.finishRun(
        store.startRun(
            dev.wirebench.engine.result.RunKind.BENCH,
            "empty",
            null,
            dev.wirebench.engine.result.Environment.empty()),
        dev.wirebench.engine.result.RunStatus.FAILED);

    model.reloadRuns();

    assertThat(model.choices()).extracting(r -> r.label()).containsExactly("candidate", "baseline");
  }

  @Test
  void theRobustToggleComparesAgainWithoutTheOutliersTheNoteNames() {
    long a = outlierRun("with a GC pause", 400);
    long b = outlierRun("steady", 101);
    model.compare(a, b);
    assertThat(model.rows()).singleElement();
    assertThat(model.rows().get(0).note()).contains("A:").endsWith("kept (mean estimate)");

    model.robustProperty().set(true);

    assertThat(model.rows().get(0).note()).endsWith("left out (robust estimate)");
    assertThat(model.summaryProperty().get()).contains("robust: outlier iterations left out");
  }

  /**
   * A run of json decode: 3 forks of 5 iterations near 100 ns/op, the first fork's last at {@code
   * last}.
   */
  private long outlierRun(String label, double last) {
    List<List<Double>> samples =
        List.of(
            List.of(100.0, 101.0, 99.0, 100.5, last),
            List.of(100.0, 99.5, 100.5, 101.0, 99.0),
            List.of(99.0, 100.0, 101.0, 100.0, 100.5));
    long id =
        store.startRun(
            dev.wirebench.engine.result.RunKind.BENCH,
            label,
            null,
            dev.wirebench.engine.result.Environment.of(
                java.util.Map.of(dev.wirebench.engine.result.Environment.HOST, "bench-host")));
    dev.wirebench.engine.result.BenchResult seeded =
        SeededRuns.result("json", "decode", "snapshot-20x20", 100, 1, 712);
    store.addResult(
        id,
        new dev.wirebench.engine.result.BenchResult(
            seeded.benchmark(),
            seeded.codec(),
            seeded.fixture(),
            seeded.operation(),
            seeded.mode(),
            seeded.params(),
            seeded.score(),
            seeded.scoreError(),
            seeded.unit(),
            seeded.ciLower(),
            seeded.ciUpper(),
            seeded.percentiles(),
            seeded.allocBytesPerOp(),
            seeded.encodedSize(),
            seeded.decodeContract(),
            samples,
            seeded.secondary(),
            null,
            null,
            null,
            List.of()));
    store.finishRun(id, dev.wirebench.engine.result.RunStatus.COMPLETE);
    return id;
  }
}
