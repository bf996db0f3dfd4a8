package dev.wirebench.app.cli;

import dev.wirebench.storage.BadDatabaseException;
import dev.wirebench.storage.RunStore;
import java.nio.file.Files;
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

  /** Opens an existing database; bad input if there is none. */
  RunStore openExisting(StoreOptions fallback) {
    Path file = path(fallback);
    if (!Files.isRegularFile(file)) {
      throw new UserError(
          "no run database at "
              + file
              + " (run a benchmark or `wirebench import` first, or pass --db FILE)");
    }
    return open(file);
  }

  /** Opens the database, creating it if needed. */
  RunStore openOrCreate(StoreOptions fallback) {
    return open(path(fallback));
  }

  private static RunStore open(Path file) {
    try {
      return RunStore.open(file);
    } catch (BadDatabaseException e) {
      throw new UserError(e.getMessage());
    }
  }
}
