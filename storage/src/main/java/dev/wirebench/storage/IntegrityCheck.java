package dev.wirebench.storage;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

/** SQLite's own consistency check of every table and index, plus the foreign keys. */
final class IntegrityCheck {
  private IntegrityCheck() {}

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
}
