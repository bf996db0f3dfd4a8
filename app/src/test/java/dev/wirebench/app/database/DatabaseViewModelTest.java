package dev.wirebench.app.database;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wirebench.app.fx.TaskExecutor;
import dev.wirebench.app.runs.RunsService;
import dev.wirebench.app.runs.RunsViewModel;
import dev.wirebench.app.runs.SeededRuns;
import dev.wirebench.app.settings.Settings;
import dev.wirebench.app.settings.SettingsFile;
import dev.wirebench.storage.RunStore;
import dev.wirebench.storage.RunSummary;
import dev.wirebench.storage.TestPostgres;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Switching the app between an SQLite file and a team store on a real PostgreSQL server (started by
 * the build on a free port), with the Runs screen's model following, on the inline executor.
 */
class DatabaseViewModelTest {
  private static final String WRONG = "Not-the-Pw-4711";

  @TempDir Path dir;
  private final List<Throwable> unexpected = new ArrayList<>();
  private final TaskExecutor executor = TaskExecutor.inline(unexpected::add);
  private RunDatabase database;
  private DatabaseViewModel model;
  private RunsViewModel runs;

  @BeforeEach
  void open() {
    database = new RunDatabase(dir.resolve("local.db"));
    SeededRuns.bench(database.store(), "local run", "17", new double[] {1, 2, 3});
    model = new DatabaseViewModel(database, executor, "");
    runs = new RunsViewModel(new RunsService(database), executor);
    model.locationProperty().addListener((o, old, now) -> runs.databaseSwitched());
    runs.refresh();
  }

  @AfterEach
  void close() {
    database.close();
    assertThat(unexpected).isEmpty();
  }

  private List<String> labels() {
    return runs.runs().stream().map(RunSummary::label).toList();
  }

  /** A team database holding runs from two hosts; its URL without the password. */
  private static String teamStoreWithRuns() {
    String team = TestPostgres.newDatabase();
    try (RunStore store = RunStore.open(team)) {
      SeededRuns.bench(store, "team on a", "17", new double[] {1, 2, 3}, "bench-a");
      SeededRuns.bench(store, "team on b", "21", new double[] {1, 2, 3}, "bench-b");
    }
    return team.replace(":" + TestPostgres.PASSWORD + "@", "@");
  }

  private void assertStillOnTheFile() {
    assertThat(model.connectingProperty().get()).isFalse();
    assertThat(model.locationProperty().get().localFile()).contains(dir.resolve("local.db"));
    assertThat(database.location().isTeamStore()).isFalse();
    runs.refresh();
    assertThat(labels()).containsExactly("local run");
  }

  @Test
  void aWrongPasswordIsOneLineWithoutItAndTheAppStaysOnItsStore() {
    String url = teamStoreWithRuns();

    model.openTeamStore(url, WRONG);

    assertThat(model.errorProperty().get())
        .contains("refused user wirebench (wrong password?)")
        .doesNotContain(WRONG)
        .doesNotContain("\n")
        .doesNotContain("Exception");
    assertStillOnTheFile();
    assertThat(model.rememberedTeamStore()).isEmpty();
  }

  @Test
  void theRightPasswordOpensTheTeamStoreAndRunsListsItsRunsByHost() {
    String url = teamStoreWithRuns();

    model.openTeamStore(url, TestPostgres.PASSWORD);

    DatabaseLocation opened = model.locationProperty().get();
    assertThat(opened.isTeamStore()).isTrue();
    assertThat(opened.display()).isEqualTo(url).doesNotContain(TestPostgres.PASSWORD);
    assertThat(database.file()).isEmpty();
    assertThat(model.errorProperty().get()).isEmpty();
    assertThat(model.messageProperty().get()).isEqualTo("Opened team store " + url);
    assertThat(labels()).containsExactly("team on b", "team on a");
    assertThat(runs.hosts()).containsExactly("bench-a", "bench-b");

    runs.hostProperty().set("bench-a");

    assertThat(labels()).containsExactly("team on a");
    assertThat(model.rememberedTeamStore()).isEqualTo(url);
  }

  @Test
  void aPasswordInsideTheUrlIsUsedButNeverRemembered() throws Exception {
    String url = teamStoreWithRuns();
    String withPassword = url.replace("wirebench@", "wirebench:" + TestPostgres.PASSWORD + "@");

    model.openTeamStore(withPassword, "");

    assertThat(model.locationProperty().get().isTeamStore()).isTrue();
    assertThat(model.rememberedTeamStore()).isEqualTo(url);
    Path settingsFile = dir.resolve("settings.json");
    new SettingsFile(settingsFile)
        .save(Settings.DEFAULTS.withTeamStore(model.rememberedTeamStore()));
    assertThat(Files.readString(settingsFile)).contains(url).doesNotContain(TestPostgres.PASSWORD);
    assertThat(new SettingsFile(settingsFile).load().teamStore()).isEqualTo(url);
  }

  @Test
  void anUnreachableServerIsOneLine() {
    model.openTeamStore("postgresql://wirebench@127.0.0.1:1/wirebench", WRONG);

    assertThat(model.errorProperty().get())
        .contains("cannot reach PostgreSQL at 127.0.0.1:1")
        .doesNotContain(WRONG)
        .doesNotContain("\n");
    assertStillOnTheFile();
  }

  @Test
  void aStoreOfANewerWirebenchIsRefused() {
    String url = teamStoreWithRuns();
    String name = url.substring(url.lastIndexOf('/') + 1);
    TestPostgres.get().sql(name, "UPDATE wirebench_schema SET version = 99");

    model.openTeamStore(url, TestPostgres.PASSWORD);

    assertThat(model.errorProperty().get())
        .contains("newer Wirebench (schema 99")
        .doesNotContain(TestPostgres.PASSWORD);
    assertStillOnTheFile();
  }

  @Test
  void aDatabaseOfSomethingElseIsRefused() {
    String team = TestPostgres.newDatabase();
    String name = team.substring(team.lastIndexOf('/') + 1);
    TestPostgres.get().sql(name, "CREATE TABLE invoices (id int)");

    model.openTeamStore(team, "");

    assertThat(model.errorProperty().get())
        .contains("is not a Wirebench run store")
        .doesNotContain(TestPostgres.PASSWORD);
    assertStillOnTheFile();
  }

  @Test
  void somethingThatIsNotAPostgresUrlIsRefusedBeforeConnecting() {
    model.openTeamStore("mysql://root@db/wirebench", "");
    assertThat(model.errorProperty().get()).startsWith("Not a PostgreSQL URL");

    model.openTeamStore("  ", "");
    assertThat(model.errorProperty().get()).startsWith("Enter the team store's URL");
    assertStillOnTheFile();
  }

  @Test
  void openDatabaseSwitchesBackFromTheTeamStoreToAFile() {
    String url = teamStoreWithRuns();
    model.openTeamStore(url, TestPostgres.PASSWORD);
    assertThat(labels()).hasSize(2);

    model.openFile(dir.resolve("local.db"));

    assertStillOnTheFile();
    assertThat(model.rememberedTeamStore()).isEqualTo(url);
    assertThat(model.teamStoreUrlProperty().get()).isEqualTo(url);
  }

  @Test
  void offersTheTeamStoreRememberedFromLastSession() {
    DatabaseViewModel next = new DatabaseViewModel(database, executor, "postgresql://a@h/db");

    assertThat(next.teamStoreUrlProperty().get()).isEqualTo("postgresql://a@h/db");
    assertThat(next.rememberedTeamStore()).isEqualTo("postgresql://a@h/db");
  }
}
