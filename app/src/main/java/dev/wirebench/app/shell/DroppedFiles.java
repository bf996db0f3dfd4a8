package dev.wirebench.app.shell;

import dev.wirebench.app.runs.JmhFiles;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Dropped files sorted into JMH result files and others (fixtures, or not). */
record DroppedFiles(List<Path> jmh, List<Path> other) {
  /** Reads the files' first bytes: call off the FX thread. */
  static DroppedFiles sort(List<Path> files, boolean jmhWanted) {
    List<Path> jmh = new ArrayList<>();
    List<Path> other = new ArrayList<>();
    for (Path file : files) {
      if (Files.isRegularFile(file)) {
        (jmhWanted && JmhFiles.looksLikeJmh(file) ? jmh : other).add(file);
      }
    }
    return new DroppedFiles(jmh, other);
  }
}
