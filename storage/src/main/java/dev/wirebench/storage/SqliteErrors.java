package dev.wirebench.storage;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import org.sqlite.SQLiteErrorCode;
import org.sqlite.SQLiteException;

/**
 * Turns an SQLite failure into the one-line message a user can act on. A damaged, read-only,
 * unopenable or full database is a problem of the file or its disk, not of Wirebench: it becomes a
 * {@link BadDatabaseException} (the CLI's exit code 2) that names the file and what to do; anything
 * else stays a {@link StorageException} with SQLite's own words.
 */
final class SqliteErrors {
  private SqliteErrors() {}

  /** The storage exception for an SQL failure on {@code file} while doing {@code what}. */
  static StorageException translate(Path file, String what, SQLException e) {
    int primary = primaryCode(e);
    String problem = databaseProblem(file, what, primary);
    if (problem != null) {
      return new BadDatabaseException(problem, e);
    }
    if (primary == SQLiteErrorCode.SQLITE_BUSY.code) {
      return new BadDatabaseException(locked(file, what), e);
    }
    return new StorageException(what + ": " + e.getMessage(), e);
  }

  /** Which file, who holds it (if Linux tells), what to do: the lock outlasted the busy timeout. */
  private static String locked(Path file, String what) {
    java.util.List<String> holders = LockHolders.of(file);
    return "the database "
        + file
        + " stayed locked by another process"
        + (holders.isEmpty() ? "" : " (pid " + String.join(", pid ", holders) + ")")
        + " for "
        + Math.max(1, Database.busyTimeoutMillis() / 1000)
        + " s ("
        + what
        + " failed); wait for it to finish, or stop it, and try again";
  }

  /**
   * What is wrong with the database file or its disk for SQLite's primary result code {@code
   * primary}, with what to do about it; null if the code is not about the file.
   */
  private static String databaseProblem(Path file, String what, int primary) {
    if (primary == SQLiteErrorCode.SQLITE_CORRUPT.code) {
      return "the database "
          + file
          + " is damaged ("
          + what
          + " failed) — run `wirebench db check --db "
          + file
          + "`";
    }
    if (primary == SQLiteErrorCode.SQLITE_NOTADB.code) {
      return file + " is not a Wirebench database: the file is not an SQLite database";
    }
    if (primary == SQLiteErrorCode.SQLITE_READONLY.code) {
      return "the database "
          + file
          + " is read-only ("
          + what
          + " failed); make it writable or pass another --db";
    }
    if (primary == SQLiteErrorCode.SQLITE_FULL.code) {
      return "the disk holding the database " + file + " is full (" + what + " failed)";
    }
    if (primary == SQLiteErrorCode.SQLITE_CANTOPEN.code && onReadOnlyFolder(file)) {
      return "the database "
          + file
          + " is read-only ("
          + what
          + " failed): its folder cannot be written, and SQLite needs its -wal and -shm"
          + " files there; make it writable or copy the file elsewhere";
    }
    if (primary == SQLiteErrorCode.SQLITE_CANTOPEN.code) {
      return "cannot open the database "
          + file
          + " ("
          + what
          + " failed): check the path and its"
          + " permissions";
    }
    if (primary == SQLiteErrorCode.SQLITE_IOERR.code) {
      return "the disk failed reading or writing the database " + file + " (" + what + " failed)";
    }
    return null;
  }

  /** An existing database in a folder this process cannot write (a read-only mount, say). */
  private static boolean onReadOnlyFolder(Path file) {
    Path folder = file.toAbsolutePath().getParent();
    return Files.exists(file) && folder != null && !Files.isWritable(folder);
  }

  /** SQLite's primary result code (the low byte of an extended one), or -1 if not from SQLite. */
  static int primaryCode(SQLException e) {
    if (e instanceof SQLiteException sqlite) {
      return sqlite.getResultCode().code & 0xff;
    }
    return e.getErrorCode() > 0 ? e.getErrorCode() & 0xff : -1;
  }
}
