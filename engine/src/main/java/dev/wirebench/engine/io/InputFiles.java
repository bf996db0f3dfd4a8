package dev.wirebench.engine.io;

import java.nio.file.Path;

/**
 * The one place that decides whether a path may be read as an input file (fixtures, schemas, JMH
 * files to import, plans): a regular file, a folder (where the caller takes one) or nothing yet
 * (the caller says "no such file"). A pipe, a terminal, a standard stream or a device is refused
 * before a byte is read: a FIFO with no writer would block the command forever, and a device such
 * as {@code /dev/zero} never ends.
 */
public final class InputFiles {
  private InputFiles() {}

  /**
   * Refuses {@code file} if it names a pipe, a device, a socket or a stream.
   *
   * @throws NotARegularFileException saying what it is and what to do instead
   */
  public static void requireRegularOrAbsent(Path file) {
    FileType type = FileType.of(file);
    String what =
        switch (type) {
          case PIPE -> "a pipe (FIFO)";
          case STREAM, DEVICE -> "a device or a stream";
          case OTHER -> "a socket or another special file";
          default -> null;
        };
    if (what != null) {
      throw new NotARegularFileException(
          file,
          "is "
              + what
              + ", not a regular file: Wirebench reads inputs only from files (save it to a file"
              + " first)");
    }
  }
}
