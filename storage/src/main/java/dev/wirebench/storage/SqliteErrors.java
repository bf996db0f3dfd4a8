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
    if (primary == SQLiteErrorCode.SQLITE_CORRUPT.code) {
      return new BadDatabaseException(
          "the database "
              + file
              + " is damaged ("
              + what
              + " failed) — run `wirebench db check --db "
              + file
              + "`",
          e);
    }
    if (primary == SQLiteErrorCode.SQLITE_NOTADB.code) {
      return new BadDatabaseException(
          file + " is not a Wirebench database: the file is not an SQLite database", e);
    }
    if (primary == SQLiteErrorCode.SQLITE_READONLY.code) {
      return new BadDatabaseException(
          "the database "
              + file
              + " is read-only ("
              + what
              + " failed); make it writable or pass another --db",
          e);
    }
    if (primary == SQLiteErrorCode.SQLITE_FULL.code) {
      return new BadDatabaseException(
          "the disk holding the database " + file + " is full (" + what + " failed)", e);
    }
    if (primary == SQLiteErrorCode.SQLITE_CANTOPEN.code && onReadOnlyFolder(file)) {
      return new BadDatabaseException(
          "the database "
              + file
              + " is read-only ("
              + what
              + " failed): its folder cannot be written, and SQLite needs its -wal and -shm"
              + " files there; make it writable or copy the file elsewhere",
          e);
    }
    if (primary == SQLiteErrorCode.SQLITE_CANTOPEN.code) {
      return new BadDatabaseException(
          "cannot open the database "
              + file
              + " ("
              + what
              + " failed): check the path and its"
              + " permissions",
          e);
    }
    if (primary == SQLiteErrorCode.SQLITE_IOERR.code) {
      return new BadDatabaseException(
          "the disk failed reading or writing the database " + file + " (" + what + " failed)", e);
    }
    if (primary == SQLiteErrorCode.SQLITE_BUSY.code) {
      return new StorageException(
          what
              + ": the database stayed locked by another process for "
              + Database.BUSY_TIMEOUT_MILLIS / 1000
              + " s",
          e);
    }
    return new StorageException(what + ": " + e.getMessage(), e);
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
