package dev.wirebench.app.shell;

import dev.wirebench.app.database.DatabaseLocation;
import dev.wirebench.app.settings.WindowBounds;
import java.io.File;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;
import javafx.beans.binding.Bindings;
import javafx.collections.ListChangeListener;
import javafx.css.PseudoClass;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.geometry.Rectangle2D;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.RadioMenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.ToggleGroup;
import javafx.scene.control.Tooltip;
import javafx.scene.input.DragEvent;
import javafx.scene.input.KeyCombination;
import javafx.scene.input.TransferMode;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.stage.Screen;
import javafx.stage.Stage;

/**
 * The main window: menu bar, navigation rail, the selected screen, and the status bar (activity,
 * progress, database). Accepts fixture files dropped anywhere on it. Restores and reports its
 * bounds. Binds to a {@link ShellViewModel}; the screens' views are given to it.
 */
public final class MainWindow {
  private static final PseudoClass DROP = PseudoClass.getPseudoClass("drop");

  /** The smallest supported window: every screen keeps its numbers and inputs whole at this. */
  public static final double MIN_WIDTH = 1024;

  public static final double MIN_HEIGHT = 700;

  private final Stage stage;
  private final ShellViewModel shell;
  private final Map<String, ? extends Supplier<? extends Node>> screens;
  private final Supplier<Optional<Path>> chooseFixture;
  private final Runnable quit;
  private final BorderPane root = new BorderPane();
  private final StackPane content = new StackPane();
  private final Scene scene;
  private Menu fileMenu;

  /**
   * @param screens each screen's view by {@link ScreenInfo#id}, made when first shown
   * @param chooseFixture asks the user for a fixture file
   * @param quit ends the app (File ▸ Quit)
   */
  public MainWindow(
      Stage stage,
      ShellViewModel shell,
      Map<String, ? extends Supplier<? extends Node>> screens,
      Supplier<Optional<Path>> chooseFixture,
      Runnable quit) {
    this.stage = stage;
    this.shell = shell;
    this.screens = Map.copyOf(screens);
    this.chooseFixture = chooseFixture;
    this.quit = quit;
    root.setId("main-window");
    root.getStyleClass().add("main-window");
    root.setTop(menuBar());
    content.getStyleClass().add("screen-area");
    BorderPane screenArea =
        new BorderPane(
            content, FirstRunHint.create(shell, this::showGettingStarted), null, null, null);
    HBox middle = new HBox(NavigationRail.create(shell), screenArea);
    HBox.setHgrow(screenArea, Priority.ALWAYS);
    root.setCenter(middle);
    root.setBottom(statusBar());
    WindowBounds bounds = fitted(shell.window());
    scene = new Scene(root, bounds.width(), bounds.height());
    applyTheme(shell.themeProperty().get());
    shell.themeProperty().addListener((obs, old, theme) -> applyTheme(theme));
    shell.screenProperty().addListener((obs, old, id) -> showScreen(id));
    showScreen(shell.screenProperty().get());
    acceptDrops();
    stage.setScene(scene);
    stage.titleProperty().bind(shell.titleProperty());
    // 1024×700 is the smallest window every screen is laid out for (or the screen, if smaller).
    Rectangle2D visible = Screen.getPrimary().getVisualBounds();
    stage.setMinWidth(Math.min(MIN_WIDTH, visible.getWidth()));
    stage.setMinHeight(Math.min(MIN_HEIGHT, visible.getHeight()));
    place(bounds);
  }

  public Scene scene() {
    return scene;
  }

  /** Adds a screen's menu (e.g. Run) to the menu bar, before Help. */
  public void addMenu(Menu menu) {
    MenuBar bar = (MenuBar) root.getTop();
    bar.getMenus().add(bar.getMenus().size() - 1, menu);
  }

  /**
   * Adds a screen's items to the File menu, as a group before Quit (e.g. Open Database, Import,
   * Export from the Runs screen).
   */
  public void addToFileMenu(List<MenuItem> items) {
    int quit = fileMenu.getItems().size() - 1;
    List<MenuItem> group = new java.util.ArrayList<>(items);
    group.add(new SeparatorMenuItem());
    fileMenu.getItems().addAll(quit, group);
  }

  /** Opens Help ▸ Getting Started: the three first things to do. */
  public void showGettingStarted() {
    shell.dismissFirstRunHint();
    GettingStartedDialog.create(stage, scene.getStylesheets(), shell::selectScreen).show();
  }

  /** Opens Help ▸ About. */
  public void showAbout() {
    AboutDialog.create(stage, shell.about(), scene.getStylesheets()).show();
  }

  private MenuBar menuBar() {
    MenuItem open = new MenuItem("_Open Fixture…");
    open.setAccelerator(KeyCombination.keyCombination("Shortcut+O"));
    open.setOnAction(e -> chooseFixture.get().ifPresent(shell::openFixture));
    Menu recent = new Menu("Open _Recent");
    recent.setId("menu-recent");
    fillRecent(recent);
    shell.recentFixtures().addListener((ListChangeListener<Path>) c -> fillRecent(recent));
    MenuItem reload = new MenuItem("Re_load Fixture");
    reload.setAccelerator(KeyCombination.keyCombination("F5"));
    reload.setOnAction(e -> shell.reloadFixture());
    MenuItem exit = new MenuItem("_Quit");
    exit.setAccelerator(KeyCombination.keyCombination("Shortcut+Q"));
    exit.setOnAction(e -> quit.run());
    Menu file = new Menu("_File", null, open, recent, reload, new SeparatorMenuItem(), exit);
    file.setId("menu-file");
    fileMenu = file;

    Menu view = new Menu("_View");
    ToggleGroup screenGroup = new ToggleGroup();
    List<ScreenInfo> infos = shell.screens();
    for (int i = 0; i < infos.size(); i++) {
      ScreenInfo info = infos.get(i);
      RadioMenuItem item = new RadioMenuItem(info.title());
      item.setToggleGroup(screenGroup);
      item.setAccelerator(KeyCombination.keyCombination("Shortcut+" + (i + 1)));
      item.setSelected(info.id().equals(shell.screenProperty().get()));
      shell.screenProperty().addListener((o, old, id) -> item.setSelected(info.id().equals(id)));
      item.setOnAction(e -> shell.selectScreen(info.id()));
      view.getItems().add(item);
    }
    view.getItems().add(new SeparatorMenuItem());
    ToggleGroup themeGroup = new ToggleGroup();
    for (Theme theme : Theme.values()) {
      RadioMenuItem item = new RadioMenuItem(theme == Theme.LIGHT ? "_Light Theme" : "_Dark Theme");
      item.setId("menu-theme-" + theme.id());
      item.setToggleGroup(themeGroup);
      item.setSelected(shell.themeProperty().get() == theme);
      shell.themeProperty().addListener((o, old, now) -> item.setSelected(now == theme));
      item.setOnAction(e -> shell.setTheme(theme));
      view.getItems().add(item);
    }
    MenuItem guide = new MenuItem("_Getting Started");
    guide.setId("menu-getting-started");
    guide.setAccelerator(KeyCombination.keyCombination("F1"));
    guide.setOnAction(e -> showGettingStarted());
    MenuItem about = new MenuItem("_About Wirebench");
    about.setId("menu-about");
    about.setOnAction(e -> showAbout());
    Menu help = new Menu("_Help", null, guide, new SeparatorMenuItem(), about);
    help.setId("menu-help");
    MenuBar bar = new MenuBar(file, view, help);
    bar.setId("menu-bar");
    return bar;
  }

  private void fillRecent(Menu recent) {
    recent.getItems().clear();
    for (Path path : shell.recentFixtures()) {
      MenuItem item = new MenuItem(path.toString());
      item.setMnemonicParsing(false);
      item.setOnAction(e -> shell.openRecent(path));
      recent.getItems().add(item);
    }
    if (recent.getItems().isEmpty()) {
      MenuItem none = new MenuItem("No recent fixture files");
      none.setDisable(true);
      recent.getItems().add(none);
    }
  }

  private HBox statusBar() {
    Label activity = new Label();
    activity.setId("status-activity");
    activity.setMinWidth(0);
    activity
        .textProperty()
        .bind(
            Bindings.when(shell.busyProperty())
                .then(shell.activityProperty())
                .otherwise(shell.noticeProperty()));
    ProgressBar progress = new ProgressBar();
    progress.setId("status-progress");
    progress.setPrefWidth(160);
    progress.progressProperty().bind(shell.progressProperty());
    progress.visibleProperty().bind(shell.busyProperty());
    Region grow = new Region();
    HBox.setHgrow(grow, Priority.ALWAYS);
    Label database = new Label();
    database.setId("status-database");
    database
        .textProperty()
        .bind(
            Bindings.createStringBinding(
                () -> databaseText(shell.databaseProperty().get()), shell.databaseProperty()));
    Tooltip where = new Tooltip();
    where
        .textProperty()
        .bind(
            Bindings.concat("Where Wirebench stores benchmark runs:\n", shell.databaseProperty()));
    database.setTooltip(where);
    database.setMinWidth(Region.USE_PREF_SIZE);
    HBox bar = new HBox(10, activity, progress, grow, database);
    bar.setId("status-bar");
    bar.getStyleClass().add("status-bar");
    bar.setAlignment(Pos.CENTER_LEFT);
    bar.setPadding(new Insets(3, 10, 3, 10));
    return bar;
  }

  /** "Database: FILE", or "Team store: postgresql://user@host/db" (never a password). */
  static String databaseText(DatabaseLocation location) {
    if (location == null) {
      return "";
    }
    return (location.isTeamStore() ? "Team store: " : "Database: ") + location.display();
  }

  private void showScreen(String id) {
    Supplier<? extends Node> view = screens.get(id);
    content.getChildren().setAll(view == null ? new Label("No such screen: " + id) : view.get());
  }

  private void applyTheme(Theme theme) {
    scene
        .getStylesheets()
        .setAll(
            MainWindow.class.getResource(Theme.BASE).toExternalForm(),
            MainWindow.class.getResource(theme.stylesheet()).toExternalForm());
  }

  private void acceptDrops() {
    scene.setOnDragOver(
        event -> {
          if (event.getDragboard().hasFiles()) {
            event.acceptTransferModes(TransferMode.COPY);
            root.pseudoClassStateChanged(DROP, true);
          }
          event.consume();
        });
    scene.setOnDragExited(event -> root.pseudoClassStateChanged(DROP, false));
    scene.setOnDragDropped(this::dropped);
  }

  private void dropped(DragEvent event) {
    root.pseudoClassStateChanged(DROP, false);
    boolean ok = event.getDragboard().hasFiles();
    if (ok) {
      shell.openDropped(event.getDragboard().getFiles().stream().map(File::toPath).toList());
    }
    event.setDropCompleted(ok);
    event.consume();
  }

  /** The saved size, shrunk to the primary screen if that is smaller now. */
  private static WindowBounds fitted(WindowBounds saved) {
    Rectangle2D screen = Screen.getPrimary().getVisualBounds();
    return new WindowBounds(
        saved.x(),
        saved.y(),
        Math.min(saved.width(), screen.getWidth()),
        Math.min(saved.height(), screen.getHeight()),
        saved.maximized());
  }

  /** Restores the saved bounds if they are on a screen now; reports every later change. */
  private void place(WindowBounds bounds) {
    Rectangle2D saved =
        new Rectangle2D(
            bounds.hasPosition() ? bounds.x() : 0,
            bounds.hasPosition() ? bounds.y() : 0,
            bounds.width(),
            bounds.height());
    boolean visible =
        bounds.hasPosition()
            && Screen.getScreens().stream()
                .anyMatch(
                    s -> s.getVisualBounds().intersects(saved.getMinX(), saved.getMinY(), 80, 40));
    if (visible) {
      stage.setX(bounds.x());
      stage.setY(bounds.y());
    } else {
      stage.centerOnScreen();
    }
    stage.setMaximized(bounds.maximized());
    stage.xProperty().addListener((o, old, v) -> boundsChanged());
    stage.yProperty().addListener((o, old, v) -> boundsChanged());
    stage.widthProperty().addListener((o, old, v) -> boundsChanged());
    stage.heightProperty().addListener((o, old, v) -> boundsChanged());
    stage.maximizedProperty().addListener((o, old, v) -> boundsChanged());
  }

  private void boundsChanged() {
    WindowBounds last = shell.window();
    if (stage.isMaximized()) {
      // Keep the normal bounds, so un-maximizing next session restores them.
      shell.windowChanged(new WindowBounds(last.x(), last.y(), last.width(), last.height(), true));
    } else if (!Double.isNaN(stage.getX()) && stage.getWidth() > 0) {
      shell.windowChanged(
          new WindowBounds(stage.getX(), stage.getY(), stage.getWidth(), stage.getHeight(), false));
    }
  }
}
