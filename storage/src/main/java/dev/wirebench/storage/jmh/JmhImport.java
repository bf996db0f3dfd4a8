package dev.wirebench.storage.jmh;

import dev.wirebench.engine.io.InputSizeLimit;
import dev.wirebench.engine.run.CancelToken;
import dev.wirebench.storage.ImportedRun;
import dev.wirebench.storage.RunStore;
import dev.wirebench.storage.RunSummary;
import java.nio.file.Path;
import java.util.Optional;
import java.util.OptionalLong;

/** Imports a JMH JSON file into a run store as one run, in one transaction. */
public final class JmhImport {
  private JmhImport() {}

  /**
   * What an import did.
   *
   * @param runId the new run's id, or -1 if the file was not imported again
   * @param results results stored
   * @param earlier the run an identical file was imported as before, or null
   */
  public record Outcome(long runId, int results, RunSummary earlier) {
    public boolean imported() {
      return runId >= 0;
    }
  }

  /**
   * Reads {@code file} whole, then stores it; a file already imported (same SHA-256) is not
   * imported again unless {@code again}.
   *
   * @param label the run's label, or null for the file's name
   * @throws ImportException if the file is not a JMH JSON result file (nothing is written)
   */
  public static Outcome importFile(RunStore store, Path file, String label, boolean again) {
    return importFile(
        store, file, label, again, new InputSizeLimit(InputSizeLimit.IMPORT_DEFAULT, "--max-size"));
  }

  /** As {@link #importFile(RunStore, Path, String, boolean)}, with a size limit for the file. */
  public static Outcome importFile(
      RunStore store, Path file, String label, boolean again, InputSizeLimit limit) {
    return importFile(store, file, label, again, limit, new CancelToken(), ImportProgress.NONE);
  }

  /**
   * As {@link #importFile(RunStore, Path, String, boolean, InputSizeLimit)}, reporting the bytes
   * parsed and stopping when {@code cancel} is cancelled. The run is stored in one transaction
   * after the last check of {@code cancel}, so a cancelled import stores nothing.
   *
   * @throws ImportCancelledException if cancelled before the run was stored
   */
  public static Outcome importFile(
      RunStore store,
      Path file,
      String label,
      boolean again,
      InputSizeLimit limit,
      CancelToken cancel,
      ImportProgress progress) {
    ImportedRun run = JmhJsonReader.read(file, label, limit, cancel, progress);
    if (cancel.isCancelled()) {
      throw new ImportCancelledException();
    }
    if (again) {
      return new Outcome(store.importRun(run), run.results().size(), null);
    }
    // The read first is only the cheap common answer; the claim in importIfNew decides races.
    for (int attempt = 0; ; attempt++) {
      Optional<RunSummary> earlier = store.findImport(run.sourceSha256());
      if (earlier.isPresent()) {
        return new Outcome(-1, 0, earlier.get());
      }
      OptionalLong id = store.importIfNew(run);
      if (id.isPresent()) {
        return new Outcome(id.getAsLong(), run.results().size(), null);
      }
      if (attempt >= 3) {
        // the winner's run was deleted between its claim and our read, again and again
        throw new dev.wirebench.storage.StorageException(
            "importing " + file + ": other processes keep importing and deleting it; try again");
      }
    }
  }
}
