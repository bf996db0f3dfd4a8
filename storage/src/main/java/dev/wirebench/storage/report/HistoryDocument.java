package dev.wirebench.storage.report;

import dev.wirebench.engine.history.KeyHistory;
import dev.wirebench.engine.history.SeriesAnalysis;
import dev.wirebench.engine.result.BenchResult;
import dev.wirebench.engine.result.Environment;
import dev.wirebench.storage.RunSummary;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * The results document a codec suite keeps under version control, regenerated from the run store:
 * the latest run (the command that repeats it, host, JVM, settings, its results and Δ vs best per
 * fixture and operation), the run history, and each benchmark's history across runs with its change
 * points.
 *
 * <p>The text depends only on the data and the request: UTC times, fixed ordering, no time of
 * generation, so regenerating it after no new run changes nothing, and a new run shows as a diff.
 */
public final class HistoryDocument {
  private HistoryDocument() {}

  /**
   * What the document is made of.
   *
   * @param request how the document was asked for (e.g. {@code wirebench report --history json}),
   *     written in its header so that a reader can regenerate it
   * @param latest the newest run with results for the chosen benchmarks
   * @param latestResults that run's results for the chosen benchmarks
   * @param runs the run history, newest first
   * @param histories each chosen benchmark's history, in key order
   * @param pointsPerSeries how many of each series' newest points to list
   */
  public record Contents(
      String request,
      RunSummary latest,
      List<BenchResult> latestResults,
      List<RunSummary> runs,
      List<KeyHistory> histories,
      int pointsPerSeries) {
    public Contents {
      Objects.requireNonNull(request, "request");
      Objects.requireNonNull(latest, "latest");
      latestResults = List.copyOf(latestResults);
      runs = List.copyOf(runs);
      histories = List.copyOf(histories);
    }
  }

  /**
   * The document, as Markdown.
   *
   * @param versus how each Δ vs best is compared (the store's per-fork iterations, Compare's
   *     estimator)
   */
  public static String render(Contents c, VersusBest versus) {
    StringBuilder md = new StringBuilder();
    md.append("# Benchmark results\n\n");
    md.append("Generated from the Wirebench run store by `")
        .append(c.request())
        .append("`; regenerate it rather than editing it by hand.\n\n");
    latestRun(md, c);
    md.append("## Run history\n\n");
    md.append(runTable(c.runs()).markdown()).append('\n');
    benchmarkHistory(md, c, versus);
    return md.toString();
  }

  private static void latestRun(StringBuilder md, Contents c) {
    RunSummary run = c.latest();
    md.append("## Latest run: ").append(run.displayName()).append("\n\n");
    md.append("```sh\n").append(PlanCommand.of(run)).append("\n```\n\n");
    md.append(RunFacts.table(run).markdown()).append('\n');
    Table results = ResultTables.results(c.latestResults());
    if (!results.isEmpty()) {
      md.append(results.markdown()).append('\n');
    }
    Table other = ResultTables.generic(c.latestResults());
    if (!other.isEmpty()) {
      md.append(other.markdown()).append('\n');
    }
    Table delta = ResultTables.deltaSummary(c.latestResults(), null);
    if (!delta.isEmpty()) {
      md.append("### Summary: Δ vs best\n\n");
      md.append(
          "Per fixture × operation in the latest run, best first. Δ is the relative score"
              + " difference: for thrpt higher is better, for avgt/sample/ss lower is better.\n\n");
      md.append(delta.markdown()).append('\n');
    }
  }

  /** Run | Started | Label | Kind | Status | Host | JVM | Results. */
  static Table runTable(List<RunSummary> runs) {
    Table table = new Table("Run", "Started (UTC)", "Label", "Kind", "Host", "JVM", ">Results");
    for (RunSummary run : runs) {
      Environment env = run.environment();
      table.row(
          "#" + run.id(),
          HistoryTables.MINUTE.format(run.startedAt()),
          run.label(),
          run.kind().name().toLowerCase(Locale.ROOT)
              + (run.status().name().equals("COMPLETE")
                  ? ""
                  : " (" + run.status().name().toLowerCase(Locale.ROOT) + ")"),
          orDash(env.get(Environment.HOST)),
          orDash(join(env.get(Environment.JVM_VENDOR), env.get(Environment.JVM_VERSION))),
          run.resultCount());
    }
    return table;
  }

  private static void benchmarkHistory(StringBuilder md, Contents c, VersusBest versus) {
    md.append("## Benchmark history\n\n");
    md.append(
        "Every stored result of each benchmark, one series per environment (host, CPU, JVM,"
            + " JVM flags, and the plan: warm-up, measurement, forks), complete runs only."
            + " Δ vs best is a score against the series' best, estimated as Compare does (forks"
            + " as replicates, bootstrap interval in brackets, forks × iterations of each side in"
            + " parentheses); \"not significant\" when the interval reaches into the noise band,"
            + " \"no verdict\" when the data cannot give an interval (fewer than 3 forks, or no"
            + " iteration data)."
            + " Change points: E-divisive means (Matteson & James 2014) with a seeded"
            + " permutation test, kept when the shift clears the noise band and the results'"
            + " own errors.\n\n");
    md.append(HistoryTables.summary(c.histories(), versus).markdown()).append('\n');
    md.append(HistoryTables.environments(c.histories()).markdown()).append('\n');
    StringBuilder changes = new StringBuilder();
    for (KeyHistory history : c.histories()) {
      for (SeriesAnalysis series : history.series()) {
        for (String line : HistoryTables.changeLines(series)) {
          changes
              .append("- ")
              .append(history.key().describe())
              .append(" on ")
              .append(series.series().environment().shortName())
              .append(": ")
              .append(line)
              .append('\n');
        }
      }
    }
    md.append("### Change points\n\n");
    md.append(changes.length() == 0 ? "None found.\n" : changes.toString()).append('\n');
    for (KeyHistory history : c.histories()) {
      for (SeriesAnalysis series : history.series()) {
        md.append("### ").append(HistoryTables.title(series)).append("\n\n");
        md.append(HistoryTables.headline(series, versus)).append(".\n\n");
        int hidden = series.series().size() - c.pointsPerSeries();
        if (hidden > 0) {
          md.append("Newest ")
              .append(c.pointsPerSeries())
              .append(" of ")
              .append(series.series().size())
              .append(" results.\n\n");
        }
        md.append(HistoryTables.points(series, c.pointsPerSeries(), versus).markdown())
            .append('\n');
      }
    }
  }

  private static String orDash(String text) {
    return text == null || text.isBlank() ? "-" : text;
  }

  private static String join(String a, String b) {
    if (a == null || a.isBlank()) {
      return b;
    }
    return b == null || b.isBlank() ? a : a + " " + b;
  }
}
