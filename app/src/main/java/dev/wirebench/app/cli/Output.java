package dev.wirebench.app.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/** Writes a report to {@code --out FILE} or to standard output. */
final class Output {
  private Output() {}

  /** Writes {@code text}; returns a line saying where, or null when it went to {@code out}. */
  static String write(String text, Path file, PrintWriter out) {
    if (file == null) {
      out.print(text);
      out.flush();
      return null;
    }
    try {
      Path parent = file.toAbsolutePath().getParent();
      if (parent != null) {
        Files.createDirectories(parent);
      }
      Files.writeString(file, text, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UserError("cannot write " + file + ": " + e.getMessage());
    }
    return "wrote " + file;
  }
}
