package dev.wirebench.app.cli;

import dev.wirebench.engine.result.RunKind;
import dev.wirebench.engine.result.RunStatus;
import dev.wirebench.storage.RunQuery;
import dev.wirebench.storage.RunStore;
import dev.wirebench.storage.RunSummary;
import java.util.ArrayList;
import java.util.List;

/**
 * Which runs a baseline SELECTOR names: {@code last:N} (the N newest finished runs started before
 * the candidate), {@code A..B} (runs A to B by start time, both included), {@code tag:T}, {@code
 * label:L}, or one RUN. The candidate itself, runs still running and throughput sweeps are never
 * part of a window; at most {@link #MOST} runs are.
 */
final class BaselineWindow {
  static final String HELP =
      "SELECTOR is last:N (the N newest runs before the candidate), A..B (runs A to B), tag:T,"
          + " label:L, or one run (an id, latest~N or a unique label).";

  /** The largest window (one page of the run list). */
  static final int MOST = 1000;

  private BaselineWindow() {}

  /** The window's runs, newest first; bad input if it is empty. */
  static List<RunSummary> resolve(RunStore store, String selector, RunSummary candidate) {
    String text = selector.strip();
    List<RunSummary> runs;
    if (text.startsWith("last:")) {
      int n = count(text.substring("last:".length()), selector);
      runs =
          usable(
                  store
                      .listRuns(
                          RunQuery.all()
                              .withStarted(null, candidate.startedAt().plusMillis(1))
                              .withPage(0, MOST))
                      .runs(),
                  candidate)
              .stream()
              .limit(n)
              .toList();
    } else if (text.startsWith("tag:")) {
      runs = usable(page(store, RunQuery.all().withTag(text.substring(4))), candidate);
    } else if (text.startsWith("label:")) {
      runs = usable(store.findRunsByLabel(text.substring(6)), candidate);
    } else if (text.contains("..")) {
      String[] ends = text.split("\\.\\.", 2);
      RunSummary from = RunRefs.resolve(store, ends[0]);
      RunSummary to = RunRefs.resolve(store, ends[1]);
      if (to.startedAt().isBefore(from.startedAt())) {
        RunSummary swap = from;
        from = to;
        to = swap;
      }
      runs =
          usable(
              page(
                  store,
                  RunQuery.all().withStarted(from.startedAt(), to.startedAt().plusMillis(1))),
              candidate);
    } else {
      runs = usable(List.of(RunRefs.resolve(store, text)), candidate);
    }
    if (runs.isEmpty()) {
      throw new UserError(
          "the baseline '"
              + selector
              + "' names no finished run other than the candidate #"
              + candidate.id());
    }
    return runs;
  }

  private static List<RunSummary> page(RunStore store, RunQuery query) {
    return store.listRuns(query.withPage(0, MOST)).runs();
  }

  private static List<RunSummary> usable(List<RunSummary> runs, RunSummary candidate) {
    List<RunSummary> usable = new ArrayList<>();
    for (RunSummary run : runs) {
      if (run.id() != candidate.id()
          && run.status() != RunStatus.RUNNING
          && run.kind() != RunKind.THROUGHPUT) {
        usable.add(run);
      }
    }
    return usable;
  }

  private static int count(String text, String selector) {
    try {
      int n = Integer.parseInt(text.strip());
      if (n >= 1 && n <= MOST) {
        return n;
      }
    } catch (NumberFormatException e) {
      // fall through to the message below
    }
    throw new UserError(
        "bad baseline '" + selector + "'; write last:N with N from 1 to " + MOST + ", e.g. last:5");
  }
}
