package dev.wirebench.app.widgets;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;

/**
 * The data of a latency-by-percentile chart, as HdrHistogram plots it: x is {@code log10(1 / (1 -
 * p))}, so 50 %, 90 %, 99 %, 99.9 % are evenly spaced (0.3, 1, 2, 3) and the tail gets the room;
 * max has no finite x and is drawn one decade past 99.9 %. One line per named series (a codec, or
 * codec × fixture × operation), sorted by name; a series without a given percentile skips it.
 */
public final class PercentileSeries {
  /** The percentiles drawn, in order; 100 is max. */
  public static final double[] PERCENTILES = {50, 90, 99, 99.9, 100};

  /** One point: its x position (see the class comment), the latency, and the axis label. */
  public record Point(double x, double latency, String label) {}

  /** One line of the chart. */
  public record Line(String name, List<Point> points) {}

  private PercentileSeries() {}

  /** Where percentile {@code p} (0..100) sits on the x axis; max goes one decade past 99.9 %. */
  public static double x(double p) {
    if (p >= 100) {
      return 4;
    }
    return Math.log10(1 / (1 - p / 100));
  }

  /** The axis label of percentile {@code p}: "50 %", "99.9 %", "max". */
  public static String label(double p) {
    if (p >= 100) {
      return "max";
    }
    return (p == Math.rint(p) ? Long.toString((long) p) : Double.toString(p)) + " %";
  }

  /** Lines for the named percentile maps (p in 0..100 to latency), sorted by name. */
  public static List<Line> lines(Map<String, SortedMap<Double, Double>> byName) {
    List<Line> lines = new ArrayList<>();
    byName.forEach(
        (name, percentiles) -> {
          List<Point> points = new ArrayList<>();
          for (double p : PERCENTILES) {
            Double latency = percentiles.get(p);
            if (latency != null && Double.isFinite(latency)) {
              points.add(new Point(x(p), latency, label(p)));
            }
          }
          if (!points.isEmpty()) {
            lines.add(new Line(name, List.copyOf(points)));
          }
        });
    lines.sort(Comparator.comparing(Line::name));
    return List.copyOf(lines);
  }
}
