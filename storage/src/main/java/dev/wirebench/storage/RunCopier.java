package dev.wirebench.storage;

import java.util.List;
import java.util.OptionalLong;

/**
 * Copying a run whole between stores ({@link RunTransfer}): everything it holds read in one
 * snapshot, and written in one transaction keeping its uid, times, notes and tags, so a copy is
 * never made twice.
 */
final class RunCopier {
  private final StoreEngine database;
  private final RunRepository runs;
  private final ResultRepository results;
  private final ThroughputRepository points;
  private final ProfileRepository profiles;

  RunCopier(
      StoreEngine database,
      RunRepository runs,
      ResultRepository results,
      ThroughputRepository points,
      ProfileRepository profiles) {
    this.database = database;
    this.runs = runs;
    this.results = results;
    this.points = points;
    this.profiles = profiles;
  }

  /** Everything run {@code runId} holds, read in one snapshot. */
  RunCopy snapshot(long runId) {
    return database.read(
        "reading run #" + runId + " to copy it",
        c -> {
          RunSummary run = runs.find(c, runId).orElseThrow(() -> new RunNotFoundException(runId));
          return new RunCopy(
              run,
              runs.sourceSha256(c, runId),
              results.byRun(c, runId, true),
              points.byRun(c, runId),
              points.recordedAt(c, runId),
              profiles.byRun(c, runId, true));
        });
  }

  /** The copy's id here, or empty if a run with its uid is already here. */
  OptionalLong insertCopy(RunCopy copy) {
    RunSummary run = copy.run();
    return database.writeDurably(
        "copying run " + run.uid() + " into " + database.location(),
        c -> {
          OptionalLong inserted = runs.insertIfAbsent(c, copiedRow(copy));
          if (inserted.isEmpty()) {
            return inserted;
          }
          long id = inserted.getAsLong();
          runs.setNotes(c, id, run.notes());
          runs.addTags(c, id, run.tags());
          List<StoredResult> stored = copy.results();
          List<Long> ids =
              results.insertAll(
                  c,
                  id,
                  stored.stream().map(StoredResult::result).toList(),
                  index -> stored.get(index).recordedAt());
          copyProfiles(c, copy, ids);
          for (int i = 0; i < copy.points().size(); i++) {
            points.insert(c, id, copy.points().get(i), copy.pointTimes().get(i));
          }
          return inserted;
        });
  }

  /** The copy's profiles, each under its result's new id (matched by the result's old id). */
  private void copyProfiles(java.sql.Connection c, RunCopy copy, List<Long> ids)
      throws java.sql.SQLException {
    java.util.Map<Long, Long> newIds = new java.util.HashMap<>();
    for (int i = 0; i < ids.size(); i++) {
      newIds.put(copy.results().get(i).id(), ids.get(i));
    }
    for (StoredProfile profile : copy.profiles()) {
      Long target = newIds.get(profile.resultId());
      if (target != null) {
        profiles.insert(c, target, profile.profile());
      }
    }
  }

  private static NewRun copiedRow(RunCopy copy) {
    RunSummary run = copy.run();
    return new NewRun(
        run.kind(),
        run.label(),
        run.status(),
        run.startedAt(),
        run.finishedAt(),
        run.planJson(),
        run.environment(),
        null,
        run.source(),
        copy.sourceSha256(),
        run.uid());
  }
}
