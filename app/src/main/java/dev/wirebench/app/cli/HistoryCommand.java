package dev.wirebench.app.cli;

import dev.wirebench.engine.history.ChangePointDetector;
import dev.wirebench.engine.history.KeyHistory;
import dev.wirebench.engine.history.KeySelector;
import dev.wirebench.engine.history.SeriesAnalysis;
import dev.wirebench.engine.stats.CompareSettings;
import dev.wirebench.storage.HistoryKey;
import dev.wirebench.storage.RunStore;
import dev.wirebench.storage.report.HistoryTables;
import dev.wirebench.storage.report.VersusBest;
import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code wirebench history SELECTOR}: every stored result of a benchmark, with change points. */
@Command(
    name = "history",
    mixinStandardHelpOptions = true,
    description = {
      "Shows every stored result of the benchmarks SELECTOR names, oldest first, one series per"
          + " environment (host, CPU, JVM, JVM flags), with best and latest marked, Δ vs best (with"
          + " its interval from Compare's estimator, forks × iterations, and whether it is"
          + " significant), and the change points found by E-divisive means with a permutation test.",
      KeySelector.HELP
    })
public final class HistoryCommand implements Callable<Integer> {
  @Spec private picocli.CommandLine.Model.CommandSpec spec;
  @Mixin StoreOptions store;
  @Mixin ChangePointOptions changePoints;

  @Parameters(index = "0", paramLabel = "SELECTOR")
  private String selector;

  @Option(
      names = "--last",
      paramLabel = "N",
      description = "Show the newest N points of each series (all are analysed); default: 30.")
  private int last = 30;

  @Option(
      names = "--env",
      paramLabel = "TEXT",
      description =
          "Only series whose environment or plan mentions TEXT (e.g. a host name, '5 forks',"
              + " 'measurement 10x1s'). A series never joins runs of another host, CPU, JVM,"
              + " flags or plan (warm-up, measurement, forks).")
  private String environment;

  @Override
  public Integer call() {
    if (last < 1) {
      throw new UserError("--last " + last + " must be at least 1");
    }
    KeySelector keys = KeySelector.parse(selector);
    ChangePointDetector detector = changePoints.detector();
    PrintWriter out = spec.commandLine().getOut();
    try (RunStore runs = store.openExisting(null)) {
      List<HistoryKey> chosen = keys.select(runs.historyKeys(), HistoryKey::key);
      if (chosen.isEmpty()) {
        throw new UserError(
            "no stored benchmark matches '" + selector + "'; `wirebench runs` lists the runs");
      }
      VersusBest versus = new VersusBest(CompareSettings.defaults(), runs::historyResult);
      int shown = 0;
      for (HistoryKey key : chosen) {
        KeyHistory history = KeyHistory.of(key.key(), runs.historyRows(key.key()), detector);
        for (SeriesAnalysis series : history.series()) {
          if (environment == null
              || series.series().environment().describe().contains(environment)) {
            print(out, series, versus);
            shown++;
          }
        }
        if (history.failed() > 0) {
          out.println(
              "("
                  + history.failed()
                  + " failed result(s) of "
                  + key.key().describe()
                  + " have no score)");
        }
      }
      if (shown == 0) {
        out.println("No series on an environment mentioning '" + environment + "'.");
      }
    }
    out.flush();
    return 0;
  }

  private void print(PrintWriter out, SeriesAnalysis series, VersusBest versus) {
    out.println();
    out.println(HistoryTables.title(series));
    String flags = series.series().environment().jvmFlags();
    if (!flags.isEmpty()) {
      out.println("JVM flags (" + series.series().environment().flagsDigest() + "): " + flags);
    }
    out.println(HistoryTables.headline(series, versus));
    int hidden = series.series().size() - last;
    if (hidden > 0) {
      out.println("(" + hidden + " older point(s) not shown; --last N shows more)");
    }
    out.print(CliTables.text(HistoryTables.points(series, last, versus)).render());
    List<String> changes = HistoryTables.changeLines(series);
    if (!changes.isEmpty()) {
      out.println("Change points:");
      changes.forEach(line -> out.println("  " + line));
    }
  }
}
