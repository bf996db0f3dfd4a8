package dev.wirebench.storage;

import dev.wirebench.engine.result.RunStatus;
import java.util.List;
import java.util.Set;

/**
 * What opening a store did about runs left running by dead processes: the ids it marked
 * interrupted, and those it could not mark because the database takes no writes (a full disk, a
 * read-only or damaged file). The unmarked ones are shown as interrupted all the same, as a store
 * that could write them would show them, so a reading command says the same on a full disk.
 */
record Recovery(List<Long> marked, Set<Long> unmarked) {
  static final Recovery NONE = new Recovery(List.of(), Set.of());

  Recovery {
    marked = List.copyOf(marked);
    unmarked = Set.copyOf(unmarked);
  }

  static Recovery marked(List<Long> ids) {
    return new Recovery(ids, Set.of());
  }

  static Recovery unmarked(List<Long> ids) {
    return new Recovery(List.of(), Set.copyOf(ids));
  }

  /** {@code run} as it would read had the mark been written. */
  RunSummary shown(RunSummary run) {
    if (unmarked.isEmpty() || run.status() != RunStatus.RUNNING || !unmarked.contains(run.id())) {
      return run;
    }
    return new RunSummary(
        run.id(),
        run.kind(),
        run.label(),
        run.notes(),
        run.tags(),
        RunStatus.INTERRUPTED,
        run.startedAt(),
        run.finishedAt(),
        run.planJson(),
        run.environment(),
        run.resultCount(),
        run.pointCount(),
        run.codecs(),
        run.source(),
        run.uid());
  }

  /** Every run of {@code list} as {@link #shown(RunSummary)}. */
  List<RunSummary> shownAll(List<RunSummary> list) {
    return unmarked.isEmpty() ? list : list.stream().map(this::shown).toList();
  }

  /** Every run of {@code page} as {@link #shown(RunSummary)}. */
  RunPage shownPage(RunPage page) {
    if (unmarked.isEmpty()) {
      return page;
    }
    return new RunPage(
        page.runs().stream().map(this::shown).toList(),
        page.page(),
        page.pageSize(),
        page.total(),
        page.nextCursor());
  }
}
