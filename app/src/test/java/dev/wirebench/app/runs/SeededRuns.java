package dev.wirebench.app.runs;

import dev.wirebench.engine.result.BenchResult;
import dev.wirebench.engine.result.Environment;
import dev.wirebench.engine.result.RunKind;
import dev.wirebench.engine.result.RunStatus;
import dev.wirebench.storage.RunStore;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Runs written into a real store for tests and screenshots: a baseline and a candidate bench run
 * with raw samples (json decode 25 % faster in the candidate, fix decode unchanged, protobuf encode
 * slower), on different JVMs so a comparison warns; and small JMH JSON files.
 */
public final class SeededRuns {
  private SeededRuns() {}

  /** Stores a complete bench run; returns its id. */
  public static long bench(RunStore store, String label, String jvm, double[] means) {
    return bench(store, label, jvm, means, "bench-host");
  }

  /** Stores a complete bench run made on {@code host}; returns its id. */
  public static long bench(RunStore store, String label, String jvm, double[] means, String host) {
    Environment env =
        Environment.of(
            Map.of(
                Environment.HOST,
                host,
                Environment.CPU_MODEL,
                "AMD EPYC 7B13",
                Environment.CPU_COUNT,
                "2",
                Environment.OS_NAME,
                "Linux",
                Environment.JVM_VENDOR,
                "Eclipse Adoptium",
                Environment.JVM_VERSION,
                jvm,
                Environment.JMH_VERSION,
                "1.37",
                "settings.forks",
                "5",
                "settings.warmup",
                "3x1s",
                "settings.measurement",
                "5x1s"));
    long id = store.startRun(RunKind.BENCH, label, null, env);
    store.addResult(id, result("json", "decode", "snapshot-20x20", means[0], 1.2, 712));
    store.addResult(id, result("fix", "decode", "snapshot-20x20", means[1], 2.0, 1388));
    store.addResult(id, result("protobuf", "encode", "snapshot-20x20", means[2], 0.8, 402));
    store.finishRun(id, RunStatus.COMPLETE);
    return id;
  }

  /** The usual pair: baseline on JDK 17, candidate on JDK 21; returns {A, B}. */
  public static long[] pair(RunStore store) {
    long a = bench(store, "baseline", "17.0.15", new double[] {100, 200, 50});
    long b = bench(store, "candidate", "21.0.4", new double[] {75, 201, 60});
    return new long[] {a, b};
  }

  /**
   * A decode/encode result in ns/op: five forks of two iterations, spread ±{@code spread} around
   * the mean.
   */
  public static BenchResult result(
      String codec, String op, String fixture, double mean, double spread, int size) {
    List<List<Double>> samples = new ArrayList<>();
    for (int f = 0; f < 5; f++) {
      List<Double> fork = new ArrayList<>();
      for (int i = 2 * f; i < 2 * f + 2; i++) {
        fork.add(mean + spread * ((i % 5) - 2) / 2.0);
      }
      samples.add(fork);
    }
    return new BenchResult(
        "dev.wirebench.engine.bench.jmh.CodecBenchmark." + op,
        codec,
        fixture,
        op,
        "avgt",
        Map.of("codec", codec, "fixture", fixture),
        mean,
        spread * 1.5,
        "ns/op",
        mean - spread * 1.5,
        mean + spread * 1.5,
        new TreeMap<>(),
        op.equals("decode") ? 96.0 : 0.0,
        size,
        "COPY",
        samples,
        Map.of(),
        null,
        null,
        null,
        List.of());
  }

  /** A small, valid JMH JSON result file (one sample-mode benchmark with percentiles). */
  public static Path jmhFile(Path dir, String name) {
    String json =
        """
        [
          {
            "jmhVersion": "1.37",
            "benchmark": "org.example.MyBench.parse",
            "mode": "sample",
            "threads": 1,
            "forks": 1,
            "jdkVersion": "17.0.15",
            "vmVersion": "17.0.15+6",
            "warmupIterations": 1,
            "measurementIterations": 2,
            "params": { "size": "64" },
            "primaryMetric": {
              "score": 812.5,
              "scoreError": 12.25,
              "scoreConfidence": [800.25, 824.75],
              "scorePercentiles": { "50.0": 800.0, "90.0": 900.0, "99.0": 990.0, "99.9": 1200.0,
                "100.0": 1500.0 },
              "scoreUnit": "ns/op",
              "rawData": [[810.0, 815.0]]
            },
            "secondaryMetrics": {}
          }
        ]
        """;
    return write(dir.resolve(name), json);
  }

  /** Writes text to a file. */
  public static Path write(Path file, String text) {
    try {
      Files.writeString(file, text, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return file;
  }
}
