package dev.wirebench.app.cli;

import dev.wirebench.engine.result.BenchResult;
import dev.wirebench.engine.result.RunKind;
import dev.wirebench.engine.result.ThroughputPoint;
import dev.wirebench.storage.RunStore;
import dev.wirebench.storage.RunSummary;
import dev.wirebench.storage.StoredResult;
import dev.wirebench.storage.jmh.JmhJsonWriter;
import dev.wirebench.storage.report.RunCsv;
import dev.wirebench.storage.report.RunMarkdown;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code wirebench export RUN --format json|csv|md}. */
@Command(
    name = "export",
    mixinStandardHelpOptions = true,
    description = {
      "Exports a run as JMH-compatible JSON (for JMH Visualizer and other JMH tools), CSV, or a"
          + " Markdown report (header, results, summary with Δ vs best).",
      RunRefs.HELP
    })
public final class ExportCommand implements Callable<Integer> {
  @Spec private picocli.CommandLine.Model.CommandSpec spec;
  @Mixin StoreOptions store;

  @Parameters(index = "0", paramLabel = "RUN")
  private String run;

  @Option(
      names = "--format",
      required = true,
      paramLabel = "FORMAT",
      description = "json, csv or md.")
  private String format;

  @Option(
      names = "--out",
      paramLabel = "FILE",
      description = "Write to FILE instead of the terminal.")
  private Path outFile;

  @Option(names = "--force", description = "Replace FILE if it exists (never the run database).")
  private boolean force;

  @Option(
      names = "--vs",
      paramLabel = "CODEC",
      description = "Markdown: add a Δ vs CODEC column to the summary.")
  private String vsCodec;

  @Override
  public Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    String chosen = format.toLowerCase(Locale.ROOT);
    String text;
    Output.check(outFile, force, store.path(null));
    try (RunStore runs = store.openExisting(null)) {
      RunSummary summary = RunRefs.resolve(runs, run);
      List<BenchResult> results =
          runs.results(summary.id()).stream().map(StoredResult::result).toList();
      List<ThroughputPoint> points = runs.throughputPoints(summary.id());
      text =
          switch (chosen) {
            case "json" -> json(summary, results);
            case "csv" ->
                summary.kind() == RunKind.THROUGHPUT
                    ? RunCsv.throughput(summary.id(), points)
                    : RunCsv.results(summary.id(), results);
            case "md", "markdown" -> RunMarkdown.render(summary, results, points, vsCodec);
            default -> throw new UserError("--format " + format + " is not one of json, csv, md");
          };
    }
    String where = Output.write(text, outFile, force, store.path(null), out);
    if (where != null) {
      out.println(where);
    }
    return 0;
  }

  private String json(RunSummary summary, List<BenchResult> results) {
    if (summary.kind() == RunKind.THROUGHPUT) {
      throw new UserError(
          "run #"
              + summary.id()
              + " is a throughput sweep: JMH JSON has no form for it; use --format csv or md");
    }
    long failed = results.stream().filter(BenchResult::failed).count();
    if (failed > 0) {
      spec.commandLine()
          .getErr()
          .println(
              "wirebench: "
                  + failed
                  + " failed result(s) left out: JMH JSON has no place for failures");
    }
    return JmhJsonWriter.write(results, summary.environment());
  }
}
