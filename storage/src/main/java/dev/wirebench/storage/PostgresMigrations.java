package dev.wirebench.storage;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.List;

/**
 * The numbered scripts in {@code /db/postgresql/}, applied in order, the same way {@link
 * Migrations} applies SQLite's: the version lives in the one-row table {@code wirebench_schema}
 * (PostgreSQL has no {@code user_version}); every pending script and the new version are written in
 * one transaction under an advisory lock, so eight hosts opening a new team store at once migrate
 * it exactly once, and a failed migration leaves nothing behind (PostgreSQL's DDL is
 * transactional).
 *
 * <p>A database that already has tables but no {@code wirebench_schema} is someone else's: it is
 * refused, not written to.
 */
final class PostgresMigrations {
  /** Every script, in order; script N brings the schema to version N. */
  static final List<String> SCRIPTS =
      List.of(
          "V001__init.sql",
          "V002__history.sql",
          "V003__run_codecs.sql",
          "V004__warmups_and_history_plans.sql",
          "V005__import_once.sql",
          "V006__history_keys.sql",
          "V007__contenders.sql",
          "V008__profiles.sql",
          "V009__fleet.sql",
          "V010__profile_recordings.sql",
          "V011__fleet_batches_files.sql",
          "V012__throughput_server_cpu.sql");

  /** Any constant both engines' writers agree on; "wbench" in ASCII. */
  private static final long MIGRATION_LOCK = 0x776265_6e6368L;

  private PostgresMigrations() {}

  static int latestVersion() {
    return SCRIPTS.size();
  }

  /**
   * Migrates the database {@code connection} is in (auto-commit off) to {@code target}.
   *
   * @param where the store's URL without password, for messages
   * @param mustExist refuse an empty database (no run store yet) instead of creating the tables
   * @throws BadDatabaseException if the database is newer than this code or not a run store
   */
  static void migrate(Connection connection, String where, int target, boolean mustExist)
      throws SQLException {
    try {
      try (PreparedStatement lock =
          connection.prepareStatement("SELECT pg_advisory_xact_lock(?)")) {
        lock.setLong(1, MIGRATION_LOCK);
        lock.execute();
      }
      int current = currentVersion(connection, where);
      if (current > latestVersion()) {
        throw new BadDatabaseException(
            where
                + " was written by a newer Wirebench (schema "
                + current
                + "; this one knows up to "
                + latestVersion()
                + ")");
      }
      if (current == 0 && mustExist) {
        throw new BadDatabaseException(
            where
                + " holds no Wirebench run store yet (an empty database; nothing was written to"
                + " it): run a benchmark into it or `wirebench push --to` it first");
      }
      if (current == 0) {
        Database.execute(connection, "CREATE TABLE wirebench_schema (version INTEGER NOT NULL)");
        Database.execute(connection, "INSERT INTO wirebench_schema (version) VALUES (0)");
      }
      for (int version = current + 1; version <= target; version++) {
        String script = Migrations.resource("/db/postgresql/" + SCRIPTS.get(version - 1));
        for (String sql : Migrations.statements(script)) {
          Database.execute(connection, sql);
        }
      }
      if (target > current) {
        try (PreparedStatement s =
            connection.prepareStatement("UPDATE wirebench_schema SET version = ?")) {
          s.setInt(1, target);
          s.executeUpdate();
        }
      }
      connection.commit();
    } catch (SQLException | RuntimeException e) {
      try {
        connection.rollback();
      } catch (SQLException rollback) {
        e.addSuppressed(rollback);
      }
      throw e;
    }
  }

  /** The schema version; 0 for an empty database; refuses a database with other tables. */
  static int currentVersion(Connection connection, String where) throws SQLException {
    if (tableExists(connection, "wirebench_schema")) {
      try (PreparedStatement s =
              connection.prepareStatement("SELECT version FROM wirebench_schema");
          ResultSet rows = s.executeQuery()) {
        if (!rows.next()) {
          throw new BadDatabaseException(where + " has an empty wirebench_schema table");
        }
        return rows.getInt(1);
      }
    }
    int tables = countTables(connection);
    if (tables > 0) {
      throw new BadDatabaseException(
          where
              + " is not a Wirebench run store: its schema already holds "
              + tables
              + (tables == 1 ? " table" : " tables")
              + " and no wirebench_schema (use an empty database)");
    }
    return 0;
  }

  private static boolean tableExists(Connection connection, String table) throws SQLException {
    String sql = "SELECT to_regclass(quote_ident(current_schema()) || '.' || ?) IS NOT NULL";
    try (PreparedStatement s = connection.prepareStatement(sql)) {
      s.setString(1, table);
      try (ResultSet rows = s.executeQuery()) {
        rows.next();
        return rows.getBoolean(1);
      }
    }
  }

  private static int countTables(Connection connection) throws SQLException {
    String sql =
        "SELECT count(*) FROM information_schema.tables WHERE table_schema = current_schema()";
    try (PreparedStatement s = connection.prepareStatement(sql);
        ResultSet rows = s.executeQuery()) {
      rows.next();
      return rows.getInt(1);
    }
  }
}
