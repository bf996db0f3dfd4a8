package dev.wirebench.app.cli;

import dev.wirebench.storage.StorageException;
import java.io.PrintWriter;
import java.util.Optional;

/**
 * What the CLI says about where a run was kept, after its results are printed: "stored as run #N"
 * only when every result was stored; otherwise one line on stderr naming the storage failure and
 * what was kept, and exit code 2. Shared by {@code bench} and {@code throughput}.
 *
 * @param runId the run's id, or -1 if it never got a row
 * @param stored how many results or points were stored
 * @param failure the write that failed, if one did
 * @param database where the run database is, fit to print: its file, or the team store's URL
 *     without its password ({@link StoreOptions#describe})
 */
record StoreVerdict(long runId, int stored, Optional<StorageException> failure, String database) {
  static final int NOT_STORED = CliErrors.BAD_INPUT;

  /** Prints the verdict; returns 0 if the run is fully stored, else {@link #NOT_STORED}. */
  int print(PrintWriter out, PrintWriter err, String noun) {
    return print(out, err, noun, null);
  }

  /**
   * As {@link #print(PrintWriter, PrintWriter, String)}; {@code spooled} (or null) says where the
   * results the store did not take were kept instead ({@link ResultSpool}).
   */
  int print(PrintWriter out, PrintWriter err, String noun, String spooled) {
    if (failure.isEmpty()) {
      if (runId >= 0) {
        out.println("stored as run #" + runId + " in " + database);
        out.flush();
      }
      return 0;
    }
    String kept =
        runId < 0 || stored == 0
            ? "nothing of it was stored"
            : "run #" + runId + " keeps the " + stored + " " + noun + " stored before the failure";
    err.println(
        "wirebench: the run was not fully stored: "
            + failure.get().getMessage()
            + " ("
            + kept
            + (spooled == null ? "" : "; " + spooled)
            + ")");
    err.flush();
    return NOT_STORED;
  }
}
