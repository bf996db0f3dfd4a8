package dev.wirebench.engine.stats;

import dev.wirebench.engine.result.BenchResult;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** Builds benchmark results from samples for the statistics tests. */
final class Samples {
  private Samples() {}

  /** A result whose samples all come from one fork. */
  static BenchResult result(String codec, String mode, String unit, double... samples) {
    return forked(codec, mode, unit, new double[][] {samples});
  }

  /**
   * A result with one fork per center, each of {@code iterations} iterations wiggling ±0.1 % around
   * it.
   */
  static BenchResult perFork(
      String codec, String mode, String unit, int iterations, double... centers) {
    double[][] forks = new double[centers.length][];
    for (int f = 0; f < centers.length; f++) {
      forks[f] = around(centers[f], centers[f] * 0.001, iterations);
    }
    return forked(codec, mode, unit, forks);
  }

  /** A result with the given iterations per fork. */
  static BenchResult forked(String codec, String mode, String unit, double[][] forks) {
    double mean = 0;
    int n = 0;
    List<List<Double>> raw = new ArrayList<>();
    for (double[] fork : forks) {
      List<Double> values = new ArrayList<>();
      for (double s : fork) {
        mean += s;
        n++;
        values.add(s);
      }
      raw.add(values);
    }
    mean /= n;
    double error = mean * 0.01;
    return new BenchResult(
        "dev.wirebench.engine.bench.jmh.CodecBenchmark.decode",
        codec,
        "snapshot",
        "decode",
        mode,
        Map.of("codec", codec, "fixture", "snapshot"),
        mean,
        error,
        unit,
        mean - error,
        mean + error,
        new TreeMap<>(),
        null,
        null,
        null,
        raw,
        Map.of(),
        null,
        null,
        null,
        List.of());
  }

  /** A score-only result, as imported from a file without raw data. */
  static BenchResult scoreOnly(String codec, String mode, double score, double error) {
    return new BenchResult(
        "dev.wirebench.engine.bench.jmh.CodecBenchmark.decode",
        codec,
        "snapshot",
        "decode",
        mode,
        Map.of("codec", codec, "fixture", "snapshot"),
        score,
        error,
        "ns/op",
        score - error,
        score + error,
        new TreeMap<>(),
        null,
        null,
        null,
        List.of(),
        Map.of(),
        null,
        null,
        null,
        List.of());
  }

  /** {@code n} samples around {@code center} with a deterministic ± {@code spread} wiggle. */
  static double[] around(double center, double spread, int n) {
    double[] values = new double[n];
    for (int i = 0; i < n; i++) {
      values[i] = center + spread * Math.sin(i * 2.3 + 0.7);
    }
    return values;
  }
}
