package dev.wirebench.storage;

import dev.wirebench.engine.profile.JfrRecording;
import dev.wirebench.engine.profile.ProfileEvent;
import dev.wirebench.engine.profile.StackProfile;
import java.util.List;
import java.util.Optional;

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
    return database.read(
        "reading the profiles of run #" + runId, c -> profiles.byRun(c, runId, false));
  }

  /**
   * The JFR file result {@code resultId}'s {@code event} profile was read from, where JFR sampled
   * and the file was kept; empty otherwise.
   */
  public Optional<JfrRecording> recording(long resultId, ProfileEvent event) {
    return database.read(
        "reading the " + event.id() + " recording of result " + resultId,
        c -> profiles.recording(c, resultId, event));
  }

  ProfileRepository repository() {
    return profiles;
  }
}
