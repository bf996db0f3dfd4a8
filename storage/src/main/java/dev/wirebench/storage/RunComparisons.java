package dev.wirebench.storage;

import com.fasterxml.jackson.databind.JsonNode;
import dev.wirebench.engine.result.BenchResult;
import dev.wirebench.engine.result.Environment;
import dev.wirebench.engine.result.RunKind;
import dev.wirebench.engine.stats.CompareSettings;
import dev.wirebench.engine.stats.ComparisonSide;
import dev.wirebench.engine.stats.RunComparer;
import dev.wirebench.engine.stats.RunComparison;
import dev.wirebench.engine.stats.ThroughputResults;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** Loads two runs (without raw JSON) and hands them to the engine's comparer. */
final class RunComparisons {
  private final RunRepository runs;
  private final ResultRepository results;
  private final ThroughputRepository points;

  RunComparisons(RunRepository runs, ResultRepository results, ThroughputRepository points) {
    this.runs = runs;
    this.results = results;
    this.points = points;
  }

  RunComparison compare(Connection c, long baselineId, long candidateId, CompareSettings settings)
      throws SQLException {
    RunSummary a = runs.find(c, baselineId).orElseThrow(() -> new RunNotFoundException(baselineId));
    RunSummary b =
        runs.find(c, candidateId).orElseThrow(() -> new RunNotFoundException(candidateId));
    boolean planInEnvironment = hasSettings(a.environment()) && hasSettings(b.environment());
    return new RunComparer(settings)
        .compare(side(c, a, planInEnvironment), side(c, b, planInEnvironment));
  }

  private ComparisonSide side(Connection c, RunSummary run, boolean planInEnvironment)
      throws SQLException {
    List<BenchResult> list = new ArrayList<>();
    results.byRun(c, run.id(), false).forEach(stored -> list.add(stored.result()));
    if (run.kind() == RunKind.THROUGHPUT || run.pointCount() > 0) {
      list.addAll(ThroughputResults.of(points.byRun(c, run.id())));
    }
    Map<String, String> environment = new TreeMap<>(run.environment().values());
    // how the run ended: a cancelled or interrupted run is compared, but said to be incomplete
    environment.put(Environment.RUN_STATUS, run.status().name().toLowerCase(java.util.Locale.ROOT));
    if (!planInEnvironment) {
      flatten("plan", Json.parse(run.planJson()), environment);
    }
    return new ComparisonSide(run.displayName(), Environment.of(environment), list);
  }

  private static boolean hasSettings(Environment environment) {
    return environment.values().keySet().stream().anyMatch(k -> k.startsWith("settings."));
  }

  /** Plan JSON as dotted keys ({@code plan.forks}); lists of ids are left out (they pair). */
  static void flatten(String prefix, JsonNode node, Map<String, String> into) {
    if (node.isObject()) {
      node.properties().forEach(e -> flatten(prefix + "." + e.getKey(), e.getValue(), into));
    } else if (node.isArray()) {
      into.put(prefix, node.toString());
    } else if (!node.isNull() && !node.isMissingNode()) {
      into.put(prefix, node.asText());
    }
  }
}
