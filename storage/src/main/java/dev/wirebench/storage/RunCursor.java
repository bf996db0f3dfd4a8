package dev.wirebench.storage;

import java.time.Instant;
import java.util.Objects;

/**
 * A position in the run list (newest first: by start time, then id, both descending), for keyset
 * paging: the next page is "the runs after this one", which an index answers directly at any depth,
 * where OFFSET would walk every skipped run.
 *
 * @param startedAt the last listed run's start
 * @param id the last listed run's id
 */
public record RunCursor(Instant startedAt, long id) {
  public RunCursor {
    Objects.requireNonNull(startedAt, "startedAt");
  }

  /** The position just after {@code run}. */
  public static RunCursor after(RunSummary run) {
    return new RunCursor(run.startedAt(), run.id());
  }
}
