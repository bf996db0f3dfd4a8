package dev.wirebench.engine.compat;

/**
 * Input the compatibility lab cannot work with: two schemas that are not two versions of one
 * message, a field mapping it cannot infer, an edit that names no field. The message says what to
 * give instead (a {@code --rename}, the other file); the CLI shows it and exits 2.
 */
public final class CompatInputException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  public CompatInputException(String message) {
    super(message);
  }
}
