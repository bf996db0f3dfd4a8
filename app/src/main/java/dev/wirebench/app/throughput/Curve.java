package dev.wirebench.app.throughput;

import dev.wirebench.engine.throughput.PointSummary;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One line of the throughput chart: a value against consumer count.
 *
 * @param name the legend's text, e.g. "log · json" or "chronicle · json · scan ceiling"
 * @param kind what the line shows (the view styles each kind)
 * @param points in consumer order
 */
public record Curve(String name, Kind kind, List<Point> points) {
  /**
   * Streams up to which the rate modes draw each stream's scan ceiling: past two, the ceilings
   * (often 10× the decoding rates) squash the lines that matter into the bottom of the chart; the %
   * of scan mode compares every stream with its own ceiling instead.
   */
  static final int MAX_CEILINGS = 2;

  public Curve {
    points = List.copyOf(points);
  }

  /** What a line shows. */
  public enum Kind {
    /** All consumers together, msg/s. */
    COMBINED,
    /** One consumer's median, msg/s. */
    PER_CONSUMER,
    /** One consumer's median as a percentage of the scan ceiling. */
    PERCENT_OF_SCAN,
    /** One thread scanning the bytes without decoding: a flat line across the sweep. */
    SCAN_CEILING
  }

  /**
   * A point with the range of its repetitions (or consumers).
   *
   * @param consumers K (in {@link ChartMode#SERVER_CPUS}: the server's CPUs)
   * @param value median (msg/s, or % of the scan ceiling)
   * @param low slowest
   * @param high fastest
   */
  public record Point(int consumers, double value, double low, double high) {}

  /**
   * The lines of a sweep in one chart mode: one per store × codec (named for both when the sweep
   * has several), and in the rate modes each stream's scan ceiling; in the percent mode a single
   * 100 % line stands for every ceiling.
   */
  public static List<Curve> of(List<PointSummary> summaries, ChartMode mode) {
    if (mode == ChartMode.SERVER_CPUS) {
      return ServerCpuCurves.of(summaries);
    }
    Map<String, List<PointSummary>> streams = new LinkedHashMap<>();
    for (PointSummary s : summaries) {
      streams.computeIfAbsent(s.store() + " · " + s.codec(), k -> new ArrayList<>()).add(s);
    }
    boolean severalStores = summaries.stream().map(PointSummary::store).distinct().count() > 1;
    boolean severalCodecs = summaries.stream().map(PointSummary::codec).distinct().count() > 1;
    List<Curve> curves = new ArrayList<>();
    int minK = summaries.stream().mapToInt(PointSummary::consumers).min().orElse(1);
    int maxK = summaries.stream().mapToInt(PointSummary::consumers).max().orElse(1);
    streams.forEach(
        (key, stream) -> {
          PointSummary first = stream.get(0);
          String name = name(first, severalStores, severalCodecs);
          List<Point> points = new ArrayList<>();
          for (PointSummary s : stream) {
            points.add(point(s, mode));
          }
          points.sort(Comparator.comparingInt(Point::consumers));
          curves.add(new Curve(name, kind(mode), points));
          double ceiling = first.scanCeilingMsgPerSec();
          if (ceiling > 0 && mode != ChartMode.PERCENT_OF_SCAN && streams.size() <= MAX_CEILINGS) {
            curves.add(flat(prefix(name) + "scan ceiling", ceiling, minK, maxK));
          }
        });
    if (mode == ChartMode.PERCENT_OF_SCAN && !curves.isEmpty()) {
      curves.add(flat("scan ceiling (100 %)", 100, minK, maxK));
    }
    return curves;
  }

  private static String name(PointSummary s, boolean severalStores, boolean severalCodecs) {
    if (severalStores && severalCodecs) {
      return s.store() + " · " + s.codec();
    }
    if (severalStores) {
      return s.store();
    }
    return severalCodecs ? s.codec() : s.store() + " · " + s.codec();
  }

  private static String prefix(String name) {
    return name + " · ";
  }

  private static Kind kind(ChartMode mode) {
    return switch (mode) {
      case COMBINED -> Kind.COMBINED;
      case PER_CONSUMER -> Kind.PER_CONSUMER;
      case PERCENT_OF_SCAN -> Kind.PERCENT_OF_SCAN;
      case SERVER_CPUS -> Kind.COMBINED;
    };
  }

  private static Point point(PointSummary s, ChartMode mode) {
    return switch (mode) {
      case COMBINED, SERVER_CPUS ->
          new Point(
              s.consumers(),
              s.combinedMsgPerSec(),
              s.combinedMinMsgPerSec(),
              s.combinedMaxMsgPerSec());
      case PER_CONSUMER ->
          new Point(
              s.consumers(),
              s.perConsumerMsgPerSec(),
              s.perConsumerMinMsgPerSec(),
              s.perConsumerMaxMsgPerSec());
      case PERCENT_OF_SCAN ->
          // the bar spans the repetitions' ratios, each to its own scan pass (as the CLI's range)
          new Point(
              s.consumers(),
              s.percentOfCeiling(),
              s.percentOfCeilingMin(),
              s.percentOfCeilingMax());
    };
  }

  private static Curve flat(String name, double value, int minK, int maxK) {
    return new Curve(
        name,
        Kind.SCAN_CEILING,
        List.of(new Point(minK, value, value, value), new Point(maxK, value, value, value)));
  }
}
