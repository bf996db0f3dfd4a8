package dev.wirebench.storage;

import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;

/**
 * How {@link RunStore} edits stored runs: label, notes and tags, each checked against an existing
 * run in the same transaction, and deleting a run unless a live process is still writing it.
 */
final class RunEdits {
  private final StoreEngine database;
  private final RunRepository runs;
  private final Predicate<String> keepRunning;

  /**
   * @param keepRunning whether a running run's encoded owner may still write it ({@link
   *     Owner#mayBeWriting}): such a run is not deleted
   */
  RunEdits(StoreEngine database, RunRepository runs, Predicate<String> keepRunning) {
    this.database = database;
    this.runs = runs;
    this.keepRunning = keepRunning;
  }

  void rename(long runId, String label) {
    edit("renaming run #" + runId, runId, c -> runs.setLabel(c, runId, clean(label)));
  }

  void setNotes(long runId, String notes) {
    edit("setting the notes of run #" + runId, runId, c -> runs.setNotes(c, runId, clean(notes)));
  }

  void addTags(long runId, Collection<String> tags) {
    List<String> valid = tags.stream().map(RunEdits::validTag).toList();
    edit(
        "tagging run #" + runId,
        runId,
        c -> {
          runs.addTags(c, runId, valid);
          return true;
        });
  }

  void removeTags(long runId, Collection<String> tags) {
    edit(
        "untagging run #" + runId,
        runId,
        c -> {
          runs.removeTags(c, runId, tags);
          return true;
        });
  }

  private void edit(String what, long runId, SqlWork<Boolean> work) {
    database.write(
        what,
        c -> {
          if (runs.status(c, runId).isEmpty()) {
            throw new RunNotFoundException(runId);
          }
          return work.run(c);
        });
  }

  /** See {@link RunStore#deleteRun(long)}. */
  boolean delete(long runId) {
    return database.write(
        "deleting run #" + runId,
        c -> {
          Optional<String> running = runs.runningOwner(c, runId);
          if (running.isPresent() && keepRunning.test(running.get())) {
            throw new RunStillRunningException(runId, Owner.decode(running.get()).orElseThrow());
          }
          return runs.delete(c, runId);
        });
  }

  /** User text as stored: stripped, null as empty. */
  static String clean(String text) {
    return text == null ? "" : text.strip();
  }

  private static String validTag(String tag) {
    String clean = clean(tag);
    if (clean.isEmpty() || clean.chars().anyMatch(ch -> Character.isISOControl(ch))) {
      throw new IllegalArgumentException("a tag must be non-empty text without control characters");
    }
    return clean;
  }
}
