package dev.wirebench.app.bench;

import dev.wirebench.engine.bench.BenchMode;
import dev.wirebench.engine.bench.BenchmarkEngine;
import dev.wirebench.engine.bench.DurationText;
import dev.wirebench.engine.bench.LatencySettings;
import dev.wirebench.engine.latency.CoolerSpec;
import java.time.Duration;

/**
 * Checks the Benchmark screen's plan form before it can run: something chosen in each list, a
 * cooler and rate the latency harness understands, positive counts and times; and how big it is.
 * Reads the form through {@link PlanViewModel}'s properties; changes nothing.
 */
final class PlanCheck {
  /** Rough cost of starting one fork, for the estimate. */
  private static final Duration FORK_START = Duration.ofMillis(1500);

  private PlanCheck() {}

  /**
   * How big {@code plan} is: benchmarks, forks (and profiled forks, one per event) and a rough
   * duration, as one line.
   */
  static String size(PlanViewModel plan) {
    int count = plan.codecs().size() * plan.fixtures().size() * plan.operations().size();
    String benchmarks = count == 1 ? "1 benchmark" : count + " benchmarks";
    if (plan.modeProperty().get() == BenchMode.LATENCY) {
      return benchmarks + " · " + plan.latencyOpsProperty().get() + " timed operations each";
    }
    int forks = plan.forksProperty().get();
    int profiled = plan.profiles().events().size();
    Duration each =
        DurationText.parse(plan.warmupTimeProperty().get())
            .multipliedBy(plan.warmupIterationsProperty().get())
            .plus(
                DurationText.parse(plan.measureTimeProperty().get())
                    .multipliedBy(plan.measureIterationsProperty().get()))
            .plus(FORK_START)
            .multipliedBy(forks + profiled);
    return benchmarks
        + " · "
        + forks
        + (forks == 1 ? " fork" : " forks")
        + (profiled == 0 ? "" : " + " + profiled + " profiled")
        + " · about "
        + BenchmarkEngine.humanDuration(each.multipliedBy(count))
        + " (unsupported pairs are skipped)";
  }

  /** What stops {@code plan} from running, as one sentence for the form, or empty. */
  static String problem(PlanViewModel plan) {
    if (plan.codecs().isEmpty()) {
      return "Choose at least one codec.";
    }
    if (plan.fixtures().isEmpty()) {
      return "Choose at least one fixture.";
    }
    if (plan.operations().isEmpty()) {
      return "Choose at least one operation.";
    }
    if (plan.modeProperty().get() == BenchMode.LATENCY) {
      CoolerSpec spec;
      try {
        spec =
            LatencySettings.parseCooler(
                plan.coolerProperty().get() == null ? "" : plan.coolerProperty().get());
      } catch (IllegalArgumentException bad) {
        return "Cooler: " + bad.getMessage() + ".";
      }
      if (plan.openLoop()) {
        try {
          LatencySettings.parseRate(plan.rateProperty().get());
        } catch (IllegalArgumentException bad) {
          return "Rate: " + bad.getMessage() + ".";
        }
        if (spec.kind() != CoolerSpec.Kind.NONE) {
          return "An open-loop run (a rate) takes no cooler: the rate spaces the operations.";
        }
      }
      return plan.latencyOpsProperty().get() < 1 ? "Time at least 1 operation." : "";
    }
    if (plan.measureIterationsProperty().get() < 1) {
      return "Measure at least 1 iteration.";
    }
    if (plan.forksProperty().get() < 1) {
      return "Run at least 1 fork: a benchmark never runs inside the workbench.";
    }
    String time = checkTime("Warm-up time", plan.warmupTimeProperty().get());
    return time.isEmpty() ? checkTime("Measurement time", plan.measureTimeProperty().get()) : time;
  }

  private static String checkTime(String what, String text) {
    try {
      if (DurationText.parse(text == null ? "" : text).isZero()) {
        return what + " must be more than 0.";
      }
      return "";
    } catch (IllegalArgumentException bad) {
      return what + ": " + bad.getMessage() + ".";
    }
  }
}
