package dev.wirebench.app.bench;

import dev.wirebench.app.bench.BenchService.StoredOutcome;
import dev.wirebench.engine.bench.BenchOutcome;
import dev.wirebench.engine.bench.BenchmarkCase;
import dev.wirebench.engine.bench.BenchmarkEngine;
import dev.wirebench.engine.bench.IterationProgress;
import dev.wirebench.engine.bench.PreparedPlan;
import dev.wirebench.engine.profile.ProfileEvent;
import dev.wirebench.engine.profile.StackProfile;
import dev.wirebench.engine.result.BenchResult;
import java.time.Duration;
import java.util.List;

/** The Benchmark screen's one-line texts about a run: its notes count and how it ended. */
final class RunStatusText {
  private RunStatusText() {}

  /** {@code 2 of 4 benchmarks n/a · 1 warning}, or empty. */
  static String notes(NotApplicable notApplicable, int warnings) {
    List<String> parts = new java.util.ArrayList<>();
    if (notApplicable.benchmarks() > 0) {
      parts.add(notApplicable.count());
    }
    if (warnings > 0) {
      parts.add(warnings == 1 ? "1 warning" : warnings + " warnings");
    }
    return String.join(" · ", parts);
  }

  /** The notes' tooltip: the plan's warnings, then the n/a pairs and why. */
  static String notesText(PreparedPlan prepared, NotApplicable notApplicable) {
    List<String> lines = new java.util.ArrayList<>(prepared.warnings());
    if (notApplicable.benchmarks() > 0) {
      lines.add(notApplicable.describe());
    }
    return String.join("\n", lines);
  }

  /**
   * {@code Finished: 2 results in 12 s · stored as run #4 (complete, 2 of 4 benchmarks n/a)}, or
   * how it fell short.
   */
  static String status(BenchOutcome outcome, StoredOutcome stored, NotApplicable notApplicable) {
    int ok = outcome.succeeded().size();
    List<BenchResult> failures = outcome.failures();
    String took =
        BenchmarkEngine.humanDuration(Duration.between(outcome.startedAt(), outcome.finishedAt()));
    StringBuilder text = new StringBuilder();
    if (outcome.cancelled()) {
      text.append("Cancelled after ").append(ok).append(ok == 1 ? " result" : " results");
    } else {
      text.append("Finished: ").append(ok).append(ok == 1 ? " result" : " results");
      text.append(" in ").append(took);
    }
    if (!failures.isEmpty()) {
      text.append(" · ").append(failures.size()).append(" failed: ");
      text.append(failures.get(0).failure().lines().findFirst().orElse(""));
    }
    if (stored.stored()) {
      text.append(" · stored as run #").append(stored.runId());
      text.append(" (").append(outcome.status().name().toLowerCase(java.util.Locale.ROOT));
      if (notApplicable.benchmarks() > 0) {
        text.append(", ").append(notApplicable.count());
      }
      text.append(")");
    } else if (stored.storageFailure() != null) {
      text.append(" · not fully stored");
    } else {
      text.append(" · nothing stored: the run never started");
    }
    return text.toString();
  }

  /** {@code 2 of 4: json × minimal encode · iteration 3/5 · fork 1/2}. */
  static String iteration(IterationProgress p) {
    return (p.index() + 1)
        + " of "
        + p.count()
        + ": "
        + p.benchmark().label()
        + " · "
        + (p.warmup() ? "warm-up " : "iteration ")
        + p.iteration()
        + "/"
        + p.iterations()
        + (p.forks() > 1 ? " · fork " + p.fork() + "/" + p.forks() : "");
  }

  /** {@code 2 of 4: json × minimal encode · profiled fork: cpu (its scores are not kept)}. */
  static String profiling(int index, int count, BenchmarkCase benchmark, ProfileEvent event) {
    return prefix(index, count, benchmark)
        + "profiled fork: "
        + event.id()
        + " (its scores are not kept)";
  }

  /** {@code 2 of 4: json × minimal encode · cpu profile by JFR, not async-profiler 4.2: why}. */
  static String fellBack(
      int index, int count, BenchmarkCase benchmark, ProfileEvent event, String why) {
    return prefix(index, count, benchmark)
        + event.id()
        + " profile by JFR, not "
        + StackProfile.ASYNC_PROFILER
        + ": "
        + why;
  }

  private static String prefix(int index, int count, BenchmarkCase benchmark) {
    return (index + 1) + " of " + count + ": " + benchmark.label() + " · ";
  }

  /** {@code 2 of 4: json × minimal encode · no cpu profile: why}. */
  static String noProfile(int index, int count, BenchmarkCase benchmark, StackProfile profile) {
    return prefix(index, count, benchmark)
        + "no "
        + profile.event().id()
        + " profile: "
        + profile.note();
  }
}
