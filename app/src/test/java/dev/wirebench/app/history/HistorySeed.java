package dev.wirebench.app.history;

import dev.wirebench.engine.result.BenchResult;
import dev.wirebench.engine.result.Environment;
import dev.wirebench.storage.ImportedRun;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The History tests' seed data: a codec benchmark result of one score (two iterations, one fork, a
 * 1 % error) and an imported run holding such results on a named host.
 */
final class HistorySeed {
  private HistorySeed() {}

  /** An imported run of {@code results} on {@code host}, started at {@code at}. */
  static ImportedRun run(String label, String host, Instant at, BenchResult... results) {
    Map<String, String> env = new TreeMap<>();
    env.put(Environment.HOST, host);
    env.put(Environment.JVM_VERSION, "17.0.12");
    return new ImportedRun(
        label, label + ".json", "sha-" + label, at, null, Environment.of(env), List.of(results));
  }

  /** {@code codec}'s {@code op} on the "snapshot" fixture, average time {@code score} ns/op. */
  static BenchResult result(String codec, String op, double score) {
    return new BenchResult(
        "dev.wirebench.engine.bench.jmh.CodecBenchmark." + op,
        codec,
        "snapshot",
        op,
        "avgt",
        Map.of("codec", codec, "fixture", "snapshot"),
        score,
        score * 0.01,
        "ns/op",
        score * 0.99,
        score * 1.01,
        new TreeMap<>(),
        null,
        null,
        null,
        List.of(List.of(score, score)),
        Map.of(),
        null,
        null,
        null,
        List.of());
  }
}
