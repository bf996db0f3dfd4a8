package dev.wirebench.app.runs;

import java.nio.file.Path;

/** Where each of several exported runs goes: the chosen file's name with the run's id added. */
final class ExportFiles {
  private ExportFiles() {}

  /** {@code runs.csv} and run 12: {@code runs-12.csv}, in the same folder. */
  static Path numbered(Path chosen, long runId) {
    String name = chosen.getFileName().toString();
    int dot = name.lastIndexOf('.');
    String numbered =
        dot > 0 ? name.substring(0, dot) + "-" + runId + name.substring(dot) : name + "-" + runId;
    return chosen.resolveSibling(numbered);
  }
}
