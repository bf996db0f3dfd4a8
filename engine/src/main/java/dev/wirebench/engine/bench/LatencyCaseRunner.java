package dev.wirebench.engine.bench;

import dev.wirebench.engine.latency.LatencyException;
import dev.wirebench.engine.latency.LatencyHarness;
import dev.wirebench.engine.latency.LatencyListener;
import dev.wirebench.engine.latency.LatencyMeasurement;
import dev.wirebench.engine.latency.LatencyRequest;
import dev.wirebench.engine.latency.LatencyRunner;
import dev.wirebench.engine.result.BenchResult;
import dev.wirebench.engine.run.CancelToken;
import java.util.ArrayList;
import java.util.List;

/**
 * Runs one benchmark in a latency fork (same runtime and explicit flags as JMH forks, this
 * process's class path), relays its progress, and kills it on cancel.
 */
final class LatencyCaseRunner {
  private final PreparedPlan prepared;
  private final BenchmarkListener listener;
  private final CancelToken cancel;
  private final EtaClock eta;
  private final LatencyRunner runner;

  LatencyCaseRunner(
      PreparedPlan prepared, BenchmarkListener listener, CancelToken cancel, EtaClock eta) {
    this.prepared = prepared;
    this.listener = listener;
    this.cancel = cancel;
    this.eta = eta;
    this.runner =
        new LatencyRunner(
            prepared.jvm().java(), prepared.forkJvmArgs(), System.getProperty("java.class.path"));
  }

  /** The runner of a dynamic fixture's fork also tells the fork the schema source. */
  private LatencyRunner runnerFor(BenchmarkCase benchmark) {
    if (!benchmark.dynamic()) {
      return runner;
    }
    List<String> args = new ArrayList<>(prepared.forkJvmArgs());
    args.add("-D" + LatencyHarness.SCHEMA_PROPERTY + "=" + benchmark.schemaSource());
    return new LatencyRunner(prepared.jvm().java(), args, System.getProperty("java.class.path"));
  }

  /** The benchmark's result (failed if the fork failed), or null if the run was cancelled. */
  BenchResult run(BenchmarkCase benchmark, int index, int count) {
    LatencySettings settings = prepared.plan().latency();
    LatencyRequest request =
        new LatencyRequest(
            benchmark.codec(),
            benchmark.fixtureSource(),
            benchmark.operation().id(),
            settings.warmupOps(),
            settings.measuredOps(),
            settings.cooler(),
            settings.ratePerSecond());
    double total = settings.warmupOps() + settings.measuredOps();
    // the fork's warm-up chunk means, the extra warm-up's too: its result line carries the
    // measured chunks only
    List<Double> warmups = java.util.Collections.synchronizedList(new ArrayList<>());
    LatencyListener relay =
        new LatencyListener() {
          @Override
          public void progress(boolean warmup, int chunk, int chunks, double meanNanos) {
            if (warmup) {
              warmups.add(meanNanos);
            }
            // a warm-up chunk past the count is extra warm-up (until 1 s has passed): the phase
            // grows by one chunk ("warm-up 12/12"), its work is done as far as progress goes
            int phase = Math.max(chunk, chunks);
            double ops =
                warmup
                    ? settings.warmupOps() * (double) Math.min(chunk, chunks) / chunks
                    : settings.warmupOps() + settings.measuredOps() * (double) chunk / chunks;
            eta.progress(ops / total);
            listener.iteration(
                new IterationProgress(
                    benchmark, index, count, 1, 1, warmup, chunk, phase, meanNanos, "ns/op",
                    eta.eta()));
          }

          @Override
          public void output(String line) {
            listener.output(line);
          }
        };
    LatencyRunner.Fork fork;
    try {
      fork = runnerFor(benchmark).start(request, relay);
    } catch (LatencyException e) {
      return JmhResults.failed(benchmark, prepared, e.getMessage());
    }
    CancelToken.Registration stop = cancel.onCancel(fork::kill);
    try {
      LatencyMeasurement measurement = fork.await();
      BenchResult result = LatencyResults.map(benchmark, prepared, measurement);
      return warmups.isEmpty() ? result : result.withWarmup(List.of(List.copyOf(warmups)));
    } catch (LatencyException e) {
      return cancel.isCancelled() ? null : JmhResults.failed(benchmark, prepared, e.getMessage());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      fork.kill();
      cancel.cancel();
      return null;
    } finally {
      stop.close();
    }
  }
}
