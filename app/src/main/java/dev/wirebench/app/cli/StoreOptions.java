package dev.wirebench.app.cli;

import dev.wirebench.storage.BadDatabaseException;
import dev.wirebench.storage.PostgresUrl;
import dev.wirebench.storage.RunStore;
import java.nio.file.Files;
import java.nio.file.Path;
import picocli.CommandLine.Option;

/**
 * The {@code --db FILE|URL} option every run-store command takes, and opening the store it names:
 * an SQLite file (the default) or a PostgreSQL team store ({@code postgresql://…} or {@code
 * jdbc:postgresql://…}).
 */
public final class StoreOptions {
  @Option(
      names = "--db",
      paramLabel = "FILE|URL",
      description =
          "The run database: a file (default: $XDG_DATA_HOME/wirebench/wirebench.db, else"
              + " ~/.local/share/wirebench/wirebench.db) or a team store,"
              + " postgresql://user@host:5432/wirebench?sslmode=require (password from"
              + " PGPASSWORD or ~/.pgpass).")
  String db;

  /** This option's value, else {@code fallback}'s (a parent command's), else the default file. */
  String location(StoreOptions fallback) {
    if (db != null) {
      return db;
    }
    if (fallback != null && fallback.db != null) {
      return fallback.db;
    }
    return RunStore.defaultLocation().toString();
  }

  /** Where the store is, fit to print: the file, or the URL without its password. */
  String describe(StoreOptions fallback) {
    return describeLocation(location(fallback));
  }

  static String describeLocation(String location) {
    if (PostgresUrl.looksLike(location)) {
      try {
        return PostgresUrl.parse(location).display();
      } catch (BadDatabaseException e) {
        return "the team store";
      }
    }
    return location;
  }

  /** Whether {@code --db} (or the parent's) names a PostgreSQL team store rather than a file. */
  boolean isTeamStore(StoreOptions fallback) {
    return PostgresUrl.looksLike(location(fallback));
  }

  /**
   * The SQLite file, or null for a team store. Output files are checked against it ({@link
   * Output}): a report must never be written over the open database, and a team store has no file
   * here to overwrite.
   */
  Path path(StoreOptions fallback) {
    return isTeamStore(fallback) ? null : Path.of(location(fallback));
  }

  /**
   * Whether the store exists: a file (or folder) that is there, or any team store (the server
   * decides).
   */
  boolean exists(StoreOptions fallback) {
    return isTeamStore(fallback) || Files.exists(path(fallback)); // a folder: said on opening
  }

  /**
   * Opens an existing store for a command that came to read it; bad input if there is none: a
   * missing, empty or foreign file or a folder, or a team store's database that is empty, foreign
   * or unreachable (nothing is written into any of them).
   */
  RunStore openExisting(StoreOptions fallback) {
    return openExistingAt(location(fallback));
  }

  /** {@link #openExisting(StoreOptions)} for a location given some other way ({@code --from}). */
  static RunStore openExistingAt(String location) {
    try {
      return RunStore.openExisting(location);
    } catch (BadDatabaseException e) {
      throw new UserError(e.getMessage());
    }
  }

  /** Opens the store, creating it (a file, or the tables in an empty team database) if needed. */
  RunStore openOrCreate(StoreOptions fallback) {
    return open(location(fallback));
  }

  /**
   * Opens the file or team store {@code location} names, creating it if needed.
   *
   * @throws UserError if it cannot be a run store (one line, never the password)
   */
  static RunStore open(String location) {
    try {
      return RunStore.open(location);
    } catch (BadDatabaseException e) {
      throw new UserError(e.getMessage());
    }
  }
}
