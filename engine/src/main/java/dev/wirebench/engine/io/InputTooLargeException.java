package dev.wirebench.engine.io;

import java.nio.file.Path;

/**
 * An input file over its {@link InputSizeLimit}: the message says its size, the limit and the
 * option that raises it. Bad input (exit code 2 in the CLI).
 */
public final class InputTooLargeException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  private final String problem;

  public InputTooLargeException(Path file, String problem) {
    super(file + " " + problem);
    this.problem = problem;
  }

  /** What is wrong, without the file's name (for messages that name it their own way). */
  public String problem() {
    return problem;
  }
}
