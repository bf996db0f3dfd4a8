package dev.wirebench.storage;

import dev.wirebench.engine.profile.StackProfile;
import java.util.List;

/**
 * The profiles a run's profiled forks recorded, per result and event (issue 35), in the run's
 * store: written as each benchmark's profiled forks end, read whole per run. Copies of a run
 * ({@link RunTransfer}) carry them. Threading as {@link RunStore}.
 */
public final class RunProfiles {
  private final StoreEngine database;
  private final ProfileRepository profiles = new ProfileRepository();

  RunProfiles(StoreEngine database) {
    this.database = database;
  }

  /** Stores the profiles of result {@code resultId} in one transaction. */
  public void add(long resultId, List<StackProfile> stacks) {
    database.write(
        "saving the profiles of result " + resultId,
        c -> {
          for (StackProfile profile : stacks) {
            profiles.insert(c, resultId, profile);
          }
          return null;
        });
  }

  /** Every profile of run {@code runId}, by result position then event (cpu before alloc). */
  public List<StoredProfile> byRun(long runId) {
    return database.read("reading the profiles of run #" + runId, c -> profiles.byRun(c, runId));
  }

  ProfileRepository repository() {
    return profiles;
  }
}
