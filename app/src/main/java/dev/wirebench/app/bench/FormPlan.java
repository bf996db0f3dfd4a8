package dev.wirebench.app.bench;

import dev.wirebench.engine.bench.BenchMode;
import dev.wirebench.engine.bench.BenchmarkPlan;
import dev.wirebench.engine.bench.DurationText;
import dev.wirebench.engine.bench.IterationSpec;
import dev.wirebench.engine.bench.LatencySettings;
import dev.wirebench.engine.bench.Operation;
import java.util.Arrays;
import java.util.List;

/**
 * Turns the Benchmark screen's plan form into the engine's plan: a JMH plan (with the GC profiler
 * and the profile switches) or a latency-harness plan. Reads the form through {@link
 * PlanViewModel}'s properties, as {@link PlanCheck} does; call it on a form without a problem.
 */
final class FormPlan {
  private FormPlan() {}

  static BenchmarkPlan of(PlanViewModel form) {
    String label = form.labelProperty().get();
    BenchmarkPlan.Builder plan =
        BenchmarkPlan.builder()
            .codecs(List.copyOf(form.codecs()))
            .fixtures(List.copyOf(form.fixtures()))
            .operations(ordered(form.operations()))
            .jvm(form.jvmProperty().get())
            .jvmFlags(flags(form.jvmFlagsProperty().get()))
            .label(label == null || label.isBlank() ? null : label.trim());
    form.messageFiles().schemas().forEach(plan::schema);
    BenchMode mode = form.modeProperty().get();
    if (mode == BenchMode.LATENCY) {
      long ops = form.latencyOpsProperty().get();
      return plan.latency(
              new LatencySettings(
                  LatencySettings.parseCooler(form.coolerProperty().get()),
                  Math.min(LatencySettings.DEFAULT_WARMUP_OPS, Math.max(1_000, ops / 5)),
                  ops,
                  form.openLoop() ? LatencySettings.parseRate(form.rateProperty().get()) : 0,
                  form.subtractTimerProperty().get()))
          .build();
    }
    return plan.modes(mode)
        .warmup(
            IterationSpec.of(
                form.warmupIterationsProperty().get(),
                DurationText.parse(form.warmupTimeProperty().get())))
        .measurement(
            IterationSpec.of(
                form.measureIterationsProperty().get(),
                DurationText.parse(form.measureTimeProperty().get())))
        .forks(form.forksProperty().get())
        .profilers(form.profiles().profilers())
        .gcProfiler(form.gcProfilerProperty().get())
        .profiles(form.profiles().events())
        .build();
  }

  /** The chosen operations in the engine's order (encode, decode, round trip). */
  static List<Operation> ordered(List<Operation> chosen) {
    return Arrays.stream(Operation.values()).filter(chosen::contains).toList();
  }

  private static List<String> flags(String jvmFlags) {
    String text = jvmFlags == null ? "" : jvmFlags.trim();
    return text.isEmpty() ? List.of() : Arrays.asList(text.split("\\s+"));
  }
}
