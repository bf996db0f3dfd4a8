package dev.wirebench.engine.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wirebench.engine.bench.jmh.CodecBenchmark;
import dev.wirebench.engine.bench.jmh.DynamicCodecBenchmark;
import dev.wirebench.engine.codec.CodecInfo;
import dev.wirebench.engine.result.BenchResult;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.results.BenchmarkResult;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.results.format.ResultFormatFactory;
import org.openjdk.jmh.results.format.ResultFormatType;
import org.openjdk.jmh.util.Statistics;

/** Maps JMH's results to {@link BenchResult}s, keeping JMH's own JSON for each. */
final class JmhResults {
  /** The secondary metric that gives bytes allocated per operation. */
  static final String ALLOC_NORM = "gc.alloc.rate.norm";

  /** The percentiles JMH reports for sample mode. */
  static final double[] SAMPLE_PERCENTILES = {0, 50, 90, 95, 99, 99.9, 99.99, 99.999, 99.9999, 100};

  private static final ObjectMapper JSON = new ObjectMapper();

  private JmhResults() {}

  /** The benchmark name of {@code operation}: {@code ...CodecBenchmark.decode}. */
  static String benchmarkName(Operation operation) {
    return CodecBenchmark.class.getName() + "." + operation.id();
  }

  /** The JMH benchmark of {@code benchmark}: {@link DynamicCodecBenchmark} for dynamic fixtures. */
  static String benchmarkName(BenchmarkCase benchmark) {
    return benchmark.dynamic()
        ? DynamicCodecBenchmark.class.getName() + "." + benchmark.operation().id()
        : benchmarkName(benchmark.operation());
  }

  static BenchResult map(BenchmarkCase benchmark, PreparedPlan prepared, RunResult run) {
    BenchmarkParams params = run.getParams();
    Result<?> primary = run.getPrimaryResult();
    double[] ci = primary.getScoreConfidence();
    Map<String, String> jmhParams = new LinkedHashMap<>();
    for (Object key : params.getParamsKeys()) {
      jmhParams.put(key.toString(), params.getParam(key.toString()));
    }
    Map<String, Double> secondary = new TreeMap<>();
    for (String label : run.getSecondaryResults().keySet()) {
      secondary.put(cleanLabel(label), run.getSecondaryResults().get(label).getScore());
    }
    TreeMap<Double, Double> percentiles = new TreeMap<>();
    if (benchmark.mode() == BenchMode.SAMPLE_TIME) {
      Statistics statistics = primary.getStatistics();
      for (double p : SAMPLE_PERCENTILES) {
        percentiles.put(
            p,
            p == 0
                ? statistics.getMin()
                : p == 100 ? statistics.getMax() : statistics.getPercentile(p));
      }
    }
    CodecInfo codec = prepared.codecs().get(benchmark.codec());
    return new BenchResult(
        params.getBenchmark(),
        benchmark.codec(),
        benchmark.fixture(),
        benchmark.operation().id(),
        params.getMode().shortLabel(),
        jmhParams,
        primary.getScore(),
        primary.getScoreError(),
        primary.getScoreUnit(),
        ci[0],
        ci[1],
        percentiles,
        secondary.get(ALLOC_NORM),
        prepared.encodedSize(benchmark.codec(), benchmark.fixture()),
        codec == null ? null : codec.decodeContract().name(),
        rawData(run),
        secondary,
        null,
        rawJson(run),
        null,
        List.of());
  }

  /** A failed benchmark: no score, the message saying why. */
  static BenchResult failed(BenchmarkCase benchmark, PreparedPlan prepared, String message) {
    CodecInfo codec = prepared.codecs().get(benchmark.codec());
    Map<String, String> params = new LinkedHashMap<>();
    params.put("codec", benchmark.codec());
    if (benchmark.dynamic()) {
      params.put("messages", benchmark.fixtureSource());
      params.put("schema", benchmark.schemaSource());
    } else {
      params.put("fixture", benchmark.fixtureSource());
    }
    return new BenchResult(
        benchmark.mode() == BenchMode.LATENCY
            ? LatencyResults.benchmarkName(benchmark.operation())
            : benchmarkName(benchmark),
        benchmark.codec(),
        benchmark.fixture(),
        benchmark.operation().id(),
        benchmark.mode().id(),
        params,
        Double.NaN,
        Double.NaN,
        benchmark.mode().unit(),
        Double.NaN,
        Double.NaN,
        new TreeMap<>(),
        null,
        prepared.encodedSize(benchmark.codec(), benchmark.fixture()),
        codec == null ? null : codec.decodeContract().name(),
        List.of(),
        Map.of(),
        null,
        null,
        message,
        List.of());
  }

  private static List<List<Double>> rawData(RunResult run) {
    List<List<Double>> forks = new ArrayList<>();
    for (BenchmarkResult fork : run.getBenchmarkResults()) {
      List<Double> iterations = new ArrayList<>();
      for (IterationResult iteration : fork.getIterationResults()) {
        iterations.add(iteration.getPrimaryResult().getScore());
      }
      forks.add(iterations);
    }
    return forks;
  }

  /** JMH 1.37 labels secondary metrics plainly; older versions prefixed a middle dot. */
  static String cleanLabel(String label) {
    return label.startsWith("\u00b7") ? label.substring(1) : label;
  }

  /** JMH's own JSON for one result: one element of what {@code -rf json} writes. */
  static String rawJson(RunResult run) {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8)) {
      ResultFormatFactory.getInstance(ResultFormatType.JSON, out).writeOut(List.of(run));
    }
    try {
      JsonNode array = JSON.readTree(bytes.toString(StandardCharsets.UTF_8));
      return JSON.writeValueAsString(array.get(0));
    } catch (IOException e) {
      throw new UncheckedIOException("JMH wrote JSON Jackson cannot read", e);
    }
  }
}
