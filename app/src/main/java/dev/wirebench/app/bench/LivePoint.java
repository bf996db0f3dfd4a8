package dev.wirebench.app.bench;

import dev.wirebench.engine.bench.BenchmarkCase;

/**
 * One iteration score as it arrives, for the live chart.
 *
 * @param benchmark the line it belongs to: the benchmark's label, e.g. {@code json × minimal
 *     encode}, and its fork when there are several ({@code json × minimal encode · fork 2}) — each
 *     fork is a JVM of its own, so joining them into one line drew a jump that is no trend
 * @param iteration 1-based position among the fork's iterations (warm-up first)
 * @param score the iteration's score
 * @param unit the score's unit
 * @param warmup whether it was a warm-up iteration
 */
public record LivePoint(
    String benchmark, int iteration, double score, String unit, boolean warmup) {
  /** The line of {@code benchmark}'s fork {@code fork} (1-based) of {@code forks}. */
  static String line(BenchmarkCase benchmark, int fork, int forks) {
    String label =
        benchmark.codec() + " × " + benchmark.fixture() + " " + benchmark.operation().id();
    return line(label, fork, forks);
  }

  /** The line of {@code label}'s fork {@code fork} (1-based) of {@code forks}. */
  static String line(String label, int fork, int forks) {
    return forks > 1 ? label + " · fork " + fork : label;
  }
}
