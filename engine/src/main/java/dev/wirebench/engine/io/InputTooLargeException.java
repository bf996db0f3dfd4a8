package dev.wirebench.engine.io;

/**
 * An input file over its {@link InputSizeLimit}: the message says its size, the limit and the
 * option that raises it. Bad input (exit code 2 in the CLI).
 */
public final class InputTooLargeException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  public InputTooLargeException(String message) {
    super(message);
  }
}
