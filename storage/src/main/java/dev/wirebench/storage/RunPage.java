package dev.wirebench.storage;

import java.util.List;
import java.util.Optional;

/**
 * One page of the run list.
 *
 * @param runs the runs on this page, in the query's order
 * @param page 0-based page number
 * @param pageSize the page size asked for
 * @param total runs matching the query across all pages
 * @param nextCursor where the next page starts (the last run's sort key and id), or null when this
 *     page was not full
 */
public record RunPage(
    List<RunSummary> runs, int page, int pageSize, long total, RunCursor nextCursor) {
  public RunPage {
    runs = List.copyOf(runs);
  }

  /** Pages in all (at least 1). */
  public long pageCount() {
    return Math.max(1, (total + pageSize - 1) / pageSize);
  }

  public boolean hasNext() {
    return (long) (page + 1) * pageSize < total;
  }

  /**
   * Where the next page starts for keyset paging ({@link RunQuery#after}), or empty when this page
   * was not full (the last one).
   */
  public Optional<RunCursor> next() {
    return runs.size() < pageSize ? Optional.empty() : Optional.ofNullable(nextCursor);
  }
}
