package dev.wirebench.app.cli;

import dev.wirebench.storage.RunCursor;
import dev.wirebench.storage.RunPage;
import dev.wirebench.storage.RunQuery;
import dev.wirebench.storage.RunStore;
import dev.wirebench.storage.RunTransfer;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * What {@code push} and {@code pull} share: resolve RUN arguments in the source store (none means
 * every run, oldest first), copy each run whole, and say what happened to each.
 */
final class RunCopyCommand {
  private RunCopyCommand() {}

  /**
   * Copies {@code refs} (or every run) from {@code from} to {@code to}.
   *
   * @param verb "pushed" or "pulled"
   * @param target how to name the target store in messages
   */
  static int copy(
      PrintWriter out, RunStore from, RunStore to, List<String> refs, String verb, String target) {
    List<Long> ids = new ArrayList<>();
    if (refs == null || refs.isEmpty()) {
      ids.addAll(allOldestFirst(from));
    } else {
      LinkedHashSet<Long> unique = new LinkedHashSet<>();
      refs.forEach(ref -> unique.add(RunRefs.resolve(from, ref).id()));
      ids.addAll(unique);
    }
    int[] counts = new int[RunTransfer.Outcome.values().length];
    new RunTransfer(from, to)
        .copy(
            ids,
            copied -> {
              counts[copied.outcome().ordinal()]++;
              out.println(line(copied, verb, target));
              out.flush();
            });
    out.printf(
        Locale.ROOT,
        "%s %d run%s; %d already in %s; %d still running (not copied)%n",
        verb,
        counts[RunTransfer.Outcome.COPIED.ordinal()],
        counts[RunTransfer.Outcome.COPIED.ordinal()] == 1 ? "" : "s",
        counts[RunTransfer.Outcome.ALREADY_THERE.ordinal()],
        target,
        counts[RunTransfer.Outcome.STILL_RUNNING.ordinal()]);
    out.flush();
    return 0;
  }

  private static String line(RunTransfer.Copied copied, String verb, String target) {
    String name = "#" + copied.sourceId() + nameSuffix(copied);
    return switch (copied.outcome()) {
      case COPIED ->
          verb + " " + name + " (" + copied.results() + " results) as #" + copied.targetId();
      case ALREADY_THERE -> name + ": already in " + target + " as #" + copied.targetId();
      case STILL_RUNNING -> name + ": still running, not copied";
    };
  }

  private static String nameSuffix(RunTransfer.Copied copied) {
    String name = copied.name();
    int space = name.indexOf(' ');
    return space < 0 ? "" : name.substring(space);
  }

  /** Every run's id, oldest first, read page by page with keyset paging. */
  private static List<Long> allOldestFirst(RunStore store) {
    List<Long> newestFirst = new ArrayList<>();
    RunQuery query = RunQuery.all().withPage(0, 1000);
    while (true) {
      RunPage page = store.listRuns(query);
      page.runs().forEach(run -> newestFirst.add(run.id()));
      Optional<RunCursor> next = page.next();
      if (next.isEmpty()) {
        break;
      }
      query = query.after(next.get());
    }
    List<Long> oldestFirst = new ArrayList<>(newestFirst);
    java.util.Collections.reverse(oldestFirst);
    return oldestFirst;
  }
}
