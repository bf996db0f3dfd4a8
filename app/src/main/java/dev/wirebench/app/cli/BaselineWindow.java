package dev.wirebench.app.cli;

import dev.wirebench.engine.history.EnvironmentKey;
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
 * label:L}, or one RUN. Only runs on the candidate's environment (host, CPU, JVM, JVM flags) join
 * the window, as in a history, and the others are counted; the candidate itself, runs still running
 * and throughput sweeps never do; at most {@link #MOST} runs are looked at.
 *
 * @param runs the window's runs, newest first
 * @param otherEnvironments runs the selector named that ran elsewhere, left out
 */
record BaselineWindow(List<RunSummary> runs, int otherEnvironments) {
  static final String HELP =
      "SELECTOR is last:N (the N newest runs before the candidate), A..B (runs A to B), tag:T,"
          + " label:L, or one run (an id, latest~N or a unique label).";

  /** The largest window (one page of the run list). */
  static final int MOST = 1000;

  /** The window; bad input if it holds no run. */
  static BaselineWindow resolve(RunStore store, String selector, RunSummary candidate) {
    String text = selector.strip();
    List<RunSummary> named = named(store, text, selector, candidate);
    EnvironmentKey here = EnvironmentKey.of(candidate.environment());
    List<RunSummary> same =
        named.stream().filter(r -> EnvironmentKey.of(r.environment()).equals(here)).toList();
    int limit = text.startsWith("last:") ? count(text.substring(5), selector) : MOST;
    List<RunSummary> runs = same.stream().limit(limit).toList();
    if (runs.isEmpty()) {
      throw new UserError(
          "the baseline '"
              + selector
              + "' names no finished run other than the candidate #"
              + candidate.id()
              + (named.isEmpty()
                  ? ""
                  : " on its environment ("
                      + here.shortName()
                      + "); "
                      + named.size()
                      + " ran elsewhere"));
    }
    return new BaselineWindow(runs, named.size() - same.size());
  }

  private static List<RunSummary> named(
      RunStore store, String text, String selector, RunSummary candidate) {
    List<RunSummary> runs;
    if (text.startsWith("last:")) {
      count(text.substring("last:".length()), selector);
      runs =
          usable(
                  page(
                      store, RunQuery.all().withStarted(null, candidate.startedAt().plusMillis(1))),
                  candidate)
              .stream()
              .filter(r -> before(r, candidate))
              .toList();
    } else if (text.startsWith("tag:")) {
      runs = usable(page(store, RunQuery.all().withTag(text.substring(4))), candidate);
    } else if (text.startsWith("label:")) {
      runs = usable(store.findRunsByLabel(text.substring(6)), candidate);
    } else if (text.contains("..")) {
      String[] ends = text.split("\\.\\.", 2);
      RunSummary from = RunRefs.resolve(store, ends[0]);
      RunSummary to = RunRefs.resolve(store, ends[1]);
      if (before(to, from)) {
        RunSummary swap = from;
        from = to;
        to = swap;
      }
      RunSummary first = from;
      RunSummary last = to;
      // by start time, then id: runs started in the same millisecond keep their order
      runs =
          usable(
                  page(
                      store,
                      RunQuery.all().withStarted(from.startedAt(), to.startedAt().plusMillis(1))),
                  candidate)
              .stream()
              .filter(r -> !before(r, first) && !before(last, r))
              .toList();
    } else {
      runs = usable(List.of(RunRefs.resolve(store, text)), candidate);
    }
    return runs;
  }

  /** Whether {@code a} started before {@code b}: by time, then by id for the same millisecond. */
  private static boolean before(RunSummary a, RunSummary b) {
    int byTime = a.startedAt().compareTo(b.startedAt());
    return byTime < 0 || (byTime == 0 && a.id() < b.id());
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
