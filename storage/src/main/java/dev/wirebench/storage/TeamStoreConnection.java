package dev.wirebench.storage;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;

/**
 * A plain connection to a team store, for work that cannot go through {@link RunStore}'s pool: the
 * fleet's queue holds row locks and leases of its own, and an agent keeps one connection LISTENing
 * for new jobs. Same URL, login and time limits as the store's own connections; auto-commit off.
 */
public final class TeamStoreConnection {
  private TeamStoreConnection() {}

  /**
   * Connects to {@code url} (auto-commit off, READ COMMITTED).
   *
   * @throws StorageException one line naming the store (never the password) if it cannot connect
   */
  public static Connection open(PostgresUrl url) {
    try {
      Connection connection = DriverManager.getConnection(url.jdbcUrl(), url.properties());
      connection.setAutoCommit(false);
      connection.setTransactionIsolation(Connection.TRANSACTION_READ_COMMITTED);
      return connection;
    } catch (SQLException e) {
      throw translate(url, "connecting to " + url.display(), e);
    }
  }

  /** The one-line storage error for {@code e}, met while doing {@code what} on {@code url}. */
  public static StorageException translate(PostgresUrl url, String what, SQLException e) {
    return PostgresErrors.translate(url, what, e);
  }
}
