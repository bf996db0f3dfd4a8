package dev.wirebench.storage.jmh;

/**
 * A file cannot be imported: unreadable, empty, not JSON (with line and column), or JSON that is
 * not a JMH result file (with the JSON path of what is wrong). Nothing was written.
 */
public final class ImportException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  public ImportException(String message) {
    super(message);
  }

  public ImportException(String message, Throwable cause) {
    super(message, cause);
  }
}
