package dev.wirebench.app.cli;

import dev.wirebench.engine.bench.BenchOutcome;
import dev.wirebench.storage.RunStore;
import dev.wirebench.storage.StorageException;
import dev.wirebench.storage.StoringBenchmarkListener;
import java.nio.file.Path;

/**
 * Where a bench run's finished results go when the team store fails under it (the server went away,
 * stopped answering): into the default local database, as one partial run that {@code wirebench
 * push} copies to the team store when it is back. Without this the results the team store did not
 * take exist only on the terminal.
 */
final class ResultSpool {
  private ResultSpool() {}

  /**
   * Spools the run if its team store failed; returns what to add to the "not fully stored" line
   * (where the results are and how to push them), or null if there was nothing to spool.
   */
  static String ifTeamStoreFailed(
      StoringBenchmarkListener storing, BenchOutcome outcome, StoreOptions store) {
    if (storing.failure().isEmpty() || !store.isTeamStore(null)) {
      return null;
    }
    String team = store.describe(null);
    Path local = RunStore.defaultLocation();
    try (RunStore spool = RunStore.open(local)) {
      long id =
          storing.spoolTo(
              spool,
              outcome.results(),
              "Spooled here: the team store " + team + " failed under the run; push it there");
      if (id < 0) {
        return null;
      }
      return "all "
          + outcome.results().size()
          + " finished results are kept in "
          + local
          + " as run #"
          + id
          + ": `wirebench push "
          + id
          + " --db "
          + local
          + " --to '"
          + team
          + "'` when the team store is back";
    } catch (StorageException e) {
      return "they could not be kept locally either: " + e.getMessage();
    }
  }
}
