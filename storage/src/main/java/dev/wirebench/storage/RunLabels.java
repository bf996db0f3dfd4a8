package dev.wirebench.storage;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Optional;

/**
 * Labels name one run each, so that {@code wirebench show baseline} is never ambiguous: a new run
 * whose label is taken gets the first free {@code label (2)}, {@code label (3)}, ...; renaming a
 * run to a taken label is refused ({@link LabelTakenException}). The empty label names nothing and
 * may repeat. Runs stored before this rule may still share a label; the CLI then asks for the id.
 */
final class RunLabels {
  /** PostgreSQL advisory lock key for labels: "wb-label" in ASCII. */
  private static final long LABEL_LOCK = 0x77622d6c6162656cL;

  private RunLabels() {}

  /**
   * The label a new run gets for {@code wanted}: itself if no run has it, else the first free
   * {@code wanted (2)}, {@code wanted (3)}, ... so a label always names one run.
   */
  static String free(Connection c, Dialect dialect, String wanted) throws SQLException {
    if (wanted == null || wanted.isEmpty()) {
      return "";
    }
    lock(c, dialect);
    String label = wanted;
    for (int n = 2; labelledOther(c, label, -1).isPresent(); n++) {
      label = wanted + " (" + n + ")";
    }
    return label;
  }

  /**
   * Makes writers that label runs take turns until the transaction ends, so two writers cannot both
   * find a label free. SQLite has one writer already; PostgreSQL takes a transaction-scoped
   * advisory lock (a fixed key of Wirebench's own).
   */
  static void lock(Connection c, Dialect dialect) throws SQLException {
    if (dialect == Dialect.POSTGRESQL) {
      try (PreparedStatement s = c.prepareStatement("SELECT pg_advisory_xact_lock(?)")) {
        s.setLong(1, LABEL_LOCK);
        try (ResultSet locked = s.executeQuery()) {
          locked.next();
        }
      }
    }
  }

  /** A run other than {@code except} labelled exactly {@code label} (never for ""). */
  static Optional<Long> labelledOther(Connection c, String label, long except) throws SQLException {
    if (label.isEmpty()) {
      return Optional.empty();
    }
    String sql = "SELECT id FROM runs WHERE label = ? AND id <> ? ORDER BY id LIMIT 1";
    try (PreparedStatement s = c.prepareStatement(sql)) {
      s.setString(1, label);
      s.setLong(2, except);
      try (ResultSet rows = s.executeQuery()) {
        return rows.next() ? Optional.of(rows.getLong(1)) : Optional.empty();
      }
    }
  }
}
