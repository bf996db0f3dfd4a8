package dev.wirebench.storage;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import org.sqlite.SQLiteConfig;

/**
 * Looks at a database file before anything writes to it, so that Wirebench never writes its schema
 * (or even an SQLite header) into a file that is not its own: a folder, another program's SQLite
 * database, or — for commands that only read — an empty or missing file.
 */
final class DatabaseFileCheck {
  private DatabaseFileCheck() {}

  /**
   * Checks {@code file} (absolute).
   *
   * @param mustExist true for commands that only read: a missing or empty file is refused rather
   *     than made into a new database
   * @throws BadDatabaseException saying what the file is instead
   */
  static void check(Path file, boolean mustExist) {
    if (Files.isDirectory(file)) {
      throw new BadDatabaseException(file + " is a folder, not a database file");
    }
    if (!Files.exists(file)) {
      if (mustExist) {
        throw new BadDatabaseException(
            "no run database at "
                + file
                + " (run a benchmark or `wirebench import` first, or pass --db FILE)");
      }
      return;
    }
    long size;
    try {
      size = Files.size(file);
    } catch (IOException e) {
      throw new BadDatabaseException("cannot read " + file + ": " + e.getMessage(), e);
    }
    if (size == 0) {
      if (mustExist) {
        throw new BadDatabaseException(
            file + " is an empty file, not a Wirebench database (nothing was written to it)");
      }
      return;
    }
    refuseForeignDatabase(file);
  }

  /** Runs {@code work} on a read-only connection of its own to {@code file}. */
  static <T> T readOnly(Path file, String what, SqlWork<T> work) {
    SQLiteConfig config = new SQLiteConfig();
    config.setReadOnly(true);
    SqliteNativeLibrary.prepare();
    try (Connection c = config.createConnection("jdbc:sqlite:" + file)) {
      return work.run(c);
    } catch (SQLException e) {
      throw SqliteErrors.translate(file, what, e);
    }
  }

  /** An SQLite file with tables but no schema version was made by another program. */
  private static void refuseForeignDatabase(Path file) {
    readOnly(file, "reading its header", c -> refuseForeign(c, file));
  }

  private static Void refuseForeign(Connection c, Path file) throws SQLException {
    try (Statement s = c.createStatement()) {
      int version;
      try (ResultSet rows = s.executeQuery("PRAGMA user_version")) {
        version = rows.next() ? rows.getInt(1) : 0;
      }
      if (version > 0) {
        return null;
      }
      try (ResultSet rows = s.executeQuery("SELECT count(*) FROM sqlite_master")) {
        if (rows.next() && rows.getInt(1) > 0) {
          throw new BadDatabaseException(
              file + " is an SQLite database of another program, not a Wirebench database");
        }
      }
    }
    return null;
  }
}
