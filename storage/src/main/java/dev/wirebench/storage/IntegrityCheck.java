package dev.wirebench.storage;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.sqlite.SQLiteErrorCode;

/** SQLite's own consistency check of every table and index, plus the foreign keys. */
final class IntegrityCheck {
  private IntegrityCheck() {}

  /**
   * Checks the database file at {@code file}, reading only (no migration, no recovery): {@code
   * ["ok"]} or the problems found.
   *
   * @throws BadDatabaseException if the file is missing, empty, not a database, or too damaged to
   *     be read at all
   */
  static List<String> ofFile(Path file) {
    Path absolute = file.toAbsolutePath();
    DatabaseFileCheck.check(absolute, true);
    try {
      return DatabaseFileCheck.readOnly(absolute, "checking it", IntegrityCheck::run);
    } catch (BadDatabaseException e) {
      if (e.getCause() instanceof SQLException sql
          && SqliteErrors.primaryCode(sql) == SQLiteErrorCode.SQLITE_CORRUPT.code) {
        // So damaged that the check itself cannot walk it: that is its finding.
        return List.of("the check could not read the file: " + sql.getMessage());
      }
      throw e;
    }
  }

  /** {@code ["ok"]} for a sound file, else one line per problem SQLite found. */
  static List<String> run(Connection c) throws SQLException {
    List<String> problems = new ArrayList<>();
    try (Statement s = c.createStatement()) {
      try (ResultSet rows = s.executeQuery("PRAGMA integrity_check")) {
        while (rows.next()) {
          String line = rows.getString(1);
          if (!"ok".equals(line)) {
            problems.add(line);
          }
        }
      }
      try (ResultSet rows = s.executeQuery("PRAGMA foreign_key_check")) {
        while (rows.next()) {
          problems.add(
              "row "
                  + rows.getLong(2)
                  + " of "
                  + rows.getString(1)
                  + " points to a missing row of "
                  + rows.getString(3));
        }
      }
    }
    return problems.isEmpty() ? List.of("ok") : problems;
  }

  /**
   * Refuses to write into a damaged file: SQLite writes into a damaged b-tree without noticing, and
   * a run "stored" there may be unreadable next time. {@code PRAGMA quick_check} reads every page
   * once (it skips the index-content comparison of the full integrity check), so it costs a read of
   * the file, once per store before its first write; reads never pay it.
   */
  static void requireSound(Connection connection, Path file, String what) throws SQLException {
    try (Statement statement = connection.createStatement();
        ResultSet rows = statement.executeQuery("PRAGMA quick_check(1)")) {
      // the first problem; SQLite may put a "*** in database main ***" line before it
      String verdict =
          (rows.next() ? rows.getString(1) : "ok")
              .replace("*** in database main ***", "")
              .strip()
              .replaceAll("\\s+", " ");
      if (!"ok".equals(verdict)) {
        throw new BadDatabaseException(
            "the database "
                + file
                + " is damaged ("
                + what
                + " refused, nothing written; SQLite's quick check: "
                + verdict
                + ") — run `wirebench db check --db "
                + file
                + "`");
      }
    }
  }
}
