package dev.wirebench.storage.jmh;

import dev.wirebench.engine.io.InputSizeLimit;
import dev.wirebench.engine.result.BenchResult;
import dev.wirebench.engine.run.CancelToken;
import dev.wirebench.storage.ImportedRun;
import dev.wirebench.storage.RunStore;
import dev.wirebench.storage.RunSummary;
import dev.wirebench.storage.StorageException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;

/** Imports a JMH JSON file into a run store as one run, in one transaction, streamed. */
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
   * Stores {@code file} as one run; a file already imported (same SHA-256) is not imported again
   * unless {@code again}.
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
   * parsed and stopping when {@code cancel} is cancelled.
   *
   * <p>The file is hashed first (a file imported before stops there), then parsed and stored in one
   * transaction, each result inserted as it is read: memory stays bounded whatever the file's size
   * (a 400 MB file of a million results once took 5.8 GB held whole). A bad element anywhere, a
   * cancel, or a file changed between the hash and the parse rolls the transaction back, so nothing
   * of the file is stored.
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
    // A pipe cannot be read twice: its results are read into memory first, as before streaming.
    boolean regular = Files.isRegularFile(file);
    ImportedRun identity =
        regular
            ? JmhJsonReader.identify(file, label, limit)
            : JmhJsonReader.read(file, label, limit, cancel, progress);
    if (cancel.isCancelled()) {
      throw new ImportCancelledException();
    }
    // The read first is only the cheap common answer; the claim in the transaction decides races.
    for (int attempt = 0; ; attempt++) {
      if (!again) {
        Optional<RunSummary> earlier = store.findImport(identity.sourceSha256());
        if (earlier.isPresent()) {
          return new Outcome(-1, 0, earlier.get());
        }
      }
      AtomicInteger results = new AtomicInteger();
      OptionalLong id =
          store.importStreamed(
              identity,
              sink -> {
                results.set(0); // a team store may run the transaction again after a deadlock
                Consumer<BenchResult> counted =
                    r -> {
                      results.incrementAndGet();
                      sink.accept(r);
                    };
                if (!regular) {
                  identity.results().forEach(counted);
                  return identity;
                }
                return readWhole(file, identity, limit, cancel, progress, counted);
              },
              !again);
      if (id.isPresent()) {
        return new Outcome(id.getAsLong(), results.get(), null);
      }
      if (attempt >= 3) {
        // the winner's run was deleted between its claim and our read, again and again
        throw new StorageException(
            "importing " + file + ": other processes keep importing and deleting it; try again");
      }
    }
  }

  /** Parses the file into {@code sink}; refuses it if it changed since it was identified. */
  private static ImportedRun readWhole(
      Path file,
      ImportedRun identity,
      InputSizeLimit limit,
      CancelToken cancel,
      ImportProgress progress,
      Consumer<BenchResult> sink) {
    ImportedRun read = JmhJsonReader.stream(file, identity.label(), limit, cancel, progress, sink);
    if (cancel.isCancelled()) {
      throw new ImportCancelledException(); // rolls back whatever was inserted
    }
    if (!read.sourceSha256().equals(identity.sourceSha256())) {
      throw new ImportException(
          file + ": the file changed while it was being imported; nothing stored, try again");
    }
    return read;
  }
}
