package dev.wirebench.app.bench;

import dev.wirebench.engine.bench.BenchmarkPlan;
import dev.wirebench.engine.bench.PreparedPlan;
import dev.wirebench.engine.bench.SkippedPair;
import java.util.LinkedHashSet;
import java.util.List;

/**
 * The benchmarks a plan names that cannot run because their codec cannot carry their fixture (n/a),
 * counted as benchmarks — each codec × fixture pair skipped takes every operation and mode with it
 * — so the count agrees with the plan's "4 benchmarks" and the results that arrive.
 *
 * @param benchmarks benchmarks not run
 * @param planned benchmarks the plan names, those included
 * @param pairs the codec × fixture pairs skipped, with why
 */
record NotApplicable(int benchmarks, int planned, List<SkippedPair> pairs) {
  static final NotApplicable NONE = new NotApplicable(0, 0, List.of());

  NotApplicable {
    pairs = List.copyOf(pairs);
  }

  /** What {@code prepared} leaves out. */
  static NotApplicable of(PreparedPlan prepared) {
    BenchmarkPlan plan = prepared.plan();
    int modes = plan.latency() == null ? new LinkedHashSet<>(plan.modes()).size() : 1;
    int perPair = new LinkedHashSet<>(plan.operations()).size() * Math.max(1, modes);
    int skipped = prepared.skipped().size() * perPair;
    return new NotApplicable(skipped, prepared.cases().size() + skipped, prepared.skipped());
  }

  /** {@code 2 of 4 benchmarks n/a}, or empty if every benchmark runs. */
  String count() {
    return benchmarks == 0
        ? ""
        : benchmarks + " of " + planned + (planned == 1 ? " benchmark" : " benchmarks") + " n/a";
  }

  /** {@code 2 of 4 benchmarks n/a: fix × minimal — reason}, one line per pair; or empty. */
  String describe() {
    if (benchmarks == 0) {
      return "";
    }
    StringBuilder text = new StringBuilder(count()).append(':');
    for (SkippedPair pair : pairs) {
      text.append('\n').append(pair.codec()).append(" × ").append(pair.fixture());
      text.append(" — ").append(pair.reason());
    }
    return text.toString();
  }
}
