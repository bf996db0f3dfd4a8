package dev.wirebench.app.dashboard;

import dev.wirebench.engine.result.BenchResult;
import dev.wirebench.engine.result.Environment;
import dev.wirebench.engine.result.RunKind;
import dev.wirebench.engine.result.RunStatus;
import dev.wirebench.engine.result.ThroughputPoint;
import dev.wirebench.storage.PlanKey;
import dev.wirebench.storage.RunStore;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** Writes small, known runs into a real run store for Dashboard tests. */
final class SeededRuns {
  private SeededRuns() {}

  /** A JMH codec result: avgt in ns/op, or thrpt in ops/s. */
  static BenchResult result(String codec, String fixture, String op, String mode, double score) {
    String unit = mode.equals("thrpt") ? "ops/s" : "ns/op";
    return new BenchResult(
        "dev.wirebench.engine.bench.jmh.CodecBenchmark." + op,
        codec,
        fixture,
        op,
        mode,
        Map.of("codec", codec, "fixture", fixture),
        score,
        score * 0.02,
        unit,
        score * 0.98,
        score * 1.02,
        new TreeMap<>(),
        0.0,
        100,
        null,
        List.of(List.of(score, score)),
        Map.of(),
        null,
        null,
        null,
        List.of());
  }

  /** The plan key of a run that recorded none. */
  static final PlanKey NO_PLAN = new PlanKey("", "", "", "", "");

  static long bench(RunStore store, String label, BenchResult... results) {
    return bench(store, label, Environment.empty(), RunStatus.COMPLETE, results);
  }

  static long bench(
      RunStore store,
      String label,
      Environment environment,
      RunStatus status,
      BenchResult... results) {
    long run = store.startRun(RunKind.BENCH, label, null, environment);
    for (BenchResult result : results) {
      store.addResult(run, result);
    }
    store.finishRun(run, status);
    return run;
  }

  /** An environment with a host, a JVM and the settings a plan key reads. */
  static Environment plan(String host, String forks) {
    return Environment.of(
        Map.of(
            Environment.HOST,
            host,
            Environment.JVM_VENDOR,
            "Eclipse Adoptium",
            Environment.JVM_VERSION,
            "21.0.4",
            "settings.warmup",
            "2x200ms",
            "settings.measurement",
            "3x200ms",
            "settings.forks",
            forks));
  }

  /** An avgt decode result on bars with one fork per value (three iterations around it). */
  static BenchResult forked(String codec, String op, double... forkMeans) {
    List<List<Double>> forks = new java.util.ArrayList<>();
    for (double mean : forkMeans) {
      forks.add(List.of(mean * 0.999, mean, mean * 1.001));
    }
    double score = java.util.Arrays.stream(forkMeans).average().orElseThrow();
    return new BenchResult(
        "dev.wirebench.engine.bench.jmh.CodecBenchmark." + op,
        codec,
        "bars",
        op,
        "avgt",
        Map.of("codec", codec, "fixture", "bars"),
        score,
        score * 0.01,
        "ns/op",
        Double.NaN,
        Double.NaN,
        new TreeMap<>(),
        0.0,
        100,
        null,
        forks,
        Map.of(),
        null,
        null,
        null,
        List.of());
  }

  static long throughput(RunStore store) {
    long run = store.startRun(RunKind.THROUGHPUT, "sweep", null, Environment.empty());
    store.addThroughputPoint(
        run,
        new ThroughputPoint(
            "log", "json", "bars", 1, 0, 1000, 70_000, 1_000_000, 1e6, 70, List.of(1e6), 2e6));
    store.finishRun(run, RunStatus.COMPLETE);
    return run;
  }

  /**
   * Three runs: two benchmark runs of json/fix/wire-compiled on bars (the second one faster for
   * json decode), then a throughput sweep.
   */
  static void seed(RunStore store) {
    bench(
        store,
        "first",
        result("json", "bars", "encode", "avgt", 400),
        result("json", "bars", "decode", "avgt", 900),
        result("fix", "bars", "encode", "avgt", 300),
        result("fix", "bars", "decode", "avgt", 1200));
    bench(
        store,
        "second",
        result("json", "bars", "decode", "avgt", 800),
        result("wire-compiled", "bars", "encode", "thrpt", 40_000_000), // 25 ns/op
        result("wire-compiled", "bars", "decode", "avgt", 30),
        result("json", "minimal", "encode", "avgt", 90));
    throughput(store);
  }
}
