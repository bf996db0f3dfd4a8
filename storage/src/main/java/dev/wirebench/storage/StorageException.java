package dev.wirebench.storage;

/**
 * A run-store operation failed. The message says what was being done ("saving a result of run 12:
 * ..."); the cause is the underlying {@link java.sql.SQLException} or I/O error. Unchecked: callers
 * report it where they handle errors, never log-and-continue.
 */
public class StorageException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  public StorageException(String message, Throwable cause) {
    super(message, cause);
  }

  public StorageException(String message) {
    super(message);
  }
}
