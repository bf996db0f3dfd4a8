package dev.wirebench.storage.jmh;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.wirebench.engine.result.BenchResult;
import dev.wirebench.engine.result.Environment;
import java.util.Base64;
import java.util.List;
import java.util.Map;

/**
 * Writes results as a JMH JSON result file, the structure {@code -rf json} writes and JMH tools
 * (JMH Visualizer and others) read: one object per result with jmhVersion, benchmark, mode,
 * threads, forks, jvm, jvmArgs, jdkVersion, vmName, vmVersion, warmup and measurement
 * iterations/time/batch size, params, primaryMetric and secondaryMetrics. A result that came from
 * JMH is written from its raw JSON, as JMH wrote it; others are built from the stored columns and
 * the run's environment. NaN is written as the string {@code "NaN"}, as JMH does.
 *
 * <p>Each object also carries a {@code "wirebench"} object (codec, fixture, operation, encoded
 * size, decode contract, and for latency results the original mode and histogram) that JMH tools
 * ignore and {@link JmhJsonReader} reads back, so export → import keeps what JMH has no field for.
 * Failed results are left out: JMH's format has no place for a failure.
 */
public final class JmhJsonWriter {
  /** The name of Wirebench's extension object in each result. */
  public static final String EXTENSION = "wirebench";

  private JmhJsonWriter() {}

  /**
   * The JMH JSON of a run's results.
   *
   * @param results the results (failed ones are skipped)
   * @param environment the run's environment, for the JVM and settings fields
   */
  public static String write(List<BenchResult> results, Environment environment) {
    ArrayNode array = JmhJsonReader.MAPPER.createArrayNode();
    for (BenchResult result : results) {
      if (!result.failed()) {
        array.add(element(result, environment));
      }
    }
    try {
      return JmhJsonReader.MAPPER
              .writer()
              .with(SerializationFeature.INDENT_OUTPUT)
              .writeValueAsString(array)
          + "\n";
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("a JSON tree always serialises", e);
    }
  }

  private static ObjectNode element(BenchResult result, Environment environment) {
    ObjectNode element = fromRawJson(result.rawJson());
    if (element == null) {
      element = JmhElements.synthesise(result, environment);
    }
    element.set(EXTENSION, extension(result));
    return element;
  }

  private static ObjectNode fromRawJson(String rawJson) {
    if (rawJson == null) {
      return null;
    }
    try {
      JsonNode node = JmhJsonReader.MAPPER.readTree(rawJson);
      return node instanceof ObjectNode object
              && object.has("benchmark")
              && object.has("mode")
              && object.has("primaryMetric")
          ? object
          : null;
    } catch (JsonProcessingException e) {
      return null; // not JMH's JSON after all: build the element from the columns instead
    }
  }

  private static ObjectNode extension(BenchResult result) {
    ObjectNode ext = JmhJsonReader.MAPPER.createObjectNode();
    putIfPresent(ext, "codec", result.codec());
    putIfPresent(ext, "fixture", result.fixture());
    putIfPresent(ext, "operation", result.operation());
    if (!JmhResultReader.MODES.contains(result.mode())) {
      ext.put("mode", result.mode());
    }
    if (result.encodedSize() != null) {
      ext.put("encodedSize", result.encodedSize());
    }
    putIfPresent(ext, "decodeContract", result.decodeContract());
    byte[] histogram = result.histogram();
    if (histogram != null) {
      ext.put("histogram", Base64.getEncoder().encodeToString(histogram));
    }
    return ext;
  }

  private static void putIfPresent(ObjectNode node, String key, String value) {
    if (value != null) {
      node.put(key, value);
    }
  }

  /** JMH's units of the GC profiler's metrics (the store keeps only their scores). */
  static final Map<String, String> SECONDARY_UNITS =
      Map.of(
          "gc.alloc.rate",
          "MB/sec",
          JmhResultReader.ALLOC_NORM,
          "B/op",
          "gc.count",
          "counts",
          "gc.time",
          "ms",
          "gc.churn.G1_Eden_Space",
          "MB/sec",
          "gc.churn.G1_Eden_Space.norm",
          "B/op");
}
