package dev.wirebench.storage;

import java.util.Objects;

/**
 * A position in the run list under one {@link RunSort} and direction, for keyset paging: the next
 * page is "the runs after this one", which costs the same at any depth, where OFFSET walks every
 * skipped run (and shifts when runs are stored meanwhile).
 *
 * @param sort the order the position belongs to
 * @param descending whether that order is descending
 * @param key the last listed run's sort key as the store computed it: a {@link Long} for numeric
 *     sorts, a {@link String} otherwise
 * @param id the last listed run's id (the tie-breaker)
 */
public record RunCursor(RunSort sort, boolean descending, Object key, long id) {
  public RunCursor {
    Objects.requireNonNull(sort, "sort");
    Objects.requireNonNull(key, "key");
    if (sort.numeric() ? !(key instanceof Long) : !(key instanceof String)) {
      throw new IllegalArgumentException(
          "a " + sort + " cursor needs a " + (sort.numeric() ? "number" : "text") + ": " + key);
    }
  }

  /** The position just after {@code run} in the default order (newest first). */
  public static RunCursor after(RunSummary run) {
    return new RunCursor(RunSort.STARTED, true, run.startedAt().toEpochMilli(), run.id());
  }
}
