package dev.wirebench.app.cli;

import dev.wirebench.storage.BadDatabaseException;
import dev.wirebench.storage.RunStore;
import java.nio.file.Path;
import picocli.CommandLine.Option;

/** The {@code --db FILE} option every run-store command takes, and opening the store it names. */
public final class StoreOptions {
  @Option(
      names = "--db",
      paramLabel = "FILE",
      description =
          "The run database (default: $XDG_DATA_HOME/wirebench/wirebench.db, else"
              + " ~/.local/share/wirebench/wirebench.db).")
  Path db;

  /** This option's file, else {@code fallback}'s (a parent command's), else the default. */
  Path path(StoreOptions fallback) {
    if (db != null) {
      return db;
    }
    if (fallback != null && fallback.db != null) {
      return fallback.db;
    }
    return RunStore.defaultLocation();
  }

  /**
   * Opens an existing database for a command that came to read it; bad input if there is none, if
   * it is a folder, an empty file or another program's file (nothing is written into it).
   */
  RunStore openExisting(StoreOptions fallback) {
    Path file = path(fallback);
    try {
      return RunStore.openExisting(file);
    } catch (BadDatabaseException e) {
      throw new UserError(e.getMessage());
    }
  }

  /** Opens the database, creating it if needed. */
  RunStore openOrCreate(StoreOptions fallback) {
    try {
      return RunStore.open(path(fallback));
    } catch (BadDatabaseException e) {
      throw new UserError(e.getMessage());
    }
  }
}
