package dev.wirebench.engine.io;

import java.nio.file.Path;

/**
 * An input path that names a pipe, a device, a socket or a stream instead of a file (see {@link
 * InputFiles}). Bad input (exit code 2 in the CLI).
 */
public final class NotARegularFileException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  private final String problem;

  public NotARegularFileException(Path file, String problem) {
    super(file + " " + problem);
    this.problem = problem;
  }

  /** What is wrong, without the file's name (for messages that name it their own way). */
  public String problem() {
    return problem;
  }
}
