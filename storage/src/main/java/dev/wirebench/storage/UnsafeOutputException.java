package dev.wirebench.storage;

/**
 * An output file that must not be written: the run database, an existing file without permission to
 * replace it, a folder. The user's input is at fault: the CLI reports it as one line, exit 2.
 */
public final class UnsafeOutputException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  public UnsafeOutputException(String message) {
    super(message);
  }
}
