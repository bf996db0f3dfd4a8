package dev.wirebench.storage;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * The SQLite file: one writer thread that owns the only write connection (every write is one {@code
 * BEGIN IMMEDIATE} transaction on it, so writes never interleave), and a pool of read-only
 * connections for readers on any thread. WAL lets readers run while the writer writes; foreign keys
 * are on; a busy timeout rides out another process's write.
 */
final class Database implements StoreEngine {
  /** How long a statement waits for another process's lock before failing. */
  static final int BUSY_TIMEOUT_MILLIS = 10_000;

  /** {@link #BUSY_TIMEOUT_MILLIS}, or the {@code wirebench.db.busyTimeout} property's (tests). */
  static int busyTimeoutMillis() {
    return Integer.getInteger("wirebench.db.busyTimeout", BUSY_TIMEOUT_MILLIS);
  }

  private final Path file;
  private final ExecutorService writer;
  private final Connection writeConnection;
  private final LinkedBlockingQueue<Connection> idleReaders = new LinkedBlockingQueue<>();
  private volatile Thread writerThread;
  private volatile boolean closed;

  /** Whether the file passed the quick check before this store's first write (writer thread). */
  private boolean checkedForWriting;

  private Database(Path file, Connection writeConnection) {
    this.file = file;
    this.writeConnection = writeConnection;
    this.writer =
        Executors.newSingleThreadExecutor(
            task -> {
              Thread thread = new Thread(task, "wirebench-store-writer");
              thread.setDaemon(true);
              writerThread = thread;
              return thread;
            });
  }

  /**
   * Opens (creating if needed) the database at {@code file} and brings its schema up to date.
   *
   * @throws BadDatabaseException if the file is not an SQLite database, is from a newer Wirebench,
   *     or cannot be created
   */
  static Database open(Path file) {
    return open(file, Migrations.latestVersion());
  }

  /** Opens with the schema migrated to {@code version} only (tests of older schemas). */
  static Database open(Path file, int version) {
    return open(file, version, false);
  }

  /**
   * Opens the database at {@code file}, migrated to {@code version}.
   *
   * @param mustExist refuse a missing or empty file instead of creating a database in it (commands
   *     that only read)
   */
  static Database open(Path file, int version, boolean mustExist) {
    return open(file, version, mustExist, false);
  }

  /**
   * Opens an existing database whose every write after the (no-op) migration is refused ({@code
   * query_only}: SQLITE_READONLY, as a full disk refuses a write that needs space), for tests of
   * what reading does then: tests run as root, who may write a chmod-ed file, a real full file
   * system needs a mount, and {@code max_page_count} does not stop an UPDATE in place.
   */
  static Database openRefusingWrites(Path file) {
    return open(file, Migrations.latestVersion(), true, true);
  }

  private static Database open(Path file, int version, boolean mustExist, boolean refuseWrites) {
    Path absolute = file.toAbsolutePath();
    if (!mustExist) {
      try {
        Path parent = absolute.getParent();
        if (parent != null) {
          Files.createDirectories(parent);
        }
      } catch (IOException e) {
        throw new BadDatabaseException("cannot create the folder for the database " + absolute, e);
      }
    }
    DatabaseFileCheck.check(absolute, mustExist);
    Connection connection = null;
    try {
      connection = connect(absolute, false);
      if (Migrations.userVersion(connection) < version) {
        IntegrityCheck.requireSound(connection, absolute, "migrating it");
      }
      Migrations.migrate(connection, absolute, version);
      if (refuseWrites) {
        execute(connection, "PRAGMA query_only = ON");
      }
      return new Database(absolute, connection);
    } catch (SQLException e) {
      closeQuietly(connection, e);
      throw SqliteErrors.translate(absolute, "opening it", e);
    } catch (RuntimeException e) {
      closeQuietly(connection, e);
      throw e;
    }
  }

  private static Connection connect(Path file, boolean readOnly) throws SQLException {
    SqliteNativeLibrary.prepare();
    Connection connection = DriverManager.getConnection("jdbc:sqlite:" + file);
    try (Statement statement = connection.createStatement()) {
      statement.execute("PRAGMA busy_timeout = " + busyTimeoutMillis());
      statement.execute("PRAGMA foreign_keys = ON");
      if (readOnly) {
        statement.execute("PRAGMA query_only = ON");
      } else {
        // WAL: readers never block the writer. NORMAL survives a process crash or kill (a power
        // loss may drop the last commits, never corrupt the file).
        statement.execute("PRAGMA journal_mode = WAL");
        statement.execute("PRAGMA synchronous = NORMAL");
      }
    } catch (SQLException e) {
      closeQuietly(connection, e);
      throw e;
    }
    return connection;
  }

  Path file() {
    return file;
  }

  @Override
  public Dialect dialect() {
    return Dialect.SQLITE;
  }

  @Override
  public String location() {
    return file.toString();
  }

  @Override
  public boolean shared() {
    return false;
  }

  /**
   * Makes the write connection refuse (or accept again) every write, as SQLite does for a file on a
   * file system remounted read-only: {@code SQLITE_READONLY}. For tests.
   */
  void refuseWrites(boolean refuse) {
    try {
      writer
          .submit(
              () -> {
                execute(writeConnection, "PRAGMA query_only = " + (refuse ? "ON" : "OFF"));
                return null;
              })
          .get();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    } catch (ExecutionException e) {
      throw new StorageException("switching writes for a test: " + e.getCause(), e.getCause());
    }
  }

  /**
   * Caps the file at {@code pages} pages from now on (SQLite's {@code max_page_count}): a write
   * that needs more fails as on a full disk. For tests of what a full disk does to a run.
   */
  void limitPages(long pages) {
    write(
        "limiting the database size",
        c -> {
          execute(c, "PRAGMA max_page_count = " + pages);
          return null;
        });
  }

  /**
   * Runs {@code work} on the writer thread in one immediate transaction, committed if it returns
   * and rolled back if it throws; waits for it to finish (uninterruptibly: once submitted, a write
   * completes). The first write of this store checks the file first ({@link
   * IntegrityCheck#requireSound}).
   *
   * @param what what is being done, for the error message
   */
  @Override
  public <T> T write(String what, SqlWork<T> work) {
    return write(what, work, false);
  }

  /**
   * As {@link #write}, its commit synced to disk before it returns ({@code synchronous=FULL}; other
   * commits are {@code NORMAL}, see {@link #connect}). In WAL mode that one sync makes every
   * earlier commit durable too: for the commits after which the CLI says a run is kept.
   */
  @Override
  public <T> T writeDurably(String what, SqlWork<T> work) {
    return write(what, work, true);
  }

  private <T> T write(String what, SqlWork<T> work, boolean durable) {
    if (Thread.currentThread() == writerThread) {
      return inTransaction(what, work, durable);
    }
    Future<T> future;
    synchronized (this) {
      ensureOpen(what);
      future = writer.submit(() -> inTransaction(what, work, durable));
    }
    return await(what, future);
  }

  private <T> T inTransaction(String what, SqlWork<T> work, boolean durable) {
    try {
      if (!checkedForWriting) {
        IntegrityCheck.requireSound(writeConnection, file, what);
        checkedForWriting = true;
      }
      if (durable) {
        execute(writeConnection, "PRAGMA synchronous = FULL"); // a no-op inside a transaction
      }
      try {
        execute(writeConnection, "BEGIN IMMEDIATE");
        try {
          T result = work.run(writeConnection);
          execute(writeConnection, "COMMIT");
          return result;
        } catch (SQLException | RuntimeException e) {
          rollback(e);
          throw e;
        }
      } finally {
        if (durable) {
          execute(writeConnection, "PRAGMA synchronous = NORMAL");
        }
      }
    } catch (SQLException e) {
      throw SqliteErrors.translate(file, what, e);
    }
  }

  private void rollback(Exception failure) {
    try {
      execute(writeConnection, "ROLLBACK");
    } catch (SQLException e) {
      failure.addSuppressed(e);
    }
  }

  private static <T> T await(String what, Future<T> future) {
    boolean interrupted = false;
    try {
      while (true) {
        try {
          return future.get();
        } catch (InterruptedException e) {
          interrupted = true;
        } catch (ExecutionException e) {
          Throwable cause = e.getCause();
          if (cause instanceof RuntimeException runtime) {
            throw runtime;
          }
          if (cause instanceof Error error) {
            throw error;
          }
          throw new StorageException(what + ": " + cause, cause);
        }
      }
    } finally {
      if (interrupted) {
        Thread.currentThread().interrupt();
      }
    }
  }

  /**
   * Runs {@code work} on a pooled read-only connection in one read transaction, so it sees one
   * consistent snapshot.
   */
  @Override
  public <T> T read(String what, SqlWork<T> work) {
    ensureOpen(what);
    Connection connection = null;
    try {
      connection = borrowReader();
      execute(connection, "BEGIN");
      try {
        return work.run(connection);
      } finally {
        execute(connection, "COMMIT");
      }
    } catch (SQLException e) {
      throw SqliteErrors.translate(file, what, e);
    } finally {
      giveBack(connection);
    }
  }

  private Connection borrowReader() throws SQLException {
    Connection connection = idleReaders.poll();
    if (connection != null) {
      return connection;
    }
    return connect(file, true);
  }

  private void giveBack(Connection connection) {
    if (connection == null) {
      return;
    }
    if (closed) {
      closeQuietly(connection, null);
    } else {
      idleReaders.add(connection);
    }
  }

  private void ensureOpen(String what) {
    if (closed) {
      throw new StorageException(what + ": the run store is closed");
    }
  }

  static void execute(Connection connection, String sql) throws SQLException {
    try (Statement statement = connection.createStatement()) {
      statement.execute(sql);
    }
  }

  private static void closeQuietly(Connection connection, Exception failure) {
    if (connection == null) {
      return;
    }
    try {
      connection.close();
    } catch (SQLException e) {
      if (failure != null) {
        failure.addSuppressed(e);
      }
      // else: closing after use; nothing was pending, so nothing can be lost
    }
  }

  @Override
  public void close() {
    synchronized (this) {
      if (closed) {
        return;
      }
      closed = true;
    }
    writer.submit(() -> closeQuietly(writeConnection, null));
    writer.shutdown();
    boolean interrupted = false;
    try {
      while (!writer.awaitTermination(1, TimeUnit.MINUTES)) {
        // a write still running: wait for it, it must not be cut off
      }
    } catch (InterruptedException e) {
      interrupted = true;
    }
    Connection idle;
    while ((idle = idleReaders.poll()) != null) {
      closeQuietly(idle, null);
    }
    if (interrupted) {
      Thread.currentThread().interrupt();
    }
  }
}
