package dev.wirebench.storage;

/**
 * The database file cannot be used as a run store: not an SQLite file, written by a newer
 * Wirebench, or not creatable. The user's input (the path) is at fault, not the program: the CLI
 * reports it as bad input.
 */
public final class BadDatabaseException extends StorageException {
  private static final long serialVersionUID = 1L;

  public BadDatabaseException(String message, Throwable cause) {
    super(message, cause);
  }

  public BadDatabaseException(String message) {
    super(message);
  }
}
