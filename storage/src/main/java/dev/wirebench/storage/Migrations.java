package dev.wirebench.storage;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

/**
 * The numbered SQL scripts in {@code /db/} (V001__init.sql, ...), applied in order. The schema
 * version is SQLite's {@code PRAGMA user_version}; every pending script and the new version are
 * written in one immediate transaction, so a database is never half-migrated and two processes
 * opening it at once do not both migrate.
 */
final class Migrations {
  /** Every script, in order; script N brings the schema to version N. */
  static final List<String> SCRIPTS =
      List.of(
          "V001__init.sql",
          "V002__query_indexes.sql",
          "V003__throughput_alloc.sql",
          "V004__run_ids_never_reused.sql",
          "V005__history.sql",
          "V006__run_uid_host.sql",
          "V007__run_codecs.sql",
          "V008__warmups_and_history_plans.sql",
          "V009__import_once.sql",
          "V010__history_keys.sql",
          "V011__contenders.sql",
          "V012__profiles.sql",
          "V013__profile_recordings.sql",
          "V014__throughput_server_cpu.sql");

  private Migrations() {}

  static int latestVersion() {
    return SCRIPTS.size();
  }

  /**
   * Migrates {@code connection}'s database to {@code target}.
   *
   * @throws BadDatabaseException if the database is at a newer version than this code knows
   */
  static void migrate(Connection connection, Path file, int target) throws SQLException {
    // A script may rebuild a table others point at (SQLite's documented way to change a table):
    // with foreign keys on, dropping the old table would cascade-delete every row pointing at it.
    // The pragma is a no-op inside a transaction, so it is switched around it; the keys are
    // checked before the commit instead.
    Database.execute(connection, "PRAGMA foreign_keys = OFF");
    try {
      migrateInTransaction(connection, file, target);
    } finally {
      Database.execute(connection, "PRAGMA foreign_keys = ON");
    }
  }

  private static void migrateInTransaction(Connection connection, Path file, int target)
      throws SQLException {
    Database.execute(connection, "BEGIN IMMEDIATE");
    try {
      int current = userVersion(connection);
      if (current > latestVersion()) {
        throw new BadDatabaseException(
            file
                + " was written by a newer Wirebench (schema "
                + current
                + "; this one knows up to "
                + latestVersion()
                + ")");
      }
      for (int version = current + 1; version <= target; version++) {
        for (String sql : statements(script(version))) {
          Database.execute(connection, sql);
        }
      }
      if (target > current) {
        requireForeignKeysIntact(connection, file);
        Database.execute(connection, "PRAGMA user_version = " + target);
      }
      Database.execute(connection, "COMMIT");
    } catch (SQLException | RuntimeException e) {
      try {
        Database.execute(connection, "ROLLBACK");
      } catch (SQLException rollback) {
        e.addSuppressed(rollback);
      }
      throw e;
    }
  }

  private static void requireForeignKeysIntact(Connection connection, Path file)
      throws SQLException {
    try (Statement statement = connection.createStatement();
        ResultSet rows = statement.executeQuery("PRAGMA foreign_key_check")) {
      if (rows.next()) {
        throw new BadDatabaseException(
            "migrating "
                + file
                + " would leave rows of "
                + rows.getString(1)
                + " without their run; nothing was changed — run `wirebench db check`");
      }
    }
  }

  static int userVersion(Connection connection) throws SQLException {
    try (Statement statement = connection.createStatement();
        ResultSet rows = statement.executeQuery("PRAGMA user_version")) {
      return rows.next() ? rows.getInt(1) : 0;
    }
  }

  private static String script(int version) {
    return resource("/db/" + SCRIPTS.get(version - 1));
  }

  /** The text of the migration script at {@code path} on the class path. */
  static String resource(String path) {
    try (InputStream in = Migrations.class.getResourceAsStream(path)) {
      if (in == null) {
        throw new IllegalStateException("migration " + path + " is missing from the jar");
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new StorageException("reading migration " + path, e);
    }
  }

  /** The script's statements: comments dropped, split at semicolons that end a line. */
  static List<String> statements(String script) {
    StringBuilder clean = new StringBuilder();
    for (String line : script.split("\n", -1)) {
      int comment = line.indexOf("--");
      clean.append(comment >= 0 ? line.substring(0, comment) : line).append('\n');
    }
    List<String> statements = new ArrayList<>();
    for (String part : clean.toString().split(";\\s*\n")) {
      if (!part.isBlank()) {
        statements.add(part.strip());
      }
    }
    return statements;
  }
}
