package dev.wirebench.storage.jmh;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.wirebench.engine.result.BenchResult;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.regex.Pattern;

/** One element of a JMH JSON array as a {@link BenchResult}. */
final class JmhResultReader {
  static final Set<String> MODES = Set.of("thrpt", "avgt", "sample", "ss");
  static final String ALLOC_NORM = "gc.alloc.rate.norm";

  /** Sample-mode percentile pseudo-metrics: {@code p0.50}, {@code decode·p0.99}. */
  private static final Pattern PERCENTILE_METRIC = Pattern.compile("(?:.*\u00b7)?p[01]\\.\\d+");

  private JmhResultReader() {}

  static BenchResult read(Node element) {
    element.requireObject();
    String benchmark = element.field("benchmark").requireText();
    String mode = element.field("mode").requireText();
    if (!MODES.contains(mode)) {
      throw element
          .field("mode")
          .error("unknown JMH mode '" + mode + "', expected one of " + MODES);
    }
    requireCounts(element);
    Map<String, String> params = params(element.field("params"));
    Node primary = element.field("primaryMetric").requireObject();
    double score = primary.field("score").requireFinite();
    String unit = primary.field("scoreUnit").requireText();
    double error = primary.field("scoreError").number();
    double[] ci = confidence(primary.field("scoreConfidence"));
    List<List<Double>> raw = rawData(primary);
    SortedMap<String, Double> secondary = secondary(element.field("secondaryMetrics"));
    Double alloc = secondary.remove(ALLOC_NORM);
    Extras extras = extras(element.field(JmhJsonWriter.EXTENSION), benchmark, params, mode);
    boolean distribution = mode.equals("sample") || extras.mode().equals("latency");
    return new BenchResult(
        benchmark,
        extras.codec(),
        extras.fixture(),
        extras.operation(),
        extras.mode(),
        params,
        score,
        error,
        unit,
        ci[0],
        ci[1],
        distribution ? percentiles(primary.field("scorePercentiles")) : new TreeMap<>(),
        alloc,
        extras.encodedSize(),
        extras.decodeContract(),
        raw,
        secondary,
        extras.histogram(),
        rawJson(element.json()),
        null,
        List.of());
  }

  /**
   * The run settings a JMH file states: forks may be 0 (JMH's "in this JVM"), threads and batch
   * sizes are at least 1, iterations at least 0. Anything else was not written by JMH, and stored
   * it would make plans and histories lie.
   */
  private static void requireCounts(Node element) {
    element.field("forks").requireCount(0);
    element.field("threads").requireCount(1);
    element.field("warmupIterations").requireCount(0);
    element.field("measurementIterations").requireCount(0);
    element.field("warmupBatchSize").requireCount(1);
    element.field("measurementBatchSize").requireCount(1);
  }

  /** What Wirebench knows beyond JMH: from its own extension object, else from the names. */
  private record Extras(
      String codec,
      String fixture,
      String operation,
      String mode,
      Integer encodedSize,
      String decodeContract,
      byte[] histogram) {}

  private static Extras extras(
      Node extension, String benchmark, Map<String, String> params, String mode) {
    JmhNames.Mapping names = JmhNames.map(benchmark, params);
    if (!extension.present()) {
      return new Extras(names.codec(), names.fixture(), names.operation(), mode, null, null, null);
    }
    extension.requireObject();
    Node size = extension.field("encodedSize");
    return new Extras(
        orElse(extension.field("codec").text(), names.codec()),
        orElse(extension.field("fixture").text(), names.fixture()),
        orElse(extension.field("operation").text(), names.operation()),
        orElse(extension.field("mode").text(), mode),
        size.present() ? size.integer(0) : null,
        extension.field("decodeContract").text(),
        histogram(extension.field("histogram")));
  }

  private static Map<String, String> params(Node node) {
    Map<String, String> params = new TreeMap<>();
    if (node.present()) {
      node.requireObject()
          .json()
          .properties()
          .forEach(e -> params.put(e.getKey(), e.getValue().asText()));
    }
    return params;
  }

  private static double[] confidence(Node node) {
    if (!node.present()) {
      return new double[] {Double.NaN, Double.NaN};
    }
    node.requireArray();
    if (node.json().size() != 2) {
      throw node.error("expected [lower, upper]");
    }
    return new double[] {node.element(0).number(), node.element(1).number()};
  }

  /** Per fork, per iteration: rawData, or the mean of each iteration's rawDataHistogram. */
  private static List<List<Double>> rawData(Node primary) {
    Node raw = primary.field("rawData");
    List<List<Double>> forks = new ArrayList<>();
    if (raw.present()) {
      raw.requireArray();
      for (int f = 0; f < raw.json().size(); f++) {
        Node fork = raw.element(f).requireArray();
        List<Double> iterations = new ArrayList<>();
        for (int i = 0; i < fork.json().size(); i++) {
          iterations.add(fork.element(i).requireFinite());
        }
        forks.add(iterations);
      }
      return forks;
    }
    Node histograms = primary.field("rawDataHistogram");
    if (histograms.present()) {
      histograms.requireArray();
      for (int f = 0; f < histograms.json().size(); f++) {
        Node fork = histograms.element(f).requireArray();
        List<Double> iterations = new ArrayList<>();
        for (int i = 0; i < fork.json().size(); i++) {
          iterations.add(histogramMean(fork.element(i).requireArray()));
        }
        forks.add(iterations);
      }
    }
    return forks;
  }

  private static double histogramMean(Node iteration) {
    double sum = 0;
    double count = 0;
    for (int k = 0; k < iteration.json().size(); k++) {
      Node bucket = iteration.element(k).requireArray();
      if (bucket.json().size() != 2) {
        throw bucket.error("expected [value, count]");
      }
      double n = bucket.element(1).number();
      sum += bucket.element(0).number() * n;
      count += n;
    }
    return count == 0 ? Double.NaN : sum / count;
  }

  private static SortedMap<String, Double> secondary(Node node) {
    SortedMap<String, Double> metrics = new TreeMap<>();
    if (!node.present()) {
      return metrics;
    }
    node.requireObject();
    for (Map.Entry<String, JsonNode> e : node.json().properties()) {
      String name = e.getKey();
      if (PERCENTILE_METRIC.matcher(name).matches()) {
        continue;
      }
      Node metric = node.field(name);
      double score = metric.json().isObject() ? metric.field("score").number() : Double.NaN;
      metrics.put(name.startsWith("\u00b7") ? name.substring(1) : name, score);
    }
    return metrics;
  }

  private static SortedMap<Double, Double> percentiles(Node node) {
    SortedMap<Double, Double> percentiles = new TreeMap<>();
    if (!node.present()) {
      return percentiles;
    }
    node.requireObject();
    for (Map.Entry<String, JsonNode> e : node.json().properties()) {
      try {
        percentiles.put(Double.parseDouble(e.getKey()), node.field(e.getKey()).number());
      } catch (NumberFormatException bad) {
        throw node.error("percentile '" + e.getKey() + "' is not a number");
      }
    }
    return percentiles;
  }

  private static byte[] histogram(Node node) {
    String text = node.text();
    if (text == null) {
      return null;
    }
    try {
      return Base64.getDecoder().decode(text);
    } catch (IllegalArgumentException e) {
      throw node.error("histogram is not base64");
    }
  }

  /** The element as compact JSON, without Wirebench's own extension. */
  private static String rawJson(JsonNode element) {
    ObjectNode copy = element.deepCopy();
    copy.remove(JmhJsonWriter.EXTENSION);
    return copy.toString();
  }

  private static String orElse(String value, String otherwise) {
    return value == null ? otherwise : value;
  }
}
