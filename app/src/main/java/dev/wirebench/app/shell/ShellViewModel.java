package dev.wirebench.app.shell;

import dev.wirebench.app.compare.RunComparisonViewModel;
import dev.wirebench.app.database.DatabaseLocation;
import dev.wirebench.app.database.DatabaseViewModel;
import dev.wirebench.app.fx.TaskExecutor;
import dev.wirebench.app.inspect.FixtureChoice;
import dev.wirebench.app.inspect.InspectViewModel;
import dev.wirebench.app.inspect.RecentFixtures;
import dev.wirebench.app.runs.RunsViewModel;
import dev.wirebench.app.settings.Settings;
import dev.wirebench.app.settings.WindowBounds;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Predicate;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.ObservableList;

/**
 * The main window's state and commands: which screen shows, the theme, the status bar, the recent
 * fixtures, opening files (menu, drag and drop), and what is saved on exit. FX thread only.
 */
public final class ShellViewModel {
  public static final String DASHBOARD = "dashboard";
  public static final String INSPECT = "inspect";
  public static final String BENCH = "bench";
  public static final String RUNS = "runs";
  public static final String COMPARE = "compare";
  public static final String THROUGHPUT = "throughput";
  public static final String HISTORY = "history";
  public static final String QUEUE = "queue";
  public static final String COMPAT = "compat";

  private final List<ScreenInfo> screens;
  private final TaskExecutor executor;
  private final RecentFixtures recent;
  private final InspectViewModel inspect;
  private final AboutInfo about;
  private final ReadOnlyStringWrapper screen = new ReadOnlyStringWrapper();
  private final ReadOnlyObjectWrapper<Theme> theme = new ReadOnlyObjectWrapper<>(Theme.LIGHT);
  private final ReadOnlyStringWrapper title = new ReadOnlyStringWrapper("Wirebench");
  private final ReadOnlyStringWrapper notice = new ReadOnlyStringWrapper("");
  private final ReadOnlyBooleanWrapper firstRun = new ReadOnlyBooleanWrapper();
  private final DatabaseViewModel database;
  private RunsViewModel runs;
  private RunComparisonViewModel compare;
  private Settings saved;
  private WindowBounds window;
  private Consumer<Long> runOpener = id -> {};
  private Predicate<FixtureChoice> benchFixtureChooser = choice -> false;

  public ShellViewModel(
      List<ScreenInfo> screens,
      Settings saved,
      DatabaseViewModel database,
      TaskExecutor executor,
      RecentFixtures recent,
      InspectViewModel inspect,
      AboutInfo about) {
    if (screens.isEmpty()) {
      throw new IllegalArgumentException("the workbench needs at least one screen");
    }
    this.screens = List.copyOf(screens);
    this.saved = saved;
    this.executor = executor;
    this.recent = recent;
    this.inspect = inspect;
    this.about = about;
    this.window = saved.window();
    this.database = database;
    theme.set(Theme.of(saved.theme()));
    if (saved.inspectSplit() > 0) {
      inspect.codecSplitProperty().set(saved.inspectSplit());
    }
    inspect.onOpenInBenchmark(this::openInBenchmark);
    // No settings saved yet: a first start (or one after the settings were lost).
    firstRun.set(Settings.DEFAULTS.equals(saved));
    selectScreen(saved.screen());
    inspect.fixtureProperty().addListener((obs, old, shown) -> updateTitle());
    database.locationProperty().addListener((obs, old, now) -> databaseSwitched(now));
    database.messageProperty().addListener((obs, old, text) -> noticeIfAny(text));
    database.errorProperty().addListener((obs, old, text) -> noticeIfAny(text));
    updateTitle();
  }

  /** Wirebench, the fixture shown, and the team store when one is open (a file goes unsaid). */
  private void updateTitle() {
    FixtureChoice shown = inspect.fixtureProperty().get();
    DatabaseLocation where = database.locationProperty().get();
    title.set(
        "Wirebench"
            + (shown == null ? "" : " — " + shown.label())
            + (where != null && where.isTeamStore() ? " — team store " + where.display() : ""));
  }

  /** Every screen starts over on the database now open; Runs shows a team store's runs. */
  private void databaseSwitched(DatabaseLocation now) {
    updateTitle();
    if (compare != null) {
      compare.clear();
    }
    if (runs != null) {
      runs.databaseSwitched();
      if (now.isTeamStore()) {
        selectScreen(RUNS);
      }
    }
  }

  private void noticeIfAny(String text) {
    if (text != null && !text.isEmpty()) {
      notice.set(text);
    }
  }

  // ---- commands

  /** Shows a screen by id; unknown ids (e.g. from an older settings file) show the first. */
  public void selectScreen(String id) {
    boolean known = screens.stream().anyMatch(s -> s.id().equals(id));
    screen.set(known ? id : screens.get(0).id());
  }

  /** Shows the n-th screen (0-based), as Ctrl+1..n do; out of range is ignored. */
  public void selectScreen(int index) {
    if (index >= 0 && index < screens.size()) {
      screen.set(screens.get(index).id());
    }
  }

  /** Hides the first-run hint (its close button, or once the guide was opened). */
  public void dismissFirstRunHint() {
    firstRun.set(false);
  }

  public void setTheme(Theme newTheme) {
    theme.set(newTheme);
  }

  /** Opens a fixture file in Inspect (File ▸ Open, drops): into the model, or a schema inferred. */
  public void openFixture(Path file) {
    openFixture(FixtureChoice.file(file));
  }

  /** Opens a recent file in Inspect as it was opened last: with its schema file, if it had one. */
  public void openRecent(Path file) {
    openFixture(recent.choice(file));
  }

  private void openFixture(FixtureChoice choice) {
    notice.set("");
    selectScreen(INSPECT);
    inspect.open(choice);
  }

  /** Loads the shown fixture again (File ▸ Reload). */
  public void reloadFixture() {
    inspect.reload();
  }

  /**
   * Files dropped on the window: JMH JSON result files (told apart by content, off the FX thread)
   * are imported into Runs; otherwise the first regular file opens in Inspect.
   */
  public void openDropped(List<Path> files) {
    notice.set("");
    executor.submit(
        "Reading dropped files",
        context -> DroppedFiles.sort(files, runs != null),
        this::routeDropped,
        failure -> notice.set("Cannot read the dropped file: " + failure.getMessage()));
  }

  private void routeDropped(DroppedFiles dropped) {
    if (!dropped.jmh().isEmpty()) {
      selectScreen(RUNS);
      dropped.jmh().forEach(runs::importFile);
      if (!dropped.other().isEmpty()) {
        notice.set("Imported the JMH result files; drop fixtures on their own to inspect them.");
      }
      return;
    }
    List<Path> regular = dropped.other();
    if (regular.isEmpty()) {
      notice.set(
          "Drop a fixture file (JSON or FIX text) to inspect it, or a JMH JSON result file to"
              + " import it.");
      return;
    }
    openFixture(regular.get(0));
    if (regular.size() > 1) {
      notice.set("Opened " + regular.get(0).getFileName() + "; drop one file at a time.");
    }
  }

  /** Shows a codec's payload of a fixture (a bundled id or a file path) in Inspect. */
  public void openInInspect(String codec, String fixture) {
    notice.set("");
    selectScreen(INSPECT);
    inspect.preferCodec(codec);
    inspect.openKey(fixture);
  }

  /**
   * How the Benchmark screen chooses a fixture (a bundled id, or a message file with its schema):
   * true if it took it. Registered by the composition root.
   */
  public void setBenchFixtureChooser(Predicate<FixtureChoice> chooser) {
    benchFixtureChooser = chooser;
  }

  /** Shows the Benchmark screen with {@code fixture} chosen (Inspect's "Open in Benchmark"). */
  public void openInBenchmark(FixtureChoice fixture) {
    notice.set("");
    if (benchFixtureChooser.test(fixture)) {
      selectScreen(BENCH);
      // a file by its name: the status bar has no room for its folder
      String name = fixture.isFile() ? fixture.file().getFileName().toString() : fixture.label();
      notice.set(name + " is the plan's only fixture now (from Inspect).");
    } else {
      notice.set(
          "The Benchmark screen has no fixture "
              + fixture.label()
              + " to choose; open the file there to benchmark it.");
    }
  }

  /** What {@link #openRun} does before showing Runs: how the Runs screen selects a run by id. */
  public void setRunOpener(Consumer<Long> opener) {
    runOpener = opener;
  }

  /** Shows a stored run (e.g. the one a benchmark just stored) in the Runs screen. */
  public void openRun(long id) {
    runOpener.accept(id);
    if (runs != null) {
      showRun(id);
    } else {
      selectScreen(RUNS);
    }
  }

  /** Whether a screen with this id is part of the workbench. */
  public boolean hasScreen(String id) {
    return screens.stream().anyMatch(s -> s.id().equals(id));
  }

  /**
   * Connects the Runs and Compare screens: both start over when another database is opened, and
   * "Compare" in Runs opens the two runs in Compare. Runs' divider goes where it was left.
   */
  public void attachRuns(RunsViewModel runsModel, RunComparisonViewModel compareModel) {
    this.runs = runsModel;
    this.compare = compareModel;
    if (saved.runsSplit() > 0) {
      runsModel.detailSplitProperty().set(saved.runsSplit());
    }
    runsModel.onCompare(this::compareRuns);
    runsModel.onRunsChanged(compareModel::reloadRuns);
  }

  /**
   * Shows Runs with run {@code runId} opened, listing again first — what a screen calls after it
   * stored a run (e.g. Benchmark when a run finishes).
   */
  public void showRun(long runId) {
    if (runs != null) {
      runs.refresh();
      runs.open(runId);
      selectScreen(RUNS);
    }
  }

  /** Lists the stored runs again without leaving the current screen (a run was stored). */
  public void runsChanged() {
    if (runs != null) {
      runs.refresh();
    }
  }

  /** Shows Compare with {@code baseline} as A and {@code candidate} as B. */
  public void compareRuns(long baseline, long candidate) {
    if (compare != null) {
      selectScreen(COMPARE);
      compare.compare(baseline, candidate);
    }
  }

  /** Starts the session: opens the fixture shown last, or a small bundled one. */
  public void start() {
    inspect.preferCodec(saved.codec());
    String key = saved.fixture().isEmpty() ? "trade-update" : saved.fixture();
    if (recent.files().contains(Path.of(key)) && recent.schemaOf(Path.of(key)) != null) {
      inspect.open(recent.choice(Path.of(key))); // a message file shown with its schema file
    } else {
      inspect.openKey(key);
    }
    if (runs != null) {
      runs.refresh();
    }
  }

  /** Where the window is now (called by the view as it moves and resizes). */
  public void windowChanged(WindowBounds bounds) {
    window = bounds;
  }

  /** Everything to save on exit. */
  public Settings settings() {
    FixtureChoice shown = inspect.fixtureProperty().get();
    saved =
        saved
            .withWindow(window)
            .withTheme(theme.get().id())
            .withScreen(screen.get())
            .withRecentFixtures(recent.toStrings(), recent.schemasToStrings())
            .withFixture(shown == null ? saved.fixture() : shown.key(), inspect.preferredCodec())
            .withTeamStore(database.rememberedTeamStore())
            .withInspectSplit(inspect.codecSplitProperty().get())
            .withRunsSplit(runs == null ? saved.runsSplit() : runs.detailSplitProperty().get());
    return saved;
  }

  // ---- state

  public List<ScreenInfo> screens() {
    return screens;
  }

  public ReadOnlyStringProperty screenProperty() {
    return screen.getReadOnlyProperty();
  }

  /** True on a first start, until dismissed: the opening screen then says where to begin. */
  public ReadOnlyBooleanProperty firstRunProperty() {
    return firstRun.getReadOnlyProperty();
  }

  public ReadOnlyObjectProperty<Theme> themeProperty() {
    return theme.getReadOnlyProperty();
  }

  /** The window title: Wirebench, the fixture shown, and the team store if one is open. */
  public ReadOnlyStringProperty titleProperty() {
    return title.getReadOnlyProperty();
  }

  /** A short message for the status bar (e.g. about a drop), or empty. */
  public ReadOnlyStringProperty noticeProperty() {
    return notice.getReadOnlyProperty();
  }

  /** The run database the status bar names. */
  public DatabaseLocation database() {
    return database.locationProperty().get();
  }

  /** The run database in use (follows File ▸ Open Database… and Open Team Store…). */
  public ReadOnlyObjectProperty<DatabaseLocation> databaseProperty() {
    return database.locationProperty();
  }

  /** Which database the app works on, and the commands that switch it. */
  public DatabaseViewModel databaseModel() {
    return database;
  }

  public WindowBounds window() {
    return window;
  }

  public ObservableList<Path> recentFixtures() {
    return recent.files();
  }

  public AboutInfo about() {
    return about;
  }

  public ReadOnlyBooleanProperty busyProperty() {
    return executor.busyProperty();
  }

  public ReadOnlyStringProperty activityProperty() {
    return executor.activityProperty();
  }

  public ReadOnlyDoubleProperty progressProperty() {
    return executor.progressProperty();
  }
}
