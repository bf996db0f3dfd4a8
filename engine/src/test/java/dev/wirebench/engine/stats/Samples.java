package dev.wirebench.engine.stats;

import dev.wirebench.engine.result.BenchResult;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** Builds benchmark results from samples for the statistics tests. */
final class Samples {
  private Samples() {}

  static BenchResult result(String codec, String mode, String unit, double... samples) {
    double mean = 0;
    for (double s : samples) {
      mean += s;
    }
    mean /= samples.length;
    double error = mean * 0.01;
    List<Double> raw = new ArrayList<>();
    for (double s : samples) {
      raw.add(s);
    }
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
        List.of(raw),
        Map.of(),
        null,
        null,
        null);
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
        null);
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
