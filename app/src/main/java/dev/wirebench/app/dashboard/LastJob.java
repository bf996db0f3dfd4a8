package dev.wirebench.app.dashboard;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wirebench.engine.result.RunKind;
import dev.wirebench.engine.result.RunStatus;
import dev.wirebench.storage.RunSummary;
import java.util.Locale;

/**
 * How far a finished job got, as the Dashboard's "Last job" tile and its "Last run" tile say it: a
 * complete run to its end; a cancelled or failed one as far as its results reach among the
 * benchmarks its plan named ({@code partial · 1 of 4 results}, a quarter of the ring), never a full
 * ring.
 *
 * @param progress 0..1, what the ring shows
 * @param facts {@code bench · partial · 1 of 4 results}
 */
public record LastJob(double progress, String facts) {
  private static final ObjectMapper JSON = new ObjectMapper();

  /** The job of {@code run}: its kind, how it ended, and its results against its plan. */
  public static LastJob of(RunSummary run) {
    boolean sweep = run.kind() == RunKind.THROUGHPUT;
    int count = sweep ? run.pointCount() : run.resultCount();
    int planned = sweep ? 0 : planned(run.planJson());
    boolean complete = run.status() == RunStatus.COMPLETE;
    String noun = sweep ? " point" : " result";
    String counted =
        !complete && planned > count
            ? count + " of " + planned + noun + (planned == 1 ? "" : "s")
            : count + noun + (count == 1 ? "" : "s");
    double progress;
    if (complete) {
      progress = 1;
    } else if (planned > 0) {
      progress = Math.min(1, count / (double) planned);
    } else {
      progress = 0; // a sweep or import that did not complete: how far it got is unknown
    }
    return new LastJob(progress, name(run.kind()) + " · " + name(run.status()) + " · " + counted);
  }

  /**
   * Benchmarks the stored plan named: codecs × fixtures × operations × modes, or 0 if the plan does
   * not say (an import). Pairs a codec cannot carry are in it too: the store keeps no count of
   * them.
   */
  static int planned(String planJson) {
    if (planJson == null || planJson.isBlank()) {
      return 0;
    }
    try {
      JsonNode plan = JSON.readTree(planJson);
      return plan.path("codecs").size()
          * plan.path("fixtures").size()
          * listed(plan.path("operations").asText(""))
          * Math.max(1, listed(plan.path("modes").asText("")));
    } catch (java.io.IOException unreadable) {
      return 0; // a plan this version cannot read: say the count alone
    }
  }

  private static int listed(String commaSeparated) {
    return commaSeparated.isBlank() ? 0 : commaSeparated.split(",").length;
  }

  private static String name(Enum<?> value) {
    return value.name().toLowerCase(Locale.ROOT);
  }
}
