package dev.wirebench.engine.throughput;

import dev.wirebench.engine.result.ThroughputPoint;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The R repetitions of one point (store x codec x K) reduced to what the table and the curve show:
 * medians and spread. Derived from stored {@link ThroughputPoint}s alone, so a stored run can be
 * summarised again.
 *
 * @param store store id
 * @param codec codec id
 * @param fixture fixture id
 * @param consumers K
 * @param repetitions how many repetitions were reduced
 * @param combinedMsgPerSec median over repetitions of the combined rate
 * @param combinedMinMsgPerSec slowest repetition's combined rate
 * @param combinedMaxMsgPerSec fastest repetition's combined rate
 * @param combinedMbPerSec median combined payload MB/s
 * @param perConsumerMsgPerSec median over every consumer of every repetition
 * @param perConsumerMinMsgPerSec slowest consumer
 * @param perConsumerMaxMsgPerSec fastest consumer
 * @param scanCeilingMsgPerSec median of the scan passes the repetitions were compared with (one
 *     thread, no decoding)
 * @param percentOfCeiling how close one consumer comes to what one thread can read: per repetition,
 *     its median per-consumer rate as a percentage of the scan pass taken just before it; the
 *     median of those ratios (NaN without a scan)
 * @param percentOfCeilingMin the lowest of those per-repetition ratios
 * @param percentOfCeilingMax the highest of them
 * @param allocBytesPerMessage median over repetitions of the allocation per message
 * @param serverCpuPercent median over repetitions of a served stream's server CPU, in percent of
 *     one core (NaN for a local read)
 */
public record PointSummary(
    String store,
    String codec,
    String fixture,
    int consumers,
    int repetitions,
    double combinedMsgPerSec,
    double combinedMinMsgPerSec,
    double combinedMaxMsgPerSec,
    double combinedMbPerSec,
    double perConsumerMsgPerSec,
    double perConsumerMinMsgPerSec,
    double perConsumerMaxMsgPerSec,
    double scanCeilingMsgPerSec,
    double percentOfCeiling,
    double percentOfCeilingMin,
    double percentOfCeilingMax,
    double allocBytesPerMessage,
    double serverCpuPercent) {

  /** Groups points by store, codec and K (in first-seen order) and summarises each group. */
  public static List<PointSummary> of(List<ThroughputPoint> points) {
    Map<String, List<ThroughputPoint>> groups = new LinkedHashMap<>();
    for (ThroughputPoint point : points) {
      String key = point.store() + '\u0000' + point.codec() + '\u0000' + point.consumers();
      groups.computeIfAbsent(key, unused -> new ArrayList<>()).add(point);
    }
    List<PointSummary> summaries = new ArrayList<>();
    groups.values().forEach(group -> summaries.add(summarise(group)));
    return summaries;
  }

  private static PointSummary summarise(List<ThroughputPoint> group) {
    ThroughputPoint first = group.get(0);
    double[] combined = group.stream().mapToDouble(ThroughputPoint::combinedMsgPerSec).toArray();
    double[] mb = group.stream().mapToDouble(ThroughputPoint::combinedMbPerSec).toArray();
    double[] each =
        group.stream()
            .flatMap(point -> point.perConsumerMsgPerSec().stream())
            .mapToDouble(Double::doubleValue)
            .toArray();
    double[] alloc = group.stream().mapToDouble(ThroughputPoint::allocBytesPerMessage).toArray();
    double[] serverCpu = group.stream().mapToDouble(ThroughputPoint::serverCpuPercent).toArray();
    double[] scans = group.stream().mapToDouble(ThroughputPoint::scanCeilingMsgPerSec).toArray();
    double[] ratios = group.stream().mapToDouble(PointSummary::percentOfScan).toArray();
    double perConsumer = median(each);
    return new PointSummary(
        first.store(),
        first.codec(),
        first.fixture(),
        first.consumers(),
        group.size(),
        median(combined),
        Arrays.stream(combined).min().orElse(Double.NaN),
        Arrays.stream(combined).max().orElse(Double.NaN),
        median(mb),
        perConsumer,
        Arrays.stream(each).min().orElse(Double.NaN),
        Arrays.stream(each).max().orElse(Double.NaN),
        median(scans),
        median(ratios),
        Arrays.stream(ratios).min().orElse(Double.NaN),
        Arrays.stream(ratios).max().orElse(Double.NaN),
        median(alloc),
        median(serverCpu));
  }

  /**
   * One repetition's median per-consumer rate as a percentage of its scan pass (runs before
   * 2026-11-25 stored the stream's ceiling in every point instead of a pass of its own).
   */
  private static double percentOfScan(ThroughputPoint point) {
    double scan = point.scanCeilingMsgPerSec();
    double[] each =
        point.perConsumerMsgPerSec().stream().mapToDouble(Double::doubleValue).toArray();
    return scan > 0 ? 100 * median(each) / scan : Double.NaN;
  }

  /** The median; NaN for no values or if any value is NaN. */
  static double median(double[] values) {
    if (values.length == 0) {
      return Double.NaN;
    }
    double[] sorted = values.clone();
    Arrays.sort(sorted);
    if (Double.isNaN(sorted[sorted.length - 1])) {
      return Double.NaN;
    }
    int middle = sorted.length / 2;
    return sorted.length % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  }

  /** (max - min) / median of the combined rate, as a percentage: the spread of the repetitions. */
  public double combinedSpreadPercent() {
    return combinedMsgPerSec > 0
        ? 100 * (combinedMaxMsgPerSec - combinedMinMsgPerSec) / combinedMsgPerSec
        : Double.NaN;
  }
}
