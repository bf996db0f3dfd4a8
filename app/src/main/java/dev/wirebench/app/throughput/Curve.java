package dev.wirebench.app.throughput;

import dev.wirebench.engine.throughput.PointSummary;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One line of the throughput chart: rate against consumer count.
 *
 * @param name the legend's text, e.g. "log · combined"
 * @param kind what the line shows (the view styles each kind)
 * @param points in consumer order
 */
public record Curve(String name, Kind kind, List<Point> points) {
  public Curve {
    points = List.copyOf(points);
  }

  /** What a line shows. */
  public enum Kind {
    /** All consumers together, msg/s. */
    COMBINED,
    /** One consumer's median, msg/s. */
    PER_CONSUMER,
    /** One thread scanning the bytes without decoding: a flat line across the sweep. */
    SCAN_CEILING
  }

  /**
   * A point with the range of its repetitions (or consumers).
   *
   * @param consumers K
   * @param value median msg/s
   * @param low slowest, msg/s
   * @param high fastest, msg/s
   */
  public record Point(int consumers, double value, double low, double high) {}

  /**
   * The lines for a sweep: per store × codec, combined and per-consumer rates with their ranges and
   * the scan ceiling. Names carry the store (and codec) only when the sweep has several.
   */
  public static List<Curve> of(List<PointSummary> summaries) {
    Map<String, List<PointSummary>> streams = new LinkedHashMap<>();
    for (PointSummary s : summaries) {
      streams.computeIfAbsent(s.store() + " · " + s.codec(), k -> new ArrayList<>()).add(s);
    }
    boolean several = streams.size() > 1;
    boolean severalCodecs = summaries.stream().map(PointSummary::codec).distinct().count() > 1;
    List<Curve> curves = new ArrayList<>();
    streams.forEach(
        (key, stream) -> {
          PointSummary first = stream.get(0);
          String prefix = !several ? "" : (severalCodecs ? key : first.store()) + " · ";
          List<Point> combined = new ArrayList<>();
          List<Point> each = new ArrayList<>();
          int minK = Integer.MAX_VALUE;
          int maxK = 0;
          for (PointSummary s : stream) {
            combined.add(
                new Point(
                    s.consumers(),
                    s.combinedMsgPerSec(),
                    s.combinedMinMsgPerSec(),
                    s.combinedMaxMsgPerSec()));
            each.add(
                new Point(
                    s.consumers(),
                    s.perConsumerMsgPerSec(),
                    s.perConsumerMinMsgPerSec(),
                    s.perConsumerMaxMsgPerSec()));
            minK = Math.min(minK, s.consumers());
            maxK = Math.max(maxK, s.consumers());
          }
          combined.sort((a, b) -> Integer.compare(a.consumers(), b.consumers()));
          each.sort((a, b) -> Integer.compare(a.consumers(), b.consumers()));
          curves.add(new Curve(prefix + "combined", Kind.COMBINED, combined));
          curves.add(new Curve(prefix + "per consumer", Kind.PER_CONSUMER, each));
          double ceiling = first.scanCeilingMsgPerSec();
          if (ceiling > 0) {
            curves.add(
                new Curve(
                    prefix + "scan ceiling",
                    Kind.SCAN_CEILING,
                    List.of(
                        new Point(minK, ceiling, ceiling, ceiling),
                        new Point(maxK, ceiling, ceiling, ceiling))));
          }
        });
    return curves;
  }
}
