package dev.wirebench.engine.history;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;

/** Seeded synthetic series for change-point tests: levels with Gaussian noise. */
final class SyntheticSeries {
  static final BenchmarkKey DECODE =
      new BenchmarkKey(
          "dev.wirebench.engine.bench.jmh.CodecBenchmark.decode",
          "json",
          "snapshot-20x20",
          "decode",
          "avgt",
          new TreeMap<>(Map.of("codec", "json", "fixture", "snapshot-20x20")));
  static final EnvironmentKey HOST =
      new EnvironmentKey("bench-1", "Xeon", "Eclipse Adoptium", "17.0.12", "-Xmx1g");

  private SyntheticSeries() {}

  /**
   * A series whose points sit at {@code levels[i]} for {@code lengths[i]} points each, plus
   * Gaussian noise of standard deviation {@code sigma}; every point's error is {@code error}.
   */
  static Series levels(long seed, double sigma, double error, int[] lengths, double... levels) {
    Random random = new Random(seed);
    List<Double> scores = new ArrayList<>();
    for (int l = 0; l < levels.length; l++) {
      for (int i = 0; i < lengths[l]; i++) {
        scores.add(levels[l] + sigma * random.nextGaussian());
      }
    }
    return of(scores, error);
  }

  static Series of(List<Double> scores, double error) {
    List<SeriesPoint> points = new ArrayList<>();
    Instant start = Instant.parse("2026-01-01T00:00:00Z");
    for (int i = 0; i < scores.size(); i++) {
      points.add(
          new SeriesPoint(i + 1, "nightly", start.plusSeconds(3600L * i), scores.get(i), error));
    }
    return new Series(DECODE, HOST, "ns/op", points);
  }
}
