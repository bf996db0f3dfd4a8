package dev.wirebench.storage.report;

import dev.wirebench.engine.bench.BenchMode;
import dev.wirebench.engine.bench.BenchmarkPlan;
import dev.wirebench.engine.bench.Operation;
import dev.wirebench.engine.env.EnvironmentCapture;
import dev.wirebench.engine.history.BenchmarkKey;
import dev.wirebench.engine.history.HistoryRow;
import dev.wirebench.engine.result.BenchResult;
import dev.wirebench.engine.stats.CompareSettings;
import dev.wirebench.engine.stats.DetectableChange;
import dev.wirebench.engine.stats.ForkSamples;
import dev.wirebench.storage.HistoryKey;
import dev.wirebench.storage.RunStore;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * What change a benchmark plan can detect on this machine, said before it runs: for each of its
 * benchmarks measured before on this host (the newest complete run with at least three forks), the
 * spread of that run's fork means gives the smallest change a comparison of this plan's forks could
 * call ({@link DetectableChange}, at the default α and noise band). One line: the median over those
 * benchmarks and the widest one, or why there is nothing to go by. Shared by the CLI and the GUI.
 */
public final class PlanSensitivity {
  private PlanSensitivity() {}

  /**
   * The line {@code wirebench bench} prints before a JMH plan runs and the Benchmark screen shows
   * under its plan, or empty for a latency plan. Blocking: reads the history of each of the plan's
   * benchmarks measured before.
   */
  public static Optional<String> describe(RunStore runs, BenchmarkPlan plan) {
    if (plan.latency() != null) {
      return Optional.empty();
    }
    String host = EnvironmentCapture.hostName();
    CompareSettings settings = CompareSettings.defaults();
    Set<String> codecs = Set.copyOf(plan.codecs());
    Set<String> fixtures = Set.copyOf(plan.fixtures());
    Set<String> operations =
        plan.operations().stream().map(Operation::id).collect(Collectors.toSet());
    Set<String> modes = plan.modes().stream().map(BenchMode::id).collect(Collectors.toSet());
    record Found(String name, double detectable) {}
    List<Found> found = new ArrayList<>();
    for (HistoryKey history : runs.historyKeys()) {
      BenchmarkKey key = history.key();
      if (!codecs.contains(key.codec())
          || !fixtures.contains(key.fixture())
          || !operations.contains(key.operation())
          || !modes.contains(key.mode())) {
        continue;
      }
      newestOnThisHost(runs, key, host)
          .ifPresent(
              earlier -> {
                OptionalDouble detectable =
                    DetectableChange.of(
                        ForkSamples.of(earlier, 1),
                        plan.forks(),
                        settings.alpha(),
                        settings.noiseBand());
                if (detectable.isPresent()) {
                  found.add(new Found(key.describe(), detectable.getAsDouble()));
                }
              });
    }
    if (found.isEmpty()) {
      return Optional.of(
          "plan: no earlier run of these benchmarks on this host with 3 or more forks, so the"
              + " change this plan can detect is not known yet (a comparison will say it)");
    }
    found.sort(Comparator.comparingDouble(Found::detectable));
    Found widest = found.get(found.size() - 1);
    int n = found.size();
    double median =
        (found.get((n - 1) / 2).detectable() + found.get(n / 2).detectable()) / 2; // even: mean
    return Optional.of(
        String.format(
            Locale.ROOT,
            "plan: with %d fork%s a side, a comparison of this plan can call changes beyond about"
                + " ±%.1f %% (median of %d benchmark%s measured before on this host; widest ±%.1f"
                + " %%: %s)",
            plan.forks(),
            plan.forks() == 1 ? "" : "s",
            median * 100,
            found.size(),
            found.size() == 1 ? "" : "s",
            widest.detectable() * 100,
            widest.name()));
  }

  private static Optional<BenchResult> newestOnThisHost(
      RunStore runs, BenchmarkKey key, String host) {
    List<HistoryRow> rows = runs.historyRows(key);
    for (int i = rows.size() - 1; i >= 0; i--) {
      HistoryRow row = rows.get(i);
      if (host.equals(row.environment().host()) && row.resultId() > 0) {
        BenchResult result = runs.historyResult(row.resultId());
        if (result != null && result.rawData().size() >= 3) {
          return Optional.of(result);
        }
      }
    }
    return Optional.empty();
  }
}
