package dev.wirebench.app.cli;

import dev.wirebench.engine.history.BaselinePool;
import dev.wirebench.engine.result.BenchResult;
import dev.wirebench.engine.stats.CompareSettings;
import dev.wirebench.engine.stats.ComparisonSide;
import dev.wirebench.engine.stats.PairComparison;
import dev.wirebench.engine.stats.RunComparer;
import dev.wirebench.engine.stats.RunComparison;
import dev.wirebench.engine.stats.Verdict;
import dev.wirebench.storage.RunStore;
import dev.wirebench.storage.RunSummary;
import dev.wirebench.storage.StoredResult;
import dev.wirebench.storage.report.ComparisonReport;
import dev.wirebench.storage.report.Numbers;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code wirebench check --baseline SELECTOR --candidate RUN}: the CI gate. The candidate is
 * compared with a window of baseline runs pooled into one side (every fork of every run), by the
 * same statistics as {@code compare}; a significant change for the worse beyond the noise band is a
 * regression.
 */
@Command(
    name = "check",
    mixinStandardHelpOptions = true,
    description = {
      "Compares a candidate run with a baseline window of runs (their forks pooled) using the"
          + " comparison's statistics and noise band, and prints a Markdown summary. With"
          + " --fail-on-regression, exits with code 3 when a benchmark got significantly slower,"
          + " and with code 4 when none did but some could not be judged (too few forks).",
      BaselineWindow.HELP,
      RunRefs.HELP
    })
public final class CheckCommand implements Callable<Integer> {
  /** Exit code when a regression fails the check (the same as compare --fail-on-slower). */
  static final int REGRESSION = CompareCommand.SLOWER;

  /**
   * Exit code when no benchmark regressed but some could not be judged (too few forks on a side): a
   * gate that passes what it cannot measure would let a regression through unseen.
   */
  static final int UNJUDGED = 4;

  @Spec private picocli.CommandLine.Model.CommandSpec spec;
  @Mixin StoreOptions store;

  @Option(
      names = "--baseline",
      required = true,
      paramLabel = "SELECTOR",
      description = "The baseline window, e.g. last:5, 10..14, tag:release, label:nightly.")
  private String baseline;

  @Option(
      names = "--candidate",
      paramLabel = "RUN",
      description = "The run to check; default: ${DEFAULT-VALUE}.")
  private String candidate = "latest";

  @Option(
      names = "--alpha",
      paramLabel = "P",
      description = "Significance level of each test; default: ${DEFAULT-VALUE}.")
  private double alpha = CompareSettings.DEFAULT_ALPHA;

  @Option(
      names = "--noise",
      paramLabel = "PCT",
      description = "Changes within ±PCT are no change; default: ${DEFAULT-VALUE}.")
  private String noise = "2%";

  @Option(
      names = "--fail-on-regression",
      description =
          "Exit with code 3 if any benchmark got significantly slower, 4 if none did but some"
              + " could not be judged (too few forks).")
  private boolean failOnRegression;

  @Override
  public Integer call() {
    CompareSettings settings = new CompareSettings(alpha, CompareSettings.parseNoiseBand(noise));
    RunComparison comparison;
    BaselineWindow found;
    try (RunStore runs = store.openExisting(null)) {
      RunSummary cand = RunRefs.resolve(runs, candidate);
      found = BaselineWindow.resolve(runs, baseline, cand);
      List<RunSummary> window = found.runs();
      List<List<BenchResult>> windowResults = new ArrayList<>();
      for (RunSummary run : window) {
        windowResults.add(results(runs, run));
      }
      ComparisonSide pooled =
          new ComparisonSide(
              windowName(window), window.get(0).environment(), BaselinePool.pool(windowResults));
      ComparisonSide side =
          new ComparisonSide(cand.displayName(), cand.environment(), results(runs, cand));
      comparison = new RunComparer(settings).compare(pooled, side);
    }
    if (comparison.pairs().isEmpty()) {
      throw new UserError(
          "the candidate and the baseline '" + baseline + "' have no benchmark in common");
    }
    List<PairComparison> regressions =
        comparison.pairs().stream().filter(p -> p.verdict() == Verdict.SLOWER).toList();
    long unjudged =
        comparison.pairs().stream().filter(p -> p.verdict() == Verdict.TOO_FEW_FORKS).count();
    PrintWriter out = spec.commandLine().getOut();
    out.print(summary(comparison, found, regressions, unjudged, settings));
    out.flush();
    if (failOnRegression && !regressions.isEmpty()) {
      spec.commandLine()
          .getErr()
          .println("wirebench: " + regressions.size() + " benchmark(s) regressed");
      return REGRESSION;
    }
    if (failOnRegression && unjudged > 0) {
      spec.commandLine()
          .getErr()
          .println(
              "wirebench: "
                  + unjudged
                  + " benchmark(s) could not be judged: too few forks (run the candidate and the"
                  + " baseline with --forks 3 or more)");
      return UNJUDGED;
    }
    return 0;
  }

  private static List<BenchResult> results(RunStore runs, RunSummary run) {
    return runs.results(run.id()).stream().map(StoredResult::result).toList();
  }

  /** {@code 5 runs #7–#11}: the window as the comparison's A side. */
  private static String windowName(List<RunSummary> window) {
    String ids =
        window.size() <= 6
            ? window.stream().map(r -> "#" + r.id()).collect(Collectors.joining(", "))
            : "#" + window.get(window.size() - 1).id() + " … #" + window.get(0).id();
    return "baseline of " + window.size() + (window.size() == 1 ? " run (" : " runs (") + ids + ")";
  }

  private static String summary(
      RunComparison comparison,
      BaselineWindow found,
      List<PairComparison> regressions,
      long unjudged,
      CompareSettings settings) {
    StringBuilder md = new StringBuilder();
    // a check that could not judge some benchmarks has not passed them: say so in the headline
    md.append("# Check: ")
        .append(!regressions.isEmpty() ? "FAIL" : unjudged > 0 ? "NOT JUDGED" : "PASS")
        .append(" — ")
        .append(comparison.nameB())
        .append(" against the ")
        .append(comparison.nameA())
        .append("\n\n");
    if (regressions.isEmpty()) {
      md.append("No benchmark got significantly slower beyond the noise band (")
          .append(settings.describe())
          .append(").\n\n");
      if (unjudged > 0) {
        md.append(unjudged)
            .append(" of ")
            .append(comparison.pairs().size())
            .append(
                " benchmark(s) could not be judged: too few forks on a side (run the candidate"
                    + " and the baseline with --forks 3 or more).\n\n");
      }
    } else {
      md.append(regressions.size())
          .append(" benchmark(s) got significantly slower beyond the noise band (")
          .append(settings.describe())
          .append("):\n\n");
      for (PairComparison p : regressions) {
        md.append("- ")
            .append(dev.wirebench.storage.report.ResultNames.describe(p.b()))
            .append(": ")
            .append(Numbers.score(p.scoreA()))
            .append(" → ")
            .append(Numbers.score(p.scoreB()))
            .append(' ')
            .append(p.unit())
            .append(" (")
            .append(Numbers.percent(p.change()))
            .append(", ")
            .append(p.note())
            .append(")\n");
      }
      md.append('\n');
    }
    int size = found.runs().size();
    md.append("The baseline pools every fork of ")
        .append(size)
        .append(size == 1 ? " run" : " runs")
        .append(" on the candidate's environment into one side");
    if (found.otherEnvironments() > 0) {
      md.append("; ")
          .append(found.otherEnvironments())
          .append(" run(s) the selector named ran elsewhere and are left out");
    }
    md.append(".\n\n");
    md.append(ComparisonReport.markdown(comparison).replaceFirst("^# ", "## "));
    return md.toString();
  }
}
