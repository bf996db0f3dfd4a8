package dev.wirebench.storage;

import dev.wirebench.engine.result.Environment;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;

/**
 * What only imports write: the {@code imported_files} table (V009), which run a JMH file (by
 * SHA-256) was imported as, one run per file, so that "already imported?" holds under concurrent
 * imports; and a streamed import's settings, known only once its file was read whole.
 */
final class ImportedFiles {
  private ImportedFiles() {}

  /**
   * Claims the file with SHA-256 {@code sha256} for run {@code runId} (the key that makes "already
   * imported?" atomic; V009); false if another run holds the claim. In PostgreSQL a concurrent
   * claim of the same file waits for the other transaction and is false if it committed.
   */
  static boolean claim(Connection c, String sha256, long runId) throws SQLException {
    String sql =
        "INSERT INTO imported_files (sha256, run_id) VALUES (?, ?) ON CONFLICT (sha256) DO NOTHING";
    try (PreparedStatement s = c.prepareStatement(sql)) {
      s.setString(1, sha256);
      s.setLong(2, runId);
      return s.executeUpdate() == 1;
    }
  }

  /** Sets an imported run's plan and environment, known once its file was read whole. */
  static void setSettings(Connection c, long id, String planJson, Environment environment)
      throws SQLException {
    String sql = "UPDATE runs SET plan_json = ?, environment_json = ?, host = ? WHERE id = ?";
    try (PreparedStatement s = c.prepareStatement(sql)) {
      s.setString(1, planJson);
      s.setString(2, Json.strings(environment.values()));
      s.setString(3, environment.values().get(Environment.HOST));
      s.setLong(4, id);
      s.executeUpdate();
    }
  }
}
