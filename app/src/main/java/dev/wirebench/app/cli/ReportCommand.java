package dev.wirebench.app.cli;

import dev.wirebench.engine.history.BenchmarkKey;
import dev.wirebench.engine.history.ChangePointDetector;
import dev.wirebench.engine.history.KeyHistory;
import dev.wirebench.engine.history.KeySelector;
import dev.wirebench.engine.history.SeriesAnalysis;
import dev.wirebench.engine.history.SeriesPoint;
import dev.wirebench.engine.result.BenchResult;
import dev.wirebench.engine.stats.CompareSettings;
import dev.wirebench.storage.HistoryKey;
import dev.wirebench.storage.RunStore;
import dev.wirebench.storage.RunSummary;
import dev.wirebench.storage.StoredResult;
import dev.wirebench.storage.report.HistoryDocument;
import dev.wirebench.storage.report.VersusBest;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code wirebench report --history [SELECTOR…] --out RESULTS.md}: the results document. */
@Command(
    name = "report",
    mixinStandardHelpOptions = true,
    description = {
      "Writes the results document of the benchmarks SELECTORs name (default: all) from the run"
          + " store: the latest run (the command that repeats it, host, JVM, settings, results,"
          + " Δ vs best), the run history, and with --history every benchmark's history with"
          + " change points. The output depends only on the stored runs, so it can be kept under"
          + " version control and regenerated.",
      KeySelector.HELP
    })
public final class ReportCommand implements Callable<Integer> {
  @Spec private picocli.CommandLine.Model.CommandSpec spec;
  @Mixin StoreOptions store;
  @Mixin ChangePointOptions changePoints;

  @Parameters(paramLabel = "SELECTOR", arity = "0..*")
  private List<String> selectors = new ArrayList<>();

  @Option(
      names = "--history",
      description = "Add each benchmark's history across runs, with its change points.")
  private boolean history;

  @Option(
      names = "--out",
      paramLabel = "FILE",
      description =
          "Write to FILE (never half-written, never the run database) instead of the terminal.")
  private Path outFile;

  @Option(
      names = "--force",
      description = "Replace FILE if it exists (a results document regenerated in place).")
  private boolean force;

  @Option(
      names = "--runs",
      paramLabel = "N",
      description = "Runs listed in the run history, newest first; default: ${DEFAULT-VALUE}.")
  private int runCount = 20;

  @Option(
      names = "--last",
      paramLabel = "N",
      description = "Results listed per benchmark series; default: ${DEFAULT-VALUE}.")
  private int last = 10;

  @Override
  public Integer call() {
    if (runCount < 1 || last < 1) {
      throw new UserError("--runs and --last must be at least 1");
    }
    List<KeySelector> parsed =
        (selectors.isEmpty() ? List.of("*") : selectors).stream().map(KeySelector::parse).toList();
    ChangePointDetector detector = changePoints.detector();
    PrintWriter out = spec.commandLine().getOut();
    String text;
    Path database;
    try (RunStore runs = store.openExisting(null)) {
      database = runs.isTeamStore() ? null : runs.file();
      List<BenchmarkKey> keys = chosenKeys(runs, parsed);
      List<KeyHistory> histories = new ArrayList<>();
      for (BenchmarkKey key : keys) {
        histories.add(KeyHistory.of(key, runs.historyRows(key), detector));
      }
      List<RunSummary> newest = newestRuns(runs, histories);
      if (newest.isEmpty()) {
        throw new UserError("the chosen benchmarks have no scored results yet");
      }
      RunSummary latest = newest.get(0);
      Set<BenchmarkKey> chosen = new HashSet<>(keys);
      List<BenchResult> latestResults =
          runs.results(latest.id()).stream()
              .map(StoredResult::result)
              .filter(r -> chosen.contains(BenchmarkKey.of(r)))
              .toList();
      text =
          HistoryDocument.render(
              new HistoryDocument.Contents(
                  request(), latest, latestResults, newest, history ? histories : List.of(), last),
              new VersusBest(CompareSettings.defaults(), runs::historyResult));
    }
    String where = Output.write(text, outFile, force, database, out);
    if (where != null) {
      out.println(where);
    }
    out.flush();
    return 0;
  }

  private static List<BenchmarkKey> chosenKeys(RunStore runs, List<KeySelector> selectors) {
    Set<BenchmarkKey> keys = new LinkedHashSet<>();
    List<HistoryKey> all = runs.historyKeys();
    for (KeySelector selector : selectors) {
      List<HistoryKey> matched = selector.select(all, HistoryKey::key);
      if (matched.isEmpty()) {
        throw new UserError("no stored benchmark matches '" + selector + "'");
      }
      matched.forEach(k -> keys.add(k.key()));
    }
    return keys.stream().sorted().toList();
  }

  /** The newest runs with a scored result for a chosen benchmark, newest first. */
  private List<RunSummary> newestRuns(RunStore runs, List<KeyHistory> histories) {
    Map<Long, Instant> started = new HashMap<>();
    for (KeyHistory h : histories) {
      for (SeriesAnalysis s : h.series()) {
        for (SeriesPoint p : s.series().points()) {
          started.put(p.runId(), p.startedAt());
        }
      }
    }
    return started.entrySet().stream()
        .sorted(
            Comparator.comparing(Map.Entry<Long, Instant>::getValue)
                .thenComparing(Map.Entry::getKey)
                .reversed())
        .limit(runCount)
        .map(e -> runs.run(e.getKey()))
        .toList();
  }

  /** How the document was asked for, without file paths (they differ between machines). */
  private String request() {
    StringBuilder text = new StringBuilder("wirebench report");
    if (history) {
      text.append(" --history");
    }
    selectors.forEach(s -> text.append(' ').append(s));
    if (runCount != 20) {
      text.append(" --runs ").append(runCount);
    }
    if (last != 10) {
      text.append(" --last ").append(last);
    }
    return text.append(changePoints.changed()).toString();
  }
}
