package dev.wirebench.storage.report;

import dev.wirebench.engine.result.BenchResult;
import dev.wirebench.engine.result.ThroughputPoint;
import dev.wirebench.engine.stats.Noise;
import dev.wirebench.storage.RunSummary;
import java.util.List;

/**
 * A run as a Markdown report, the way results documents are kept by hand: a header with host, JVM,
 * warm-ups, measurements and forks; the results table; percentiles where there are any; a
 * consolidated summary per fixture × operation with Δ vs best (and vs a chosen codec); throughput;
 * failures.
 */
public final class RunMarkdown {
  private RunMarkdown() {}

  /**
   * The report.
   *
   * @param vsCodec a codec to add a "Δ vs" column for, or null
   */
  public static String render(
      RunSummary run, List<BenchResult> results, List<ThroughputPoint> points, String vsCodec) {
    StringBuilder md = new StringBuilder();
    md.append("# Wirebench run ").append(run.displayName()).append("\n\n");
    md.append(RunFacts.table(run).markdown()).append('\n');
    if (!run.notes().isEmpty()) {
      md.append(run.notes()).append("\n\n");
    }
    section(md, "Results", ResultTables.results(results), null);
    section(md, "Other benchmarks", ResultTables.generic(results), null);
    String footnotes = Noise.footnotes(results);
    if (!footnotes.isEmpty()) {
      md.append(footnotes.replace("\n", "\n\n"));
    }
    section(md, "Latency percentiles", ResultTables.percentiles(results), null);
    section(
        md,
        "Summary: Δ vs best",
        ResultTables.deltaSummary(results, vsCodec),
        "Per fixture × operation, best first. Δ is the relative score difference: for thrpt"
            + " higher is better, for avgt/sample/ss lower is better. Each Δ is tested by"
            + " Compare's estimator (forks as replicates, bootstrap interval, ±2 % noise band):"
            + " a gap it cannot tell from noise is marked (not significant) or (too few forks).");
    section(md, "Throughput", ResultTables.throughput(points), null);
    section(md, "Failures", ResultTables.failures(results), null);
    return md.toString();
  }

  private static void section(StringBuilder md, String title, Table table, String intro) {
    if (table.isEmpty()) {
      return;
    }
    md.append("## ").append(title).append("\n\n");
    if (intro != null) {
      md.append(intro).append("\n\n");
    }
    md.append(table.markdown()).append('\n');
  }
}
