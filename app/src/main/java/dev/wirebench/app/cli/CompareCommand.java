package dev.wirebench.app.cli;

import dev.wirebench.engine.stats.CompareSettings;
import dev.wirebench.engine.stats.Pairing;
import dev.wirebench.engine.stats.RunComparison;
import dev.wirebench.storage.RunStore;
import dev.wirebench.storage.RunSummary;
import dev.wirebench.storage.report.ComparisonReport;
import dev.wirebench.storage.report.MachineHeadline;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code wirebench compare A B}: did B change anything, really? */
@Command(
    name = "compare",
    mixinStandardHelpOptions = true,
    description = {
      "Compares baseline run A with candidate run B, benchmark by benchmark: A, B, forks ×"
          + " iterations of each, the change Δ with its confidence interval, and a verdict, all"
          + " from one fork-level bootstrap of the ratio of means (forks are the replicates)."
          + " Faster/slower only when the whole interval lies beyond the noise band; fewer than 3"
          + " forks a side gives the estimate and 'too few forks'. Warns when the runs differ in"
          + " JVM, host, settings, library versions or fixture content.",
      RunRefs.HELP
    })
public final class CompareCommand implements Callable<Integer> {
  /** Exit code of {@code --fail-on-slower} when something got slower. */
  static final int SLOWER = 3;

  @Spec private picocli.CommandLine.Model.CommandSpec spec;
  @Mixin StoreOptions store;

  @Parameters(index = "0", paramLabel = "A", description = "The baseline run.")
  private String baseline;

  @Parameters(index = "1", paramLabel = "B", description = "The candidate run.")
  private String candidate;

  @Option(
      names = "--alpha",
      paramLabel = "P",
      description = "1 − confidence of each interval of Δ; default: ${DEFAULT-VALUE}.")
  private double alpha = CompareSettings.DEFAULT_ALPHA;

  @Option(
      names = "--noise",
      paramLabel = "PCT",
      description =
          "Faster/slower needs the whole interval of Δ beyond ±PCT; an interval inside ±PCT is"
              + " no change; default: ${DEFAULT-VALUE}.")
  private String noise = "2%";

  @Option(
      names = "--across-codecs",
      description =
          "Pair results that differ only in their codec (for two runs of one codec each, e.g."
              + " wire-compiled against wire-interpreted).")
  private boolean acrossCodecs;

  @Option(
      names = "--format",
      paramLabel = "FORMAT",
      description = "table (default), md, csv or json.")
  private String format = "table";

  @Option(
      names = "--out",
      paramLabel = "FILE",
      description = "Write to FILE instead of the terminal.")
  private Path outFile;

  @Option(
      names = "--robust",
      description =
          "Leave outlier iterations (modified z-score > 3.5 and > 25 %% from their fork's median)"
              + " out of each estimate and its bootstrap; they are named in the note either way.")
  private boolean robust;

  @Option(names = "--force", description = "Replace FILE if it exists (never the run database).")
  private boolean force;

  @Option(
      names = "--fail-on-slower",
      description = "Exit with code 3 if any benchmark got significantly slower (for CI).")
  private boolean failOnSlower;

  @Override
  public Integer call() {
    CompareSettings settings =
        new CompareSettings(alpha, CompareSettings.parseNoiseBand(noise))
            .withRobust(robust)
            .withPairing(acrossCodecs ? Pairing.ACROSS_CODECS : Pairing.SAME_BENCHMARK);
    String chosen = format.toLowerCase(Locale.ROOT);
    if (!chosen.matches("table|md|markdown|csv|json")) {
      throw new UserError("--format " + format + " is not one of table, md, csv, json");
    }
    PrintWriter out = spec.commandLine().getOut();
    RunComparison comparison;
    Output.check(outFile, force, store.path(null));
    try (RunStore runs = store.openExisting(null)) {
      RunSummary a = RunRefs.resolve(runs, baseline);
      RunSummary b = RunRefs.resolve(runs, candidate);
      comparison = runs.compare(a.id(), b.id(), settings);
    }
    String text =
        switch (chosen) {
          case "md", "markdown" -> ComparisonReport.markdown(comparison);
          case "csv" -> ComparisonReport.csv(comparison);
          case "json" -> ComparisonReport.json(comparison);
          default -> table(comparison);
        };
    String where = Output.write(text, outFile, force, store.path(null), out);
    if (where != null) {
      out.println(where);
    }
    if (failOnSlower && comparison.summary().slower() > 0) {
      spec.commandLine()
          .getErr()
          .println("wirebench: " + comparison.summary().slower() + " benchmark(s) got slower");
      return SLOWER;
    }
    return 0;
  }

  private static String table(RunComparison c) {
    StringBuilder text = new StringBuilder();
    MachineHeadline.of(c).ifPresent(line -> text.append(line).append("\n\n"));
    text.append("A = ").append(c.nameA()).append("   B = ").append(c.nameB()).append('\n');
    if (!c.warnings().isEmpty()) {
      text.append("\nWARNING: the runs are not like for like:\n");
      ComparisonReport.warnings(c).forEach(w -> text.append("  ").append(w).append('\n'));
    }
    text.append('\n').append(ComparisonReport.summaryLine(c)).append("\n\n");
    text.append(CliTables.text(ComparisonReport.table(c)).render());
    text.append('\n').append(ComparisonReport.geomeanSentence(c)).append('\n');
    text.append(ComparisonReport.METHOD_TEXT).append('\n');
    var unpaired = ComparisonReport.unpaired(c);
    if (!unpaired.isEmpty()) {
      text.append("\nUnpaired results\n").append(CliTables.text(unpaired).render());
    }
    return text.toString();
  }
}
