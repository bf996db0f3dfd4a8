package dev.wirebench.app.shell;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wirebench.app.compare.RunComparisonService;
import dev.wirebench.app.compare.RunComparisonViewModel;
import dev.wirebench.app.database.DatabaseLocation;
import dev.wirebench.app.database.DatabaseViewModel;
import dev.wirebench.app.database.RunDatabase;
import dev.wirebench.app.fx.TaskExecutor;
import dev.wirebench.app.inspect.InspectService;
import dev.wirebench.app.inspect.InspectViewModel;
import dev.wirebench.app.inspect.RecentFixtures;
import dev.wirebench.app.runs.RunsService;
import dev.wirebench.app.runs.RunsViewModel;
import dev.wirebench.app.runs.SeededRuns;
import dev.wirebench.app.settings.Settings;
import dev.wirebench.engine.codec.CodecRegistry;
import dev.wirebench.engine.fixture.FixtureLoader;
import dev.wirebench.storage.RunStore;
import dev.wirebench.storage.RunSummary;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The shell with Runs and Compare attached: drops, navigation, the database path. */
class ShellRunsTest {
  private static final CodecRegistry REGISTRY = CodecRegistry.discover();
  private static final List<ScreenInfo> SCREENS =
      List.of(
          new ScreenInfo(ShellViewModel.INSPECT, "Inspect", "wire bytes"),
          new ScreenInfo(ShellViewModel.RUNS, "Runs", "runs"),
          new ScreenInfo(ShellViewModel.COMPARE, "Compare", "compare"));

  @TempDir Path dir;
  private final List<Throwable> unexpected = new ArrayList<>();
  private final TaskExecutor executor = TaskExecutor.inline(unexpected::add);
  private final RecentFixtures recent = new RecentFixtures(List.of());
  private final InspectViewModel inspect =
      new InspectViewModel(new InspectService(FixtureLoader.bundled(), REGISTRY), executor, recent);
  private RunDatabase database;
  private DatabaseViewModel databases;
  private RunsViewModel runs;
  private RunComparisonViewModel compare;
  private ShellViewModel shell;

  @BeforeEach
  void open() {
    database = new RunDatabase(dir.resolve("wirebench.db"));
    databases = new DatabaseViewModel(database, executor, "");
    runs = new RunsViewModel(new RunsService(database), executor);
    compare = new RunComparisonViewModel(new RunComparisonService(database), executor);
    shell =
        new ShellViewModel(
            SCREENS,
            Settings.DEFAULTS,
            databases,
            executor,
            recent,
            inspect,
            AboutInfo.collect(REGISTRY));
    shell.attachRuns(runs, compare);
  }

  @AfterEach
  void close() {
    database.close();
    assertThat(unexpected).isEmpty();
  }

  @Test
  void runsDividerComesFromTheSettingsAndGoesBackToThem() {
    assertThat(runs.detailSplitProperty().get()).as("no saved divider: the default").isEqualTo(0.3);
    runs.detailSplitProperty().set(0.22);
    assertThat(shell.settings().runsSplit()).isEqualTo(0.22);

    RunsViewModel reopened = new RunsViewModel(new RunsService(database), executor);
    ShellViewModel restarted =
        new ShellViewModel(
            SCREENS,
            shell.settings(),
            databases,
            executor,
            recent,
            inspect,
            AboutInfo.collect(REGISTRY));
    restarted.attachRuns(reopened, compare);
    assertThat(reopened.detailSplitProperty().get()).isEqualTo(0.22);
  }

  @Test
  void aDroppedJmhFileIsImportedIntoRunsNotOpenedAsAFixture() {
    shell.openDropped(List.of(SeededRuns.jmhFile(dir, "results.json")));

    assertThat(shell.screenProperty().get()).isEqualTo(ShellViewModel.RUNS);
    assertThat(runs.runs()).extracting(RunSummary::label).containsExactly("results");
    assertThat(inspect.fixtureProperty().get()).isNull();
  }

  @Test
  void aDroppedFixtureStillOpensInInspect() {
    Path fixture =
        SeededRuns.write(
            dir.resolve("fixture.json"),
            "{\"$type\": \"deltix.timebase.api.messages.InstrumentMessage\", \"symbol\": \"X\","
                + " \"timestamp\": \"2025-03-14T09:26:53Z\"}");

    shell.openDropped(List.of(fixture));

    assertThat(shell.screenProperty().get()).isEqualTo(ShellViewModel.INSPECT);
    assertThat(inspect.fixtureProperty().get().file()).isEqualTo(fixture);
    assertThat(runs.runs()).isEmpty();
  }

  @Test
  void aBrokenJmhFileDroppedGivesAFriendlyMessageAndStoresNothing() {
    Path broken =
        SeededRuns.write(
            dir.resolve("broken.json"),
            "[{\"benchmark\": \"a.B.c\", \"primaryMetric\": {\"score\": \"many\"}}]");

    shell.openDropped(List.of(broken));

    assertThat(shell.screenProperty().get()).isEqualTo(ShellViewModel.RUNS);
    assertThat(runs.errorProperty().get()).startsWith("broken.json");
    assertThat(runs.runs()).isEmpty();
  }

  @Test
  void theDatabasePathFollowsOpenDatabaseAndCompareForgetsTheOldRuns() {
    long[] ids = SeededRuns.pair(database.store());
    compare.compare(ids[0], ids[1]);
    Path other = dir.resolve("other.db");

    databases.openFile(other);

    assertThat(shell.database()).isEqualTo(DatabaseLocation.file(other));
    assertThat(shell.databaseProperty().get().localFile()).contains(other);
    assertThat(shell.noticeProperty().get()).isEqualTo("Opened database " + other);
    assertThat(shell.titleProperty().get()).doesNotContain("team store");
    assertThat(compare.comparisonProperty().get()).isNull();
    assertThat(compare.rows()).isEmpty();
    assertThat(compare.choices()).isEmpty();
  }

  @Test
  void compareFromRunsShowsCompareWithBothRuns() {
    long[] ids;
    RunStore store = database.store();
    ids = SeededRuns.pair(store);
    shell.start();
    runs.select(List.of(ids[0], ids[1]));

    runs.compareSelected();

    assertThat(shell.screenProperty().get()).isEqualTo(ShellViewModel.COMPARE);
    assertThat(compare.rows()).hasSize(3);
    assertThat(compare.choices()).hasSize(2);
  }

  @Test
  void showRunOpensItInRuns() {
    long id = SeededRuns.pair(database.store())[1];

    shell.showRun(id);

    assertThat(shell.screenProperty().get()).isEqualTo(ShellViewModel.RUNS);
    assertThat(runs.detailProperty().get().summary().id()).isEqualTo(id);
  }
}
