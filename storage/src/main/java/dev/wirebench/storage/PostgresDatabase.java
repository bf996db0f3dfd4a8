package dev.wirebench.storage;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * A team store in PostgreSQL: a small pool of connections, each unit of work one transaction on one
 * of them. Writes are READ COMMITTED (ids come from identity sequences, so concurrent writers never
 * wait on each other except on the same run's row) and are retried when PostgreSQL reports a
 * deadlock or serialization failure, which a user should never see. Reads are REPEATABLE READ READ
 * ONLY: one snapshot, never blocked by writers and never failing for them. A pooled connection
 * found broken before anything was committed on it (the server restarted since it was last used) is
 * dropped with every other idle one, and the unit of work runs once more on a new connection.
 */
final class PostgresDatabase implements StoreEngine {
  /**
   * The driver's own java.util.logging output, switched off: every failure it logs also reaches us
   * as an exception, which becomes the one line the user sees; its log lines would be noise around
   * it (kept in a field so the setting is not lost with a collected logger).
   */
  private static final Logger DRIVER_LOG = quiet(Logger.getLogger("org.postgresql"));

  /** Attempts for a write that loses a deadlock or serialization race. */
  private static final int WRITE_ATTEMPTS = 5;

  private final PostgresUrl url;
  private final LinkedBlockingQueue<Connection> idle = new LinkedBlockingQueue<>();
  private volatile boolean closed;

  private PostgresDatabase(PostgresUrl url, Connection first) {
    this.url = url;
    idle.add(first);
  }

  /**
   * Connects to the store and brings its schema up to date.
   *
   * @throws BadDatabaseException if the server cannot be reached, refuses the login, or the
   *     database is newer than this Wirebench or not a run store; nothing is written then
   */
  static PostgresDatabase open(PostgresUrl url) {
    return open(url, PostgresMigrations.latestVersion());
  }

  /** Opens with the schema migrated to {@code version} only (tests). */
  static PostgresDatabase open(PostgresUrl url, int version) {
    return open(url, version, false);
  }

  /**
   * Connects to the store and migrates its schema to {@code version}.
   *
   * @param mustExist refuse an empty database instead of creating the run store in it (commands
   *     that only read)
   */
  static PostgresDatabase open(PostgresUrl url, int version, boolean mustExist) {
    Connection connection = null;
    try {
      connection = connect(url);
      PostgresMigrations.migrate(connection, url.display(), version, mustExist);
      return new PostgresDatabase(url, connection);
    } catch (SQLException e) {
      closeQuietly(connection);
      throw PostgresErrors.translate(url, "opening the team store " + url.display(), e);
    } catch (RuntimeException e) {
      closeQuietly(connection);
      throw e;
    }
  }

  private static Connection connect(PostgresUrl url) throws SQLException {
    Connection connection;
    TeamStoreWaits.Watch watch = TeamStoreWaits.watch(url.display(), url.answerLimitSeconds());
    try {
      connection = DriverManager.getConnection(url.jdbcUrl(), url.properties());
    } finally {
      watch.close();
    }
    connection.setAutoCommit(false);
    connection.setTransactionIsolation(Connection.TRANSACTION_READ_COMMITTED);
    return connection;
  }

  private static Logger quiet(Logger logger) {
    logger.setLevel(Level.OFF);
    return logger;
  }

  @Override
  public Dialect dialect() {
    return Dialect.POSTGRESQL;
  }

  @Override
  public String location() {
    return url.display();
  }

  @Override
  public boolean shared() {
    return true;
  }

  @Override
  public <T> T write(String what, SqlWork<T> work) {
    for (int attempt = 1; ; attempt++) {
      try {
        return inTransaction(what, work, false);
      } catch (RetryableException e) {
        if (attempt >= WRITE_ATTEMPTS) {
          throw PostgresErrors.translate(url, what, e.sql);
        }
        pause(attempt);
      }
    }
  }

  @Override
  public <T> T read(String what, SqlWork<T> work) {
    return inTransaction(what, work, true);
  }

  /**
   * One transaction, its waits for the server reported while they last ({@link TeamStoreWaits}).
   */
  private <T> T inTransaction(String what, SqlWork<T> work, boolean readOnly) {
    ensureOpen(what);
    TeamStoreWaits.Watch watch = TeamStoreWaits.watch(url.display(), url.answerLimitSeconds());
    try {
      try {
        return inWatchedTransaction(what, work, readOnly, false);
      } catch (StaleConnectionException stale) {
        // The server restarted (or dropped us) since the pooled connection was last used: every
        // idle connection is as stale, and nothing of this transaction was committed, so it runs
        // once more on a new connection.
        drainIdle();
        return inWatchedTransaction(what, work, readOnly, true);
      }
    } catch (StaleConnectionException stillStale) {
      throw PostgresErrors.translate(url, what, stillStale.sql);
    } finally {
      watch.close();
    }
  }

  private <T> T inWatchedTransaction(
      String what, SqlWork<T> work, boolean readOnly, boolean freshConnection) {
    Connection connection = null;
    boolean reusable = true;
    boolean pooled = false;
    boolean committing = false;
    try {
      connection = freshConnection ? null : idle.poll();
      pooled = connection != null;
      if (!pooled) {
        connection = connect(url);
      }
      if (readOnly) {
        Database.execute(connection, "SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY");
      }
      T result = work.run(connection);
      committing = true;
      connection.commit();
      return result;
    } catch (SQLException e) {
      reusable = rollback(connection, e);
      if (pooled && !committing && PostgresErrors.isConnectionLost(e)) {
        throw new StaleConnectionException(e);
      }
      if (!readOnly && PostgresErrors.isRetryable(e)) {
        throw new RetryableException(e);
      }
      throw PostgresErrors.translate(url, what, e);
    } catch (RuntimeException e) {
      reusable = rollback(connection, e);
      throw e;
    } finally {
      giveBack(connection, reusable);
    }
  }

  private void drainIdle() {
    Connection stale;
    while ((stale = idle.poll()) != null) {
      closeQuietly(stale);
    }
  }

  /** Rolls back; false if the connection is broken and must not go back to the pool. */
  private static boolean rollback(Connection connection, Exception failure) {
    if (connection == null) {
      return false;
    }
    try {
      connection.rollback();
      return true;
    } catch (SQLException e) {
      failure.addSuppressed(e);
      return false;
    }
  }

  private static void pause(int attempt) {
    try {
      Thread.sleep(10L * attempt * attempt);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  private void giveBack(Connection connection, boolean reusable) {
    if (connection == null) {
      return;
    }
    if (closed || !reusable) {
      closeQuietly(connection);
    } else {
      idle.add(connection);
    }
  }

  private void ensureOpen(String what) {
    if (closed) {
      throw new StorageException(what + ": the run store is closed");
    }
  }

  private static void closeQuietly(Connection connection) {
    if (connection == null) {
      return;
    }
    try {
      connection.close();
    } catch (SQLException e) {
      // closing after commit or rollback: nothing is pending, so nothing can be lost
    }
  }

  @Override
  public void close() {
    closed = true;
    Connection connection;
    while ((connection = idle.poll()) != null) {
      closeQuietly(connection);
    }
  }

  /**
   * A pooled connection found broken before anything was committed on it (the server restarted
   * since it was last used); the transaction is run again on a new connection.
   */
  private static final class StaleConnectionException extends RuntimeException {
    private static final long serialVersionUID = 1L;
    private final transient SQLException sql;

    StaleConnectionException(SQLException sql) {
      super(sql.getMessage(), null, false, false);
      this.sql = sql;
    }
  }

  /** A write that lost a race PostgreSQL resolves by aborting one side; tried again. */
  private static final class RetryableException extends RuntimeException {
    private static final long serialVersionUID = 1L;
    private final transient SQLException sql;

    RetryableException(SQLException sql) {
      super(sql.getMessage(), null, false, false);
      this.sql = sql;
    }
  }
}
