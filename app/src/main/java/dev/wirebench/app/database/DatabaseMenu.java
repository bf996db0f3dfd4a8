package dev.wirebench.app.database;

import java.io.File;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import javafx.scene.control.MenuItem;
import javafx.stage.FileChooser;
import javafx.stage.Window;

/**
 * File ▸ Open Database… (an SQLite file, picked in a file dialog) and File ▸ Open Team Store… (the
 * {@link TeamStoreDialog}), both switching the {@link DatabaseViewModel}.
 */
public final class DatabaseMenu {
  private final Window owner;
  private final DatabaseViewModel model;
  private final Supplier<List<String>> stylesheets;
  private TeamStoreDialog teamStore;

  /**
   * @param stylesheets the main window's style sheets now (they follow the theme)
   */
  public DatabaseMenu(Window owner, DatabaseViewModel model, Supplier<List<String>> stylesheets) {
    this.owner = owner;
    this.model = model;
    this.stylesheets = stylesheets;
  }

  /** The two menu items, in menu order. */
  public List<MenuItem> items() {
    MenuItem openDatabase = new MenuItem("Open _Database…");
    openDatabase.setId("menu-open-database");
    openDatabase.setOnAction(e -> chooseFile());
    MenuItem openTeamStore = new MenuItem("Open _Team Store…");
    openTeamStore.setId("menu-open-team-store");
    openTeamStore.setOnAction(e -> showTeamStore());
    return List.of(openDatabase, openTeamStore);
  }

  /** Asks for a database file and opens it. */
  public void chooseFile() {
    FileChooser chooser = new FileChooser();
    chooser.setTitle("Open run database");
    chooser
        .getExtensionFilters()
        .addAll(
            new FileChooser.ExtensionFilter("Wirebench databases (*.db)", "*.db"),
            new FileChooser.ExtensionFilter("All files", "*"));
    model
        .locationProperty()
        .get()
        .localFile()
        .map(Path::getParent)
        .filter(folder -> folder.toFile().isDirectory())
        .ifPresent(folder -> chooser.setInitialDirectory(folder.toFile()));
    Optional.ofNullable(chooser.showOpenDialog(owner)).map(File::toPath).ifPresent(model::openFile);
  }

  /** Shows File ▸ Open Team Store…. */
  public TeamStoreDialog showTeamStore() {
    if (teamStore == null) {
      teamStore = new TeamStoreDialog(owner, model, stylesheets.get());
    }
    teamStore.show();
    return teamStore;
  }
}
