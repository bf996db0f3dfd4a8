package dev.wirebench.app.shell;

import dev.wirebench.app.fx.TaskExecutor;
import dev.wirebench.app.inspect.FixtureChoice;
import dev.wirebench.app.inspect.InspectViewModel;
import dev.wirebench.app.inspect.RecentFixtures;
import dev.wirebench.app.settings.Settings;
import dev.wirebench.app.settings.WindowBounds;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.ObservableList;

/**
 * The main window's state and commands: which screen shows, the theme, the status bar (database
 * path, background activity), the recent fixtures, opening files (menu, drag and drop), and what is
 * saved on exit. FX thread only.
 */
public final class ShellViewModel {
  public static final String DASHBOARD = "dashboard";
  public static final String INSPECT = "inspect";
  public static final String THROUGHPUT = "throughput";

  private final List<ScreenInfo> screens;
  private final Path database;
  private final TaskExecutor executor;
  private final RecentFixtures recent;
  private final InspectViewModel inspect;
  private final AboutInfo about;
  private final ReadOnlyStringWrapper screen = new ReadOnlyStringWrapper();
  private final ReadOnlyObjectWrapper<Theme> theme = new ReadOnlyObjectWrapper<>(Theme.LIGHT);
  private final ReadOnlyStringWrapper title = new ReadOnlyStringWrapper("Wirebench");
  private final ReadOnlyStringWrapper notice = new ReadOnlyStringWrapper("");
  private Settings saved;
  private WindowBounds window;

  public ShellViewModel(
      List<ScreenInfo> screens,
      Settings saved,
      Path database,
      TaskExecutor executor,
      RecentFixtures recent,
      InspectViewModel inspect,
      AboutInfo about) {
    if (screens.isEmpty()) {
      throw new IllegalArgumentException("the workbench needs at least one screen");
    }
    this.screens = List.copyOf(screens);
    this.saved = saved;
    this.database = database;
    this.executor = executor;
    this.recent = recent;
    this.inspect = inspect;
    this.about = about;
    this.window = saved.window();
    theme.set(Theme.of(saved.theme()));
    selectScreen(saved.screen());
    inspect
        .fixtureProperty()
        .addListener(
            (obs, old, shown) ->
                title.set(shown == null ? "Wirebench" : "Wirebench — " + shown.label()));
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

  public void setTheme(Theme newTheme) {
    theme.set(newTheme);
  }

  /** Opens a fixture file in Inspect (File ▸ Open, recent files). */
  public void openFixture(Path file) {
    notice.set("");
    selectScreen(INSPECT);
    inspect.openFile(file);
  }

  /** Loads the shown fixture again (File ▸ Reload). */
  public void reloadFixture() {
    inspect.reload();
  }

  /** Files dropped on the window: the first regular file opens in Inspect. */
  public void openDropped(List<Path> files) {
    List<Path> regular = files.stream().filter(Files::isRegularFile).toList();
    if (regular.isEmpty()) {
      notice.set("Drop a fixture file (JSON or FIX text) to inspect it.");
      return;
    }
    openFixture(regular.get(0));
    if (regular.size() > 1) {
      notice.set("Opened " + regular.get(0).getFileName() + "; drop one file at a time.");
    }
  }

  /** Starts the session: opens the fixture shown last, or a small bundled one. */
  public void start() {
    inspect.preferCodec(saved.codec());
    inspect.openKey(saved.fixture().isEmpty() ? "trade-update" : saved.fixture());
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
            .withRecentFixtures(recent.toStrings())
            .withFixture(shown == null ? saved.fixture() : shown.key(), inspect.preferredCodec());
    return saved;
  }

  // ---- state

  public List<ScreenInfo> screens() {
    return screens;
  }

  public ReadOnlyStringProperty screenProperty() {
    return screen.getReadOnlyProperty();
  }

  public ReadOnlyObjectProperty<Theme> themeProperty() {
    return theme.getReadOnlyProperty();
  }

  /** The window title: Wirebench and the fixture shown. */
  public ReadOnlyStringProperty titleProperty() {
    return title.getReadOnlyProperty();
  }

  /** A short message for the status bar (e.g. about a drop), or empty. */
  public ReadOnlyStringProperty noticeProperty() {
    return notice.getReadOnlyProperty();
  }

  /** The run database the status bar names. */
  public Path database() {
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
