package dev.wirebench.storage.fleet;

import dev.wirebench.storage.PostgresUrl;
import dev.wirebench.storage.StorageException;
import dev.wirebench.storage.TeamStoreConnection;
import java.sql.Connection;
import java.sql.SQLException;

/**
 * One connection to the team store for the fleet's own statements, each unit of work one
 * transaction. A connection that breaks (the server restarted, the network dropped) is thrown away
 * and the next unit of work connects again, so a long-lived agent outlives a PostgreSQL restart.
 * Thread-safe: units of work run one at a time.
 */
final class FleetDb implements AutoCloseable {
  /** Wakes every agent waiting for work; the payload is not used. */
  static final String CHANNEL = "wirebench_fleet";

  /** A unit of work on the connection; it must not commit or roll back itself. */
  @FunctionalInterface
  interface Work<T> {
    T run(Connection connection) throws SQLException;
  }

  private final PostgresUrl url;
  private Connection connection;

  FleetDb(PostgresUrl url) {
    this.url = url;
  }

  PostgresUrl url() {
    return url;
  }

  /**
   * Runs {@code work} in one transaction and commits it.
   *
   * @throws StorageException one line saying what failed; nothing of {@code work} is kept then
   */
  synchronized <T> T transaction(String what, Work<T> work) {
    if (connection == null) {
      connection = TeamStoreConnection.open(url);
    }
    try {
      T result = work.run(connection);
      connection.commit();
      return result;
    } catch (SQLException e) {
      try {
        connection.rollback();
      } catch (SQLException broken) {
        e.addSuppressed(broken);
        dropConnection();
      }
      if (e.getSQLState() != null && e.getSQLState().startsWith("08")) {
        dropConnection();
      }
      throw TeamStoreConnection.translate(url, what, e);
    } catch (RuntimeException e) {
      dropConnection();
      throw e;
    }
  }

  private void dropConnection() {
    if (connection != null) {
      try {
        connection.close();
      } catch (SQLException e) {
        // a broken connection: nothing was committed on it since the last unit of work
      }
      connection = null;
    }
  }

  @Override
  public synchronized void close() {
    dropConnection();
  }
}
