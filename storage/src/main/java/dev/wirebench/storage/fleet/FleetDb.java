package dev.wirebench.storage.fleet;

import dev.wirebench.storage.PostgresUrl;
import dev.wirebench.storage.StorageException;
import dev.wirebench.storage.TeamStoreConnection;
import java.sql.Connection;
import java.sql.SQLException;

/**
 * One connection to the team store for the fleet's own statements, each unit of work one
 * transaction. A connection that breaks (the server restarted, the network dropped) is thrown away
 * and the unit of work runs once more on a new one if nothing of it can have been committed; later
 * units connect again, so a long-lived agent outlives a PostgreSQL restart. Thread-safe: units of
 * work run one at a time.
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
    boolean reused = connection != null;
    try {
      return attempt(what, work, reused);
    } catch (StaleConnection stale) {
      // The connection broke since its last use (the server restarted): nothing of this unit was
      // committed, so it runs once more on a new connection.
      return attempt(what, work, false);
    }
  }

  private <T> T attempt(String what, Work<T> work, boolean mayBeStale) {
    if (connection == null) {
      connection = TeamStoreConnection.open(url);
    }
    boolean committing = false;
    try {
      T result = work.run(connection);
      committing = true;
      connection.commit();
      return result;
    } catch (SQLException e) {
      try {
        connection.rollback();
      } catch (SQLException broken) {
        e.addSuppressed(broken);
        dropConnection();
      }
      if (connectionLost(e)) {
        dropConnection();
        if (mayBeStale && !committing) {
          throw new StaleConnection();
        }
      }
      throw TeamStoreConnection.translate(url, what, e);
    } catch (RuntimeException e) {
      dropConnection();
      throw e;
    }
  }

  private static boolean connectionLost(SQLException e) {
    String state = e.getSQLState() == null ? "" : e.getSQLState();
    return state.startsWith("08") || state.equals("57P01") || state.equals("57P02");
  }

  /** The reused connection was found broken before anything was committed on it. */
  private static final class StaleConnection extends RuntimeException {
    private static final long serialVersionUID = 1L;

    StaleConnection() {
      super(null, null, false, false);
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
