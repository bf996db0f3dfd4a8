package dev.wirebench.app.runs;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wirebench.app.database.DatabaseLocation;
import dev.wirebench.app.database.DatabaseViewModel;
import dev.wirebench.app.database.RunDatabase;
import dev.wirebench.app.fx.TaskExecutor;
import dev.wirebench.app.widgets.ExportFormat;
import dev.wirebench.engine.result.RunKind;
import dev.wirebench.engine.result.RunStatus;
import dev.wirebench.storage.RunQuery;
import dev.wirebench.storage.RunStore;
import dev.wirebench.storage.RunSummary;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The Runs screen without a screen: a real SQLite file in a temp dir, the inline executor. */
class RunsViewModelTest {
  @TempDir Path dir;
  private final List<Throwable> unexpected = new ArrayList<>();
  private final TaskExecutor executor = TaskExecutor.inline(unexpected::add);
  private RunDatabase database;
  private RunStore store;
  private RunsViewModel model;

  @BeforeEach
  void open() {
    database = new RunDatabase(dir.resolve("runs.db"));
    store = database.store();
    model = new RunsViewModel(new RunsService(database), executor, 2);
  }

  @AfterEach
  void close() {
    database.close();
    assertThat(unexpected).isEmpty();
  }

  private List<String> labels() {
    return model.runs().stream().map(RunSummary::label).toList();
  }

  @Test
  void anEmptyDatabaseSaysHowToGetRuns() {
    model.refresh();

    assertThat(model.runs()).isEmpty();
    assertThat(model.listing().emptyText().get()).isEqualTo(RunsViewModel.NO_RUNS);
    assertThat(model.listing().pageText().get()).isEmpty();
  }

  @Test
  void listsRunsNewestFirstOnePageAtATime() {
    for (String label : List.of("one", "two", "three")) {
      SeededRuns.bench(store, label, "17", new double[] {1, 2, 3});
    }

    model.refresh();
    assertThat(labels()).containsExactly("three", "two");
    assertThat(model.listing().total().get()).isEqualTo(3);
    assertThat(model.listing().pageText().get()).isEqualTo("1–2 of 3  ·  page 1 of 2");

    model.nextPage();
    assertThat(labels()).containsExactly("one");
    model.nextPage(); // past the last page: stays
    assertThat(model.listing().page().get()).isEqualTo(1);

    model.previousPage();
    assertThat(labels()).containsExactly("three", "two");
  }

  @Test
  void filtersByTextKindAndStatusKeepingThePageWhileItExists() throws Exception {
    SeededRuns.bench(store, "jdk17 baseline", "17", new double[] {1, 2, 3});
    SeededRuns.bench(store, "jdk21 candidate", "21", new double[] {1, 2, 3});
    SeededRuns.bench(store, "jdk21 again", "21", new double[] {1, 2, 3});
    store.importRun(
        dev.wirebench.storage.jmh.JmhJsonReader.read(
            SeededRuns.jmhFile(dir, "x.json"), "jdk21 import"));
    model.refresh();
    model.nextPage();

    model.listing().filterText().set("JDK21");
    // three matches make two pages: the second page is still there, and shows the oldest match
    // (which one that is depends on the imported file's time)
    assertThat(model.listing().page().get()).isEqualTo(1);
    assertThat(model.listing().total().get()).isEqualTo(3);
    assertThat(model.listing().countText().get()).isEqualTo("3 runs match");
    assertThat(labels()).hasSize(1).allMatch(label -> label.startsWith("jdk21"));

    model.listing().kind().set(RunKind.IMPORTED);
    assertThat(labels()).containsExactly("jdk21 import");
    assertThat(model.listing().page().get()).isZero(); // one match: the last page is the first

    model.listing().kind().set(null);
    model.listing().status().set(RunStatus.FAILED);
    assertThat(model.runs()).isEmpty();
    assertThat(model.listing().emptyText().get()).isEqualTo(RunsViewModel.NO_MATCH);
  }

  @Test
  void sortsInTheStoreAcrossPagesAndKeepsTheSelectionAndPage() {
    for (String label : List.of("delta", "Alpha", "charlie", "bravo", "echo")) {
      SeededRuns.bench(store, label, "17", new double[] {1, 2, 3});
    }
    model.refresh();
    model.nextPage(); // newest first: echo bravo | charlie Alpha | delta
    assertThat(labels()).containsExactly("charlie", "Alpha");
    model.select(List.of(model.runs().get(1).id())); // Alpha

    model.sortBy(dev.wirebench.storage.RunSort.LABEL, false);

    // the whole store is sorted, not the page: page 2 of A..E (any case) is charlie, delta
    assertThat(model.listing().page().get()).isEqualTo(1);
    assertThat(labels()).containsExactly("charlie", "delta");
    assertThat(model.selected()).hasSize(1); // Alpha is on page 1 now, still selected
    model.previousPage();
    assertThat(labels()).containsExactly("Alpha", "bravo");
    assertThat(model.isSelected(model.runs().get(0).id())).isTrue();
    model.sortBy(dev.wirebench.storage.RunSort.LABEL, true);
    assertThat(labels()).containsExactly("echo", "delta");
    assertThat(model.selectedCountProperty().get()).isEqualTo(1);
  }

  @Test
  void aRunStoredByAnotherProcessShowsUpWhenTheStoreChanges() {
    SeededRuns.bench(store, "mine", "17", new double[] {1, 2, 3});
    model.refresh();
    try (RunStore other = RunStore.open(dir.resolve("runs.db"))) {
      SeededRuns.bench(other, "from the CLI", "17", new double[] {1, 2, 3});
    }

    model.storeChanged();

    assertThat(labels()).containsExactly("from the CLI", "mine");
  }

  @Test
  void opensARunWithItsResultsAndEnvironment() {
    long id = SeededRuns.pair(store)[0];

    model.open(id);

    RunDetail detail = model.detailProperty().get();
    assertThat(detail.summary().label()).isEqualTo("baseline");
    assertThat(detail.results())
        .extracting(StoredResultRow::name)
        .contains("json decode snapshot-20x20 [avgt]");
    assertThat(detail.results().get(0).scoreText()).isEqualTo("100.0");
    assertThat(detail.results().get(0).allocText()).isEqualTo("96");
    assertThat(detail.units()).containsExactly("ns/op");
    assertThat(detail.bars("ns/op"))
        .hasSize(3)
        .first()
        .satisfies(
            bar -> {
              assertThat(bar.value()).isEqualTo(100.0);
              assertThat(bar.low()).isEqualTo(98.2);
            });
    assertThat(detail.environment())
        .contains(new EnvironmentRow("Host", "host", "bench-host"))
        .contains(new EnvironmentRow("JVM", "jvm.version", "17.0.15"))
        .contains(new EnvironmentRow("Settings", "settings.forks", "5"));
  }

  @Test
  void savesLabelNotesAndTagsAndShowsThem() {
    long id = SeededRuns.bench(store, "old name", "17", new double[] {1, 2, 3});
    model.refresh();
    model.open(id);

    model.save(id, "  new name ", "tried G1", "jdk17, baseline  nightly");

    RunSummary saved = store.run(id);
    assertThat(saved.label()).isEqualTo("new name");
    assertThat(saved.notes()).isEqualTo("tried G1");
    assertThat(saved.tags()).containsExactly("baseline", "jdk17", "nightly");
    assertThat(labels()).containsExactly("new name");
    assertThat(model.detailProperty().get().summary().tags()).hasSize(3);

    model.setTags(id, "baseline");
    assertThat(store.run(id).tags()).containsExactly("baseline");
    model.rename(id, "renamed");
    assertThat(store.run(id).label()).isEqualTo("renamed");
    assertThat(model.messageProperty().get()).isEqualTo("Renamed run #" + id);
  }

  @Test
  void deletesARunAndClosesItsDetail() {
    long[] ids = SeededRuns.pair(store);
    model.refresh();
    model.open(ids[0]);

    model.delete(ids[0]);

    assertThat(store.findRun(ids[0])).isEmpty();
    assertThat(labels()).containsExactly("candidate");
    assertThat(model.detailProperty().get()).isNull();
    assertThat(model.messageProperty().get()).isEqualTo("Deleted run #" + ids[0]);
  }

  @Test
  void importsAJmhFileAndOpensIt() {
    model.listing().filterText().set("nothing matches this");

    model.importFile(SeededRuns.jmhFile(dir, "mybench.json"));

    assertThat(model.errorProperty().get()).isEmpty();
    assertThat(model.messageProperty().get())
        .startsWith("Imported mybench.json as run #")
        .endsWith("(1 results)");
    assertThat(model.listing().filterText().get()).isEmpty();
    assertThat(labels()).containsExactly("mybench");
    RunDetail detail = model.detailProperty().get();
    assertThat(detail.summary().kind()).isEqualTo(RunKind.IMPORTED);
    StoredResultRow row = detail.results().get(0);
    assertThat(row.hasPercentiles()).isTrue();
    assertThat(row.percentile(99.9)).isEqualTo("1200.0");
  }

  @Test
  void importingTheSameFileAgainSaysWhenAndStoresNothing() {
    Path file = SeededRuns.jmhFile(dir, "twice.json");
    model.importFile(file);

    model.importFile(file);

    assertThat(model.messageProperty().get()).contains("was imported before, as run #");
    assertThat(store.listRuns(RunQuery.all()).total()).isEqualTo(1);
  }

  @Test
  void aBadImportFileIsReportedInlineAndNothingIsWritten() {
    SeededRuns.bench(store, "kept", "17", new double[] {1, 2, 3});
    // Valid JSON that starts like JMH but whose second element lacks its primary metric: the
    // first element must not be stored on its own.
    Path broken = SeededRuns.write(dir.resolve("broken.json"), BROKEN_JMH);

    model.importFile(broken);
    String brokenError = model.errorProperty().get();
    model.importFile(SeededRuns.write(dir.resolve("notes.txt"), "hello"));
    String textError = model.errorProperty().get();
    model.importFile(SeededRuns.write(dir.resolve("half.json"), "[{\"benchmark\": \"x\", "));

    assertThat(brokenError).contains("broken.json").contains("primaryMetric");
    assertThat(textError)
        .isEqualTo("notes.txt is not a JMH JSON result file (JMH writes one with -rf json)");
    assertThat(model.errorProperty().get()).contains("half.json").contains("not valid JSON");
    assertThat(store.listRuns(RunQuery.all()).total()).isEqualTo(1);
    assertThat(unexpected).isEmpty();
  }

  private static final String BROKEN_JMH =
      "[{\"benchmark\": \"a.B.c\", \"mode\": \"avgt\", \"primaryMetric\": {\"score\": 1.0,"
          + " \"scoreUnit\": \"ns/op\", \"rawData\": [[1.0]]}},"
          + " {\"benchmark\": \"a.B.d\", \"mode\": \"avgt\"}]";

  @Test
  void exportsARunInEveryFormat() throws Exception {
    long id = SeededRuns.pair(store)[0];
    for (ExportFormat format : ExportFormat.values()) {
      Path file = dir.resolve("run." + format.extension());
      model.export(id, format, file);
      assertThat(model.errorProperty().get()).isEmpty();
      assertThat(Files.readString(file)).isNotBlank();
    }
    assertThat(Files.readString(dir.resolve("run.json")))
        .contains("\"benchmark\"")
        .contains("primaryMetric");
    assertThat(Files.readString(dir.resolve("run.csv"))).startsWith("run_id,benchmark");
    assertThat(Files.readString(dir.resolve("run.md")))
        .startsWith("# Wirebench run #" + id + " baseline");
  }

  @Test
  void comparesTheTwoSelectedRunsOlderFirst() {
    long[] ids = SeededRuns.pair(store);
    List<long[]> asked = new ArrayList<>();
    model.onCompare((a, b) -> asked.add(new long[] {a, b}));
    model.refresh();

    model.select(List.of(ids[1]));
    assertThat(model.canCompareProperty().get()).isFalse();
    model.select(List.of(ids[1], ids[0]));
    model.compareSelected();

    assertThat(model.canCompareProperty().get()).isTrue();
    assertThat(asked).containsExactly(new long[] {ids[0], ids[1]});
  }

  @Test
  void openingAnotherDatabaseListsItsRunsFromTheFirstPageUnfiltered() {
    SeededRuns.bench(store, "in the first", "17", new double[] {1, 2, 3});
    Path other = dir.resolve("other.db");
    try (RunStore second = RunStore.open(other)) {
      SeededRuns.bench(second, "in the second", "17", new double[] {1, 2, 3});
    }
    DatabaseViewModel databases = switching();
    model.refresh();
    model.listing().filterText().set("first");
    model.open(1);

    databases.openFile(other);

    assertThat(databases.locationProperty().get()).isEqualTo(DatabaseLocation.file(other));
    assertThat(databases.messageProperty().get()).isEqualTo("Opened database " + other);
    assertThat(labels()).containsExactly("in the second");
    assertThat(model.listing().filterText().get()).isEmpty();
    assertThat(model.detailProperty().get()).isNull();
  }

  @Test
  void aFileThatIsNotADatabaseKeepsTheOldOne() {
    SeededRuns.bench(store, "kept", "17", new double[] {1, 2, 3});
    Path junk =
        SeededRuns.write(dir.resolve("junk.db"), "this is not SQLite, just text".repeat(40));
    DatabaseViewModel databases = switching();

    databases.openFile(junk);

    assertThat(databases.errorProperty().get()).contains("junk.db").doesNotContain("\n");
    assertThat(databases.locationProperty().get())
        .isEqualTo(DatabaseLocation.file(dir.resolve("runs.db")));
    assertThat(database.file()).contains(dir.resolve("runs.db"));
    model.refresh();
    assertThat(labels()).containsExactly("kept");
  }

  /** A database switcher wired to the model as the workbench wires it. */
  private DatabaseViewModel switching() {
    DatabaseViewModel databases = new DatabaseViewModel(database, executor, "");
    databases.locationProperty().addListener((o, old, now) -> model.databaseSwitched());
    return databases;
  }

  @Test
  void pagesByKeysetAndKeepsThePageAndSelectionWhenNewRunsArrive() {
    for (String label : List.of("one", "two", "three", "four")) {
      SeededRuns.bench(store, label, "17", new double[] {1, 2, 3});
    }
    model.refresh();
    model.nextPage();
    assertThat(labels()).containsExactly("two", "one");
    model.select(List.of(2L));

    SeededRuns.bench(store, "five", "17", new double[] {1, 2, 3}); // stored elsewhere, newest
    model.refresh();

    // By offset, page 2 would now start at "three"; by keyset it is still the runs after "three".
    assertThat(labels()).containsExactly("two", "one");
    assertThat(model.listing().page().get()).isEqualTo(1);
    assertThat(model.listing().pageText().get()).isEqualTo("3–4 of 5  ·  page 2 of 3");
    assertThat(model.selected()).containsExactly(2L);
    model.previousPage(); // the first page is the newest runs, the newcomer among them
    assertThat(labels()).containsExactly("five", "four");
    model.previousPage(); // there is none before the first
    assertThat(model.listing().page().get()).isZero();
  }

  @Test
  void filtersByHostAndOffersTheHostsSeen() {
    SeededRuns.bench(store, "on a", "17", new double[] {1, 2, 3}, "host-a");
    SeededRuns.bench(store, "on b", "17", new double[] {1, 2, 3}, "host-b");
    SeededRuns.bench(store, "on a again", "17", new double[] {1, 2, 3}, "host-a");
    model.refresh();
    model.nextPage();
    assertThat(model.hosts()).containsExactly("host-a", "host-b");

    model.hostProperty().set("host-a");

    assertThat(labels()).containsExactly("on a again", "on a");
    assertThat(model.listing().page().get()).isZero();
    assertThat(model.listing().total().get()).isEqualTo(2);
    model.hostProperty().set("nowhere");
    assertThat(labels()).isEmpty();
    assertThat(model.listing().emptyText().get()).isEqualTo(RunsViewModel.NO_MATCH);
  }

  @Test
  void tellsJmhResultFilesFromFixturesByContent() {
    assertThat(JmhFiles.looksLikeJmh(SeededRuns.jmhFile(dir, "results.txt"))).isTrue();
    assertThat(JmhFiles.looksLikeJmh(SeededRuns.write(dir.resolve("f.json"), "{\"$type\": \"X\"}")))
        .isFalse();
    assertThat(
            JmhFiles.looksLikeJmh(SeededRuns.write(dir.resolve("a.json"), "[{\"benchmark\": 1}]")))
        .isFalse();
    assertThat(JmhFiles.looksLikeJmh(dir.resolve("missing.json"))).isFalse();
  }
}
