package dev.wirebench.storage;

import java.util.List;

/**
 * One page of the run list.
 *
 * @param runs the runs on this page, newest first
 * @param page 0-based page number
 * @param pageSize the page size asked for
 * @param total runs matching the query across all pages
 */
public record RunPage(List<RunSummary> runs, int page, int pageSize, long total) {
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
  public java.util.Optional<RunCursor> next() {
    return runs.size() < pageSize
        ? java.util.Optional.empty()
        : java.util.Optional.of(RunCursor.after(runs.get(runs.size() - 1)));
  }
}
