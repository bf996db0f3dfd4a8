package dev.wirebench.storage.fleet;

import dev.wirebench.storage.PostgresUrl;
import dev.wirebench.storage.StorageException;
import dev.wirebench.storage.TeamStoreConnection;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import org.postgresql.PGConnection;
import org.postgresql.PGNotification;

/**
 * Waits for the queue to change, without polling it: one connection LISTENs on the fleet's channel
 * and {@link #await} blocks in the driver until a NOTIFY arrives (a job queued, retried, released
 * or reaped) or the timeout passes; the caller then tries to claim. A notification that arrives
 * while nobody waits is kept by the connection, so none is missed between two waits. A broken
 * connection is opened again on the next wait; notifications sent while it was down are lost, so
 * callers claim after every wait, woken or not.
 */
public final class JobWaiter implements AutoCloseable {
  private final PostgresUrl url;
  private Connection connection;
  private volatile boolean closed;

  public JobWaiter(PostgresUrl url) {
    this.url = url;
  }

  /**
   * Starts listening now (before the first claim, so a job queued between that claim and the first
   * wait still wakes it).
   */
  public synchronized void listen() {
    if (connection != null || closed) {
      return;
    }
    Connection opened = TeamStoreConnection.open(url);
    try {
      opened.setAutoCommit(true);
      try (Statement s = opened.createStatement()) {
        s.execute("LISTEN " + FleetDb.CHANNEL);
      }
      connection = opened;
    } catch (SQLException e) {
      closeQuietly(opened);
      throw TeamStoreConnection.translate(url, "listening for jobs", e);
    }
  }

  /**
   * Waits up to {@code timeout} for a notification; true if one came (or several: all are taken).
   *
   * @throws StorageException if the store cannot be reached (the connection is dropped; the next
   *     call connects again)
   */
  public boolean await(Duration timeout) {
    Connection listening;
    synchronized (this) {
      listen();
      listening = connection;
    }
    if (listening == null) {
      return false; // closed: the agent is stopping
    }
    try {
      PGConnection pg = listening.unwrap(PGConnection.class);
      int millis = (int) Math.max(1, Math.min(Integer.MAX_VALUE, timeout.toMillis()));
      PGNotification[] notes = pg.getNotifications(millis);
      return notes != null && notes.length > 0;
    } catch (SQLException e) {
      synchronized (this) {
        closeQuietly(connection);
        connection = null;
      }
      if (closed) {
        return false;
      }
      throw TeamStoreConnection.translate(url, "waiting for jobs", e);
    }
  }

  private static void closeQuietly(Connection c) {
    if (c == null) {
      return;
    }
    try {
      c.close();
    } catch (SQLException e) {
      // the connection only listened: nothing to lose
    }
  }

  /** Stops listening; a thread blocked in {@link #await} returns. */
  @Override
  public void close() {
    closed = true;
    Connection c;
    synchronized (this) {
      c = connection;
      connection = null;
    }
    closeQuietly(c);
  }
}
