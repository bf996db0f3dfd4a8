package dev.wirebench.app.cli;

import dev.wirebench.storage.SafeOutputFile;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Path;

/**
 * Writes a report to {@code --out FILE} or to standard output. A file goes through {@link
 * SafeOutputFile}: never onto the run database, never over an existing file without {@code
 * --force}, never half-written.
 */
final class Output {
  private Output() {}

  /**
   * Refuses an output file before any work is done.
   *
   * @param database the run database the command uses (never written)
   */
  static void check(Path file, boolean force, Path database) {
    if (file != null) {
      new SafeOutputFile(file, force, database).check();
    }
  }

  /**
   * Writes {@code text}; returns a line saying where, or null when it went to {@code out}.
   *
   * @param database the run database the command uses (never written)
   */
  static String write(String text, Path file, boolean force, Path database, PrintWriter out) {
    if (file == null) {
      out.print(text);
      out.flush();
      return null;
    }
    try {
      new SafeOutputFile(file, force, database).write(text);
    } catch (UncheckedIOException e) {
      throw new UserError(e.getMessage());
    }
    return "wrote " + file;
  }
}
