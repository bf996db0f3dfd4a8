package dev.wirebench.app.cli;

import dev.wirebench.engine.result.BenchResult;
import dev.wirebench.engine.result.ThroughputPoint;
import dev.wirebench.engine.stats.Noise;
import dev.wirebench.storage.RunStore;
import dev.wirebench.storage.RunSummary;
import dev.wirebench.storage.StoredResult;
import dev.wirebench.storage.report.ResultTables;
import dev.wirebench.storage.report.RunFacts;
import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code wirebench show RUN}: one run's facts and results. */
@Command(
    name = "show",
    mixinStandardHelpOptions = true,
    description = {
      "Shows one stored run: its facts, results, percentiles, throughput, failures.",
      RunRefs.HELP
    })
public final class ShowCommand implements Callable<Integer> {
  @Spec private picocli.CommandLine.Model.CommandSpec spec;
  @Mixin StoreOptions store;

  @Parameters(index = "0", paramLabel = "RUN")
  private String run;

  @Option(names = "--env", description = "Also list the whole recorded environment.")
  private boolean environment;

  @Override
  public Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    try (RunStore runs = store.openExisting(null)) {
      RunSummary summary = RunRefs.resolve(runs, run);
      List<BenchResult> results =
          runs.results(summary.id()).stream().map(StoredResult::result).toList();
      List<ThroughputPoint> points = runs.throughputPoints(summary.id());
      out.print(CliTables.text(RunFacts.table(summary)).render());
      if (!summary.notes().isEmpty()) {
        out.println();
        out.println(TerminalText.lines(summary.notes()));
      }
      CliTables.print(out, "Results", ResultTables.results(results));
      CliTables.print(out, "Other benchmarks", ResultTables.generic(results));
      out.print(Noise.footnotes(results));
      CliTables.print(out, "Latency percentiles", ResultTables.percentiles(results));
      CliTables.print(out, "Throughput", ResultTables.throughput(points));
      CliTables.print(out, "Failures", ResultTables.failures(results));
      if (results.isEmpty() && points.isEmpty()) {
        out.println();
        out.println("(no results stored)");
      }
      if (environment) {
        TextTable env = new TextTable("Key", "Value");
        summary.environment().values().forEach(env::row);
        out.println();
        out.println("Environment");
        out.print(env.render());
      }
    }
    out.flush();
    return 0;
  }
}
