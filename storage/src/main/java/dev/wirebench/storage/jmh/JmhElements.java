package dev.wirebench.storage.jmh;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.wirebench.engine.latency.LatencyMeasurement;
import dev.wirebench.engine.result.BenchResult;
import dev.wirebench.engine.result.Environment;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.HdrHistogram.HistogramIterationValue;

/** Builds a JMH result object from a stored result that has no JMH JSON of its own. */
final class JmhElements {
  /** The percentiles JMH writes for every metric. */
  private static final double[] JMH_PERCENTILES = {
    0.0, 50.0, 90.0, 95.0, 99.0, 99.9, 99.99, 99.999, 99.9999, 100.0
  };

  /** What a required JMH text field holds when the run never recorded it. */
  static final String UNKNOWN = "unknown";

  private JmhElements() {}

  static ObjectNode synthesise(BenchResult result, Environment env) {
    ObjectNode e = JmhJsonReader.MAPPER.createObjectNode();
    e.put("jmhVersion", orElse(first(env.get(Environment.JMH_VERSION)), UNKNOWN));
    e.put("benchmark", result.benchmark());
    e.put("mode", mode(result));
    e.put("threads", integer(env.get("settings.threads"), 1));
    e.put("forks", integer(env.get("settings.forks"), Math.max(1, result.rawData().size())));
    e.put("jvm", orElse(first(env.get(Environment.JVM_PATH)), ""));
    ArrayNode args = e.putArray("jvmArgs");
    String flags = env.get(Environment.JVM_FLAGS);
    if (flags != null && !flags.isBlank()) {
      Arrays.stream(flags.trim().split("\\s+")).forEach(args::add);
    }
    String vmVersion = orElse(first(env.get(Environment.JVM_VERSION)), "");
    e.put("jdkVersion", vmVersion.replaceFirst("[+-].*$", ""));
    // the VM's name (java.vm.name), never the vendor: unknown stays empty
    e.put("vmName", orElse(env.get(Environment.JVM_NAME), ""));
    e.put("vmVersion", vmVersion);
    int iterations = result.rawData().isEmpty() ? 1 : result.rawData().get(0).size();
    iterationFields(e, "warmup", env.get("settings.warmup"), 0);
    iterationFields(e, "measurement", env.get("settings.measurement"), iterations);
    if (!result.params().isEmpty()) {
      ObjectNode params = e.putObject("params");
      new TreeMap<>(result.params()).forEach(params::put);
    }
    e.set("primaryMetric", primary(result));
    e.set("secondaryMetrics", secondary(result));
    return e;
  }

  /** JMH's mode for a result: its own, or {@code sample} for the latency harness's. */
  static String mode(BenchResult result) {
    return JmhResultReader.MODES.contains(result.mode()) ? result.mode() : "sample";
  }

  private static ObjectNode primary(BenchResult r) {
    ObjectNode m = JmhJsonReader.MAPPER.createObjectNode();
    number(m, "score", r.score());
    number(m, "scoreError", r.scoreError());
    ArrayNode ci = m.putArray("scoreConfidence");
    number(ci, r.ciLower());
    number(ci, r.ciUpper());
    ObjectNode percentiles = m.putObject("scorePercentiles");
    if (!r.percentiles().isEmpty()) {
      r.percentiles().forEach((p, v) -> number(percentiles, Double.toString(p), v));
    } else {
      double[] samples = r.samples();
      Arrays.sort(samples);
      for (double p : JMH_PERCENTILES) {
        number(percentiles, Double.toString(p), percentile(samples, p));
      }
    }
    m.put("scoreUnit", r.unit() == null ? "" : r.unit());
    if (r.histogram() != null && "sample".equals(mode(r))) {
      // JMH's sample mode: per fork, per iteration, [value, count] pairs
      ArrayNode iteration = m.putArray("rawDataHistogram").addArray().addArray();
      for (HistogramIterationValue v : LatencyMeasurement.decode(r.histogram()).recordedValues()) {
        iteration
            .addArray()
            .add((double) v.getValueIteratedTo())
            .add(v.getCountAtValueIteratedTo());
      }
      return m;
    }
    ArrayNode raw = m.putArray("rawData");
    for (List<Double> fork : r.rawData()) {
      ArrayNode iterations = raw.addArray();
      fork.forEach(v -> number(iterations, v));
    }
    return m;
  }

  private static ObjectNode secondary(BenchResult r) {
    ObjectNode metrics = JmhJsonReader.MAPPER.createObjectNode();
    Map<String, Double> all = new TreeMap<>(r.secondary());
    if (r.allocBytesPerOp() != null) {
      all.putIfAbsent(JmhResultReader.ALLOC_NORM, r.allocBytesPerOp());
    }
    all.forEach(
        (name, score) -> {
          ObjectNode m = metrics.putObject(name);
          number(m, "score", score);
          // one value, no interval: JMH itself writes NaN here, not a zero-width interval
          m.put("scoreError", "NaN");
          m.putArray("scoreConfidence").add("NaN").add("NaN");
          m.putObject("scorePercentiles");
          m.put("scoreUnit", JmhJsonWriter.SECONDARY_UNITS.getOrDefault(name, ""));
          m.putArray("rawData");
        });
    return metrics;
  }

  /** JMH's percentile estimate (Commons Math's default: position p·(n+1)/100, interpolated). */
  static double percentile(double[] sorted, double p) {
    int n = sorted.length;
    if (n == 0) {
      return Double.NaN;
    }
    if (n == 1) {
      return sorted[0];
    }
    double pos = p * (n + 1) / 100;
    if (pos < 1) {
      return sorted[0];
    }
    if (pos >= n) {
      return sorted[n - 1];
    }
    int lower = (int) Math.floor(pos);
    double fraction = pos - lower;
    return sorted[lower - 1] + fraction * (sorted[lower] - sorted[lower - 1]);
  }

  private static void iterationFields(ObjectNode e, String prefix, String spec, int count) {
    int iterations = count;
    String time = "";
    if (spec != null && spec.contains("x")) {
      String[] parts = spec.split("x", 2);
      iterations = integer(parts[0].trim(), count);
      time = parts[1].replaceAll("\\s*batch.*$", "").replaceAll("(\\d)([a-z])", "$1 $2");
    }
    e.put(prefix + "Iterations", iterations);
    e.put(prefix + "Time", time);
    e.put(prefix + "BatchSize", 1);
  }

  private static void number(ObjectNode node, String key, double value) {
    if (Double.isFinite(value)) {
      node.put(key, value);
    } else {
      node.put(key, Double.isNaN(value) ? "NaN" : value > 0 ? "Infinity" : "-Infinity");
    }
  }

  private static void number(ArrayNode node, double value) {
    if (Double.isFinite(value)) {
      node.add(value);
    } else {
      node.add(Double.isNaN(value) ? "NaN" : value > 0 ? "Infinity" : "-Infinity");
    }
  }

  private static int integer(String text, int otherwise) {
    try {
      return text == null ? otherwise : Integer.parseInt(first(text).trim());
    } catch (NumberFormatException e) {
      return otherwise;
    }
  }

  /** The first of a file's comma-separated distinct values. */
  private static String first(String value) {
    return value == null ? null : value.split(", ", 2)[0];
  }

  private static String orElse(String value, String otherwise) {
    return value == null || value.isEmpty() ? otherwise : value;
  }
}
