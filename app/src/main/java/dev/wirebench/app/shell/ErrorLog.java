package dev.wirebench.app.shell;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.OffsetDateTime;

/**
 * The log of unexpected errors: one entry per error, with time, thread and full stack trace,
 * appended to a file in the user's state directory. The one place errors are logged. Thread-safe.
 */
public final class ErrorLog {
  private final Path file;

  public ErrorLog(Path file) {
    this.file = file;
  }

  public Path file() {
    return file;
  }

  /** Appends an entry; returns false if the file could not be written. */
  public synchronized boolean write(Thread thread, Throwable error) {
    StringWriter trace = new StringWriter();
    try (PrintWriter out = new PrintWriter(trace)) {
      out.printf(
          "%s  unexpected error on thread %s (Java %s)%n",
          OffsetDateTime.now(), thread.getName(), System.getProperty("java.runtime.version"));
      error.printStackTrace(out);
      out.println();
    }
    try {
      Files.createDirectories(file.toAbsolutePath().getParent());
      Files.writeString(
          file,
          trace.toString(),
          StandardCharsets.UTF_8,
          StandardOpenOption.CREATE,
          StandardOpenOption.APPEND);
      return true;
    } catch (IOException | RuntimeException unwritable) {
      // Nowhere left to report to but stderr; the dialog says the log is missing.
      System.err.print(trace);
      return false;
    }
  }
}
