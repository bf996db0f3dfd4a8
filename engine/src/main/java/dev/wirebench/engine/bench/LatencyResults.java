package dev.wirebench.engine.bench;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.wirebench.engine.codec.CodecInfo;
import dev.wirebench.engine.latency.LatencyHarness;
import dev.wirebench.engine.latency.LatencyMeasurement;
import dev.wirebench.engine.latency.OpenLoopStats;
import dev.wirebench.engine.latency.TimerCost;
import dev.wirebench.engine.result.BenchResult;
import java.io.UncheckedIOException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramIterationValue;
import org.openjdk.jmh.util.Version;

/**
 * Maps a latency measurement to a {@link BenchResult} (mode {@code latency}, scores in ns/op) with
 * the full histogram, and renders it in JMH's JSON result shape (as a {@code sample}-mode result
 * with percentiles) so JMH-reading tools can show it.
 */
final class LatencyResults {
  /** The percentiles of the latency table (0 = min, 100 = max). */
  static final double[] PERCENTILES = {0, 50, 75, 90, 99, 99.9, 99.99, 99.999, 100};

  static final String COUNT = "latency.count";
  static final String ELAPSED = "latency.elapsed.ns";
  static final String STDDEV = "latency.stddev.ns";
  static final String TIMER_P50 = "timer.p50.ns";
  static final String TIMER_P99 = "timer.p99.ns";
  static final String TIMER_MEAN = "timer.mean.ns";

  static final String RATE_TARGET = "latency.rate.target";
  static final String RATE_ACHIEVED = "latency.rate.achieved";
  static final String MAX_LAG = "latency.maxlag.ns";
  static final String SERVICE_P50 = "service.p50.ns";
  static final String SERVICE_P99 = "service.p99.ns";
  static final String SERVICE_MEAN = "service.mean.ns";

  /**
   * Operations that must lie beyond a percentile for it to be reported: with fewer, the "p99.999"
   * of 20,000 operations is just the maximum, and says nothing about the tail.
   */
  static final int MIN_BEYOND = 10;

  private static final ObjectMapper JSON = new ObjectMapper();

  private LatencyResults() {}

  static String benchmarkName(Operation operation) {
    return LatencyHarness.class.getName() + "." + operation.id();
  }

  static BenchResult map(
      BenchmarkCase benchmark, PreparedPlan prepared, LatencyMeasurement measurement) {
    LatencySettings settings = prepared.plan().latency();
    TimerCost timer = measurement.timerCost();
    boolean subtract = settings.subtractTimer() && timer != null;
    Histogram histogram = subtracted(measurement.decodeHistogram(), timer, subtract);
    TreeMap<Double, Double> percentiles = new TreeMap<>();
    for (double p : PERCENTILES) {
      if (supported(histogram.getTotalCount(), p)) {
        percentiles.put(p, (double) value(histogram, p));
      }
    }
    Map<String, String> params = params(benchmark, settings, timer, subtract);
    Map<String, Double> secondary = secondary(histogram, measurement, timer, subtract);
    byte[] stored = subtract ? LatencyMeasurement.encode(histogram) : measurement.histogram();
    Double alloc = measurement.allocBytesPerOp();
    if (alloc != null) {
      secondary.put(JmhResults.ALLOC_NORM, alloc);
    }
    CodecInfo codec = prepared.codecs().get(benchmark.codec());
    String name = benchmarkName(benchmark.operation());
    return new BenchResult(
        name,
        benchmark.codec(),
        benchmark.fixture(),
        benchmark.operation().id(),
        BenchMode.LATENCY.id(),
        params,
        histogram.getMean(),
        Double.NaN,
        "ns/op",
        Double.NaN,
        Double.NaN,
        percentiles,
        alloc,
        prepared.encodedSize(benchmark.codec(), benchmark.fixture()),
        codec == null ? null : codec.decodeContract().name(),
        List.of(measurement.chunkMeans()),
        secondary,
        stored,
        jmhShapedJson(name, params, prepared, measurement, histogram, percentiles, alloc),
        null,
        List.of());
  }

  /** The run's settings as JMH-style params, in the order they are shown. */
  private static Map<String, String> params(
      BenchmarkCase benchmark, LatencySettings settings, TimerCost timer, boolean subtract) {
    Map<String, String> params = new LinkedHashMap<>();
    params.put("codec", benchmark.codec());
    params.put("fixture", benchmark.fixtureSource());
    params.put("cooler", settings.cooler().toText());
    params.put("warmupOps", Long.toString(settings.warmupOps()));
    params.put("ops", Long.toString(settings.measuredOps()));
    params.put("measures", settings.measures());
    if (settings.openLoop()) {
      params.put("rate", settings.ratePerSecond() + "/s");
    }
    params.put("timer", timerParam(timer, subtract));
    return params;
  }

  /** Count, spread, timer cost and open-loop figures, by their stored names. */
  private static Map<String, Double> secondary(
      Histogram histogram, LatencyMeasurement measurement, TimerCost timer, boolean subtract) {
    Map<String, Double> secondary = new TreeMap<>();
    secondary.put(COUNT, (double) histogram.getTotalCount());
    secondary.put(ELAPSED, (double) measurement.elapsedNanos());
    secondary.put(STDDEV, histogram.getStdDeviation());
    if (timer != null) {
      secondary.put(TIMER_P50, timer.p50Nanos());
      secondary.put(TIMER_P99, timer.p99Nanos());
      secondary.put(TIMER_MEAN, timer.meanNanos());
    }
    OpenLoopStats open = measurement.openLoop();
    if (open != null) {
      Histogram service = subtracted(LatencyMeasurement.decode(open.service()), timer, subtract);
      secondary.put(RATE_TARGET, (double) open.targetRate());
      secondary.put(RATE_ACHIEVED, open.achievedRate());
      secondary.put(MAX_LAG, (double) open.maxLagNanos());
      secondary.put(SERVICE_P50, (double) service.getValueAtPercentile(50));
      secondary.put(SERVICE_P99, (double) service.getValueAtPercentile(99));
      secondary.put(SERVICE_MEAN, service.getMean());
    }
    return secondary;
  }

  private static Histogram subtracted(Histogram histogram, TimerCost timer, boolean subtract) {
    return subtract ? timer.subtractFrom(histogram) : histogram;
  }

  /** The {@code timer} parameter: whether the timer's cost was subtracted, and how much. */
  static String timerParam(TimerCost timer, boolean subtract) {
    if (timer == null) {
      return "not measured";
    }
    return subtract
        ? String.format(Locale.ROOT, "subtracted (p50 %.0f ns per operation)", timer.p50Nanos())
        : "included (not subtracted)";
  }

  /**
   * Whether {@code percentile} of {@code count} operations has at least {@link #MIN_BEYOND}
   * operations beyond it (min and max are always reported: they are observations, not estimates).
   */
  static boolean supported(long count, double percentile) {
    if (percentile == 0 || percentile == 100) {
      return true;
    }
    return count * (1 - percentile / 100) >= MIN_BEYOND - 1e-9;
  }

  /** Min and max exactly; other percentiles as HdrHistogram reports them (3 significant digits). */
  static long value(Histogram histogram, double percentile) {
    if (percentile == 0) {
      return histogram.getMinValue();
    }
    if (percentile == 100) {
      return histogram.getMaxValue();
    }
    return histogram.getValueAtPercentile(percentile);
  }

  private static String jmhShapedJson(
      String name,
      Map<String, String> params,
      PreparedPlan prepared,
      LatencyMeasurement measurement,
      Histogram histogram,
      Map<Double, Double> percentiles,
      Double alloc) {
    ObjectNode root = JSON.createObjectNode();
    root.put("jmhVersion", Version.getPlainVersion());
    root.put("benchmark", name);
    root.put("mode", "sample");
    root.put("threads", 1);
    root.put("forks", 1);
    root.put("jvm", prepared.jvm().java().toString());
    ArrayNode args = root.putArray("jvmArgs");
    prepared.forkJvmArgs().forEach(args::add);
    root.put("jdkVersion", prepared.jvm().version());
    root.put("vmName", measurement.jvm().getOrDefault("java.vm.name", prepared.jvm().vendor()));
    root.put(
        "vmVersion",
        measurement.jvm().getOrDefault("java.runtime.version", prepared.jvm().runtimeVersion()));
    root.put("warmupIterations", 1);
    root.put("warmupTime", prepared.plan().latency().warmupOps() + " ops");
    root.put("warmupBatchSize", 1);
    root.put("measurementIterations", 1);
    root.put("measurementTime", histogram.getTotalCount() + " ops");
    root.put("measurementBatchSize", 1);
    ObjectNode jsonParams = root.putObject("params");
    params.forEach(jsonParams::put);
    jsonParams.put("harness", "latency");
    ObjectNode primary = root.putObject("primaryMetric");
    primary.put("score", histogram.getMean());
    primary.put("scoreError", "NaN");
    primary.putArray("scoreConfidence").add("NaN").add("NaN");
    ObjectNode jsonPercentiles = primary.putObject("scorePercentiles");
    percentiles.forEach((p, v) -> jsonPercentiles.put(p.toString(), v));
    primary.put("scoreUnit", "ns/op");
    // JMH's sample mode keeps per fork, per iteration, [value, count] pairs — not rawData
    ArrayNode buckets = primary.putArray("rawDataHistogram").addArray().addArray();
    for (HistogramIterationValue v : histogram.recordedValues()) {
      buckets.addArray().add((double) v.getValueIteratedTo()).add(v.getCountAtValueIteratedTo());
    }
    ObjectNode secondary = root.putObject("secondaryMetrics");
    if (alloc != null) {
      ObjectNode norm = secondary.putObject(JmhResults.ALLOC_NORM);
      norm.put("score", alloc);
      norm.put("scoreError", "NaN");
      norm.putArray("scoreConfidence").add("NaN").add("NaN");
      norm.put("scoreUnit", "B/op");
      norm.putArray("rawData").addArray().add(alloc);
    }
    try {
      return JSON.writeValueAsString(root);
    } catch (JsonProcessingException e) {
      throw new UncheckedIOException("cannot render a latency result as JSON", e);
    }
  }
}
