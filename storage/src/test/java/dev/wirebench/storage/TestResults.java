package dev.wirebench.storage;

import dev.wirebench.engine.result.BenchResult;
import dev.wirebench.engine.result.Environment;
import dev.wirebench.engine.result.ThroughputPoint;
import java.nio.ByteBuffer;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.HdrHistogram.Histogram;

/** Results of every kind, with every field set, for storage tests. */
public final class TestResults {
  private TestResults() {}

  public static BenchResult bench(String codec, String operation, double score) {
    TreeMap<Double, Double> percentiles = new TreeMap<>();
    return new BenchResult(
        "dev.wirebench.engine.bench.jmh.CodecBenchmark." + operation,
        codec,
        "snapshot-20x20",
        operation,
        "avgt",
        Map.of("codec", codec, "fixture", "snapshot-20x20"),
        score,
        score * 0.02,
        "ns/op",
        score * 0.98,
        score * 1.02,
        percentiles,
        312.5,
        1234,
        "REUSED_INSTANCE",
        List.of(
            List.of(score * 0.99, score, score * 1.01),
            List.of(score * 1.005, score * 0.995, score)),
        Map.of("gc.count", 3.0, "gc.time", 7.0, "gc.alloc.rate", Double.NaN),
        null,
        "{\"benchmark\":\"x\",\"primaryMetric\":{\"score\":" + score + "}}",
        null,
        List.of());
  }

  /** A sample-mode result: percentiles and raw samples, no histogram. */
  public static BenchResult sample(String codec, double score) {
    TreeMap<Double, Double> percentiles = new TreeMap<>();
    percentiles.put(0.0, score * 0.5);
    percentiles.put(50.0, score);
    percentiles.put(99.9, score * 10);
    percentiles.put(100.0, score * 100);
    return new BenchResult(
        "dev.wirebench.engine.bench.jmh.CodecBenchmark.decode",
        codec,
        "minimal",
        "decode",
        "sample",
        Map.of("codec", codec, "fixture", "minimal"),
        score,
        Double.NaN,
        "ns/op",
        Double.NaN,
        Double.NaN,
        percentiles,
        null,
        null,
        null,
        List.of(List.of(score, score * 1.1)),
        Map.of(),
        null,
        null,
        null,
        List.of());
  }

  /** A latency-harness result with a real HdrHistogram in its compressed encoding. */
  public static BenchResult latency(String codec) {
    Histogram histogram = new Histogram(3_600_000_000L, 3);
    for (int i = 1; i <= 10_000; i++) {
      histogram.recordValue(100 + i % 997);
    }
    ByteBuffer buffer = ByteBuffer.allocate(histogram.getNeededByteBufferCapacity());
    int length = histogram.encodeIntoCompressedByteBuffer(buffer);
    byte[] bytes = new byte[length];
    buffer.flip();
    buffer.get(bytes);
    TreeMap<Double, Double> percentiles = new TreeMap<>();
    for (double p : new double[] {50, 75, 90, 99, 99.9, 99.99, 99.999, 100}) {
      percentiles.put(p, (double) histogram.getValueAtPercentile(p));
    }
    return new BenchResult(
        "latency",
        codec,
        "fix-nos",
        "encode",
        "latency",
        Map.of("codec", codec, "fixture", "fix-nos", "cooler", "busy-spin 1000us"),
        histogram.getMean(),
        Double.NaN,
        "ns/op",
        Double.NaN,
        Double.NaN,
        percentiles,
        0.0,
        98,
        "MATERIALISED",
        List.of(),
        Map.of("min", (double) histogram.getMinValue(), "max", (double) histogram.getMaxValue()),
        bytes,
        null,
        null,
        List.of());
  }

  public static BenchResult failed(String codec) {
    return new BenchResult(
        "dev.wirebench.engine.bench.jmh.CodecBenchmark.decode",
        codec,
        "minimal",
        "decode",
        "avgt",
        Map.of("codec", codec, "fixture", "minimal"),
        Double.NaN,
        Double.NaN,
        null,
        Double.NaN,
        Double.NaN,
        new TreeMap<>(),
        null,
        null,
        null,
        List.of(),
        Map.of(),
        null,
        null,
        "codec fix supports no message of fixture minimal",
        List.of());
  }

  public static ThroughputPoint point(int consumers, int repetition, double rate) {
    return new ThroughputPoint(
        "log",
        "sbe",
        "snapshot-20x20",
        consumers,
        repetition,
        1_000_000,
        44_000_000,
        (long) (1e9 * consumers * 1_000_000 / rate),
        rate,
        rate * 44e-6,
        java.util.Collections.nCopies(consumers, rate / consumers),
        Double.NaN);
  }

  public static Environment environment(String jvmVersion) {
    Map<String, String> values = new TreeMap<>();
    values.put(Environment.HOST, "bench-host");
    values.put(Environment.CPU_MODEL, "Test CPU @ 3.0GHz");
    values.put(Environment.CPU_COUNT, "2");
    values.put(Environment.JVM_VENDOR, "Eclipse Adoptium");
    values.put(Environment.JVM_VERSION, jvmVersion);
    values.put(Environment.JVM_FLAGS, "-Xmx1g");
    values.put(Environment.JMH_VERSION, "1.37");
    values.put("settings.warmup", "3x1s");
    values.put("settings.measurement", "5x1s");
    values.put("settings.forks", "2");
    values.put("settings.threads", "1");
    values.put("library.sbe-tool", "1.38.1");
    return Environment.of(values);
  }
}
