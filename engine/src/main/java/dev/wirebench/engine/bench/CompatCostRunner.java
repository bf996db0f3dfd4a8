package dev.wirebench.engine.bench;

import dev.wirebench.engine.bench.jmh.CompatCostBenchmark;
import dev.wirebench.engine.compat.CompatInput;
import dev.wirebench.engine.env.JavaRuntime;
import dev.wirebench.engine.env.JavaRuntimes;
import dev.wirebench.engine.jvm.JvmFlags;
import dev.wirebench.engine.run.CancelToken;
import dev.wirebench.engine.run.MeasurementLock;
import dev.wirebench.engine.workload.CompatCosts;
import dev.wirebench.engine.workload.CostVariant;
import dev.wirebench.engine.workload.Workload;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.regex.Pattern;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.VerboseMode;

/**
 * Measures the cost of compatibility ({@link CostPlan}): each variant's encode and decode through
 * JMH in forked JVMs on this JVM's runtime with the codec libraries' required flags (never this
 * JVM's own), one benchmark at a time behind the machine-wide {@link MeasurementLock}, as every
 * Wirebench benchmark runs. Payload sizes are measured here first; a variant that cannot run on the
 * input (a reader that refuses the other version's bytes) is a result with its reason, not a fork.
 *
 * <p>Blocking; call from any thread but a UI thread. Progress lines go to the consumer on engine
 * threads. Cancelling stops the run and kills its forks; the results so far are returned.
 */
public final class CompatCostRunner {
  private final MeasurementLock lock;

  public CompatCostRunner(MeasurementLock lock) {
    this.lock = lock;
  }

  /** Runs {@code plan} on {@code input} (the versions {@code plan.source()} reads, or null). */
  public List<CostResult> run(
      CostPlan plan, CompatInput input, Consumer<String> progress, CancelToken cancel) {
    BenchmarkListener listener =
        new BenchmarkListener() {
          @Override
          public void waiting(String message) {
            progress.accept(message);
          }
        };
    List<CostResult> results = new ArrayList<>();
    MeasurementLock.Held held =
        lock.acquire("compat cost of " + plan.variants().size() + " variants", cancel, progress);
    try {
      JmhAttempts attempts = new JmhAttempts(listener, cancel);
      for (CostVariant variant : plan.variants()) {
        if (cancel.isCancelled()) {
          break;
        }
        results.addAll(variant(plan, input, variant, attempts, listener, progress));
      }
    } finally {
      held.close();
    }
    return results;
  }

  private static List<CostResult> variant(
      CostPlan plan,
      CompatInput input,
      CostVariant variant,
      JmhAttempts attempts,
      BenchmarkListener listener,
      Consumer<String> progress) {
    String on =
        variant.builtIn() ? plan.fixture() : variant == CostVariant.SBE_NEWER_BLOCK ? "NEW" : "OLD";
    double bytes;
    try {
      if (!variant.builtIn() && plan.source() == null) {
        throw new IllegalArgumentException("needs the two versions (OLD and NEW)");
      }
      Workload<?> workload = CompatCosts.prepare(variant, plan.fixture(), input);
      bytes = CompatCosts.meanBytes(workload);
    } catch (RuntimeException cannot) {
      List<CostResult> failed = new ArrayList<>();
      for (Operation operation : CostPlan.OPERATIONS) {
        failed.add(failed(plan, variant, on, Double.NaN, operation, cannot.getMessage()));
      }
      return failed;
    }
    List<CostResult> out = new ArrayList<>();
    for (Operation operation : CostPlan.OPERATIONS) {
      ProgressOutputFormat.Progress step =
          (fork, forks, warmup, n, of, score, unit) ->
              progress.accept(
                  String.format(
                      java.util.Locale.ROOT,
                      "%s %s: fork %d/%d %s %d/%d %.1f %s",
                      variant.id(),
                      operation.id(),
                      fork,
                      forks,
                      warmup ? "warm-up" : "iteration",
                      n,
                      of,
                      score,
                      unit));
      JmhAttempts.Finished done =
          attempts.run(
              options(plan, variant, operation), () -> new ProgressOutputFormat(listener, step));
      if (done == null) {
        break; // cancelled
      }
      out.add(result(plan, variant, on, bytes, operation, done));
    }
    return out;
  }

  private static CostResult result(
      CostPlan plan,
      CostVariant variant,
      String on,
      double bytes,
      Operation operation,
      JmhAttempts.Finished done) {
    if (done.failure() != null || done.results().size() != 1) {
      String why =
          done.failure() != null
              ? done.failure()
              : "JMH returned " + done.results().size() + " results, expected 1";
      return failed(plan, variant, on, bytes, operation, why);
    }
    RunResult run = done.results().iterator().next();
    Result<?> primary = run.getPrimaryResult();
    return new CostResult(
        variant,
        on,
        bytes,
        operation,
        primary.getScore(),
        primary.getScoreError(),
        primary.getScoreUnit(),
        plan.forks(),
        plan.iterations(),
        null);
  }

  private static CostResult failed(
      CostPlan plan, CostVariant variant, String on, double bytes, Operation op, String why) {
    return new CostResult(
        variant,
        on,
        bytes,
        op,
        Double.NaN,
        Double.NaN,
        BenchMode.AVERAGE_TIME.unit(),
        plan.forks(),
        plan.iterations(),
        why);
  }

  private static Options options(CostPlan plan, CostVariant variant, Operation operation) {
    JavaRuntime jvm = JavaRuntimes.current();
    return new OptionsBuilder()
        .include(
            "^" + Pattern.quote(CompatCostBenchmark.class.getName() + "." + operation.id()) + "$")
        .param("variant", variant.id())
        .param("fixture", plan.fixture())
        .param("source", plan.source() == null ? "none" : plan.source().param())
        .mode(BenchMode.AVERAGE_TIME.jmhMode())
        .timeUnit(BenchMode.AVERAGE_TIME.timeUnit())
        .forks(plan.forks())
        .warmupIterations(plan.warmups())
        .warmupTime(JmhCaseRunner.timeValue(plan.warmupTime()))
        .measurementIterations(plan.iterations())
        .measurementTime(JmhCaseRunner.timeValue(plan.iterationTime()))
        .threads(1)
        .jvm(jvm.java().toString())
        .jvmArgs(JvmFlags.forJdk(jvm.feature()).toArray(new String[0]))
        .shouldFailOnError(true)
        .verbosity(VerboseMode.NORMAL)
        .build();
  }
}
