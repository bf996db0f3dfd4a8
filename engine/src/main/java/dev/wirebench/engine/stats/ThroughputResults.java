package dev.wirebench.engine.stats;

import dev.wirebench.engine.result.BenchResult;
import dev.wirebench.engine.result.ThroughputPoint;
import dev.wirebench.engine.throughput.PointSummary;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Throughput sweeps as comparable results: one result per store × codec × fixture × consumer count,
 * scored by the <b>median</b> combined msg/s over repetitions — the statistic of the throughput
 * tables — so two sweeps compare (and report) like two benchmark runs, and {@link RunComparer}
 * compares them by the ratio of medians ({@link ForkStatistic#MEDIAN}).
 *
 * <p>Each repetition is one replicate for the {@link ChangeEstimator} (one "fork" of one
 * iteration): a repetition re-reads the whole stream from a fresh start, and in process mode with a
 * fresh set of JVMs. In thread mode the repetitions share one JVM, so JVM-to-JVM variation is not
 * in the spread; sweeps with fewer than {@link ChangeEstimator#MIN_FORKS} repetitions get no
 * verdict.
 */
public final class ThroughputResults {
  /** The benchmark name throughput results carry, before the store id. */
  public static final String BENCHMARK_PREFIX = "throughput.";

  private ThroughputResults() {}

  /** Whether {@code result} is a stream-throughput result made here. */
  public static boolean isThroughput(BenchResult result) {
    return result.benchmark() != null && result.benchmark().startsWith(BENCHMARK_PREFIX);
  }

  /** The points grouped, each group's medians, in first-seen order. */
  public static List<BenchResult> of(List<ThroughputPoint> points) {
    Map<String, List<ThroughputPoint>> groups = new LinkedHashMap<>();
    for (ThroughputPoint point : points) {
      String key =
          point.store() + '|' + point.codec() + '|' + point.fixture() + '|' + point.consumers();
      groups.computeIfAbsent(key, k -> new ArrayList<>()).add(point);
    }
    List<BenchResult> results = new ArrayList<>();
    for (List<ThroughputPoint> group : groups.values()) {
      results.add(result(group));
    }
    return results;
  }

  private static BenchResult result(List<ThroughputPoint> group) {
    ThroughputPoint first = group.get(0);
    List<List<Double>> rates = new ArrayList<>();
    for (ThroughputPoint point : group) {
      rates.add(List.of(point.combinedMsgPerSec()));
    }
    // One reduction of the repetitions for every screen: the Throughput table's own summary.
    PointSummary summary = PointSummary.of(group).get(0);
    double median = summary.combinedMsgPerSec();
    Map<String, String> params = new TreeMap<>();
    params.put("store", first.store());
    params.put("consumers", Integer.toString(first.consumers()));
    Map<String, Double> secondary = new TreeMap<>();
    secondary.put("combined.MB/s", summary.combinedMbPerSec());
    secondary.put("per-consumer.msg/s", summary.perConsumerMsgPerSec());
    return new BenchResult(
        BENCHMARK_PREFIX + first.store(),
        first.codec(),
        first.fixture(),
        "read",
        "thrpt",
        params,
        median,
        Double.NaN,
        "msg/s",
        Double.NaN,
        Double.NaN,
        new TreeMap<>(),
        // bytes allocated per message read, as the Throughput table shows it (null: not measured)
        Double.isNaN(summary.allocBytesPerMessage()) ? null : summary.allocBytesPerMessage(),
        null,
        null,
        rates,
        secondary,
        null,
        null,
        null,
        List.of());
  }
}
