package dev.wirebench.app.runs;

import dev.wirebench.app.widgets.ChartBar;
import dev.wirebench.engine.result.BenchResult;
import dev.wirebench.engine.result.Environment;
import dev.wirebench.storage.RunSummary;
import dev.wirebench.storage.report.RunFacts;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * An opened run: its summary, its results as table rows, and its environment grouped for reading
 * (run facts, host, JVM, tools, settings, libraries, fixtures). Immutable.
 *
 * @param summary the run
 * @param results its results (a throughput sweep's points as results, one per store × consumers)
 * @param environment what it ran on, grouped, in reading order
 */
public record RunDetail(
    RunSummary summary, List<StoredResultRow> results, List<EnvironmentRow> environment) {
  private static final List<String> GROUPS =
      List.of(
          "Run", "Host", "Machine", "JVM", "Tools", "Settings", "Libraries", "Fixtures", "Other");

  public RunDetail {
    results = List.copyOf(results);
    environment = List.copyOf(environment);
  }

  /** The detail of {@code summary} with {@code results}. */
  public static RunDetail of(RunSummary summary, List<BenchResult> results) {
    return new RunDetail(
        summary, results.stream().map(StoredResultRow::new).toList(), environment(summary));
  }

  /** The units of the results that have a score, most common first. */
  public List<String> units() {
    Map<String, Long> counts =
        results.stream()
            .filter(r -> !r.result().failed())
            .collect(
                Collectors.groupingBy(
                    StoredResultRow::unit, LinkedHashMap::new, Collectors.counting()));
    return counts.entrySet().stream()
        .sorted(Map.Entry.<String, Long>comparingByValue().reversed())
        .map(Map.Entry::getKey)
        .toList();
  }

  /** One bar per scored result in {@code unit}: score with its error (JMH's 99.9 % interval). */
  public List<ChartBar> bars(String unit) {
    return results.stream()
        .filter(r -> !r.result().failed() && r.unit().equals(unit))
        .map(r -> ChartBar.of("", r.name(), r.result().score(), r.result().scoreError()))
        .toList();
  }

  private static List<EnvironmentRow> environment(RunSummary run) {
    List<EnvironmentRow> rows = new ArrayList<>();
    // The facts table is Markdown-ready (flags in backticks); a table cell shows plain text.
    RunFacts.table(run)
        .rows()
        .forEach(
            row -> rows.add(new EnvironmentRow("Run", row.get(0), row.get(1).replace("`", ""))));
    Function<String, String> group = RunDetail::group;
    run.environment().values().entrySet().stream()
        .sorted(
            Comparator.comparing(
                    (Map.Entry<String, String> e) -> GROUPS.indexOf(group.apply(e.getKey())))
                .thenComparing(Map.Entry::getKey))
        .forEach(
            e -> rows.add(new EnvironmentRow(group.apply(e.getKey()), e.getKey(), e.getValue())));
    return rows;
  }

  static String group(String key) {
    if (key.equals(Environment.HOST)
        || key.startsWith("cpu.")
        || key.startsWith("memory.")
        || key.startsWith("os.")) {
      return "Host";
    }
    if (key.startsWith(Environment.MACHINE_PREFIX)) {
      return "Machine";
    }
    if (key.startsWith("jvm.")) {
      return "JVM";
    }
    if (key.equals(Environment.JMH_VERSION) || key.equals(Environment.WIREBENCH_VERSION)) {
      return "Tools";
    }
    if (key.startsWith(Environment.SETTINGS_PREFIX) || key.startsWith("plan.")) {
      return "Settings";
    }
    if (key.startsWith(Environment.LIBRARY_PREFIX) || key.startsWith(Environment.CODEC_PREFIX)) {
      return "Libraries";
    }
    if (key.startsWith(Environment.FIXTURE_PREFIX)) {
      return "Fixtures";
    }
    return "Other";
  }
}
