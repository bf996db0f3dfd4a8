package dev.wirebench.app.widgets;

import dev.wirebench.engine.latency.LatencyMeasurement;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.function.Function;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramIterationValue;

/**
 * The data of a latency-by-percentile chart, as HdrHistogram plots it: x is {@code log10(1 / (1 -
 * p))}, so 0 %, 90 %, 99 %, 99.9 %, 99.99 % are evenly spaced (0, 1, 2, 3, 4) and the tail gets the
 * room. One line per codec (with the operation, fixture or mode added to the name only where the
 * results differ in it).
 *
 * <p>Only measured values are drawn: a result's stored percentiles (JMH sample mode: 0, 50, 90, 95,
 * 99, 99.9, 99.99, 99.999, 99.9999, 100; the latency harness: those its count supports), or, when
 * the full HdrHistogram is stored (latency harness), the histogram's own percentile iteration (5
 * steps per halving of the tail, as HdrHistogram's percentile output). Nothing is interpolated. Max
 * (100 %) has no finite x; the chart draws it half a decade past the last finite percentile.
 */
public final class PercentileSeries {
  /** HdrHistogram's default resolution of its percentile distribution output. */
  private static final int TICKS_PER_HALF_DISTANCE = 5;

  /** One point: the percentile (0..100), the latency in the chart's unit, and its label. */
  public record Point(double percentile, double latency, String label) {
    /** Where the point sits on the x axis; infinite for max. */
    public double x() {
      return PercentileSeries.x(percentile);
    }
  }

  /** One line of the chart; {@code fromHistogram} when drawn from the full stored histogram. */
  public record Line(String name, List<Point> points, boolean fromHistogram) {}

  /**
   * One result that may have percentiles.
   *
   * @param unit the score's unit ({@code ns/op}, {@code us/op}...)
   * @param histogram the stored HdrHistogram (values in ns, compressed), or null
   */
  public record Source(
      String codec,
      String fixture,
      String operation,
      String mode,
      String unit,
      SortedMap<Double, Double> percentiles,
      byte[] histogram) {}

  /**
   * What a chart shows: its lines in {@code unit}, and a note on what is left out (results without
   * percentile data), empty when nothing is.
   */
  public record Chart(List<Line> lines, String unit, String note) {
    public boolean isEmpty() {
      return lines.isEmpty();
    }
  }

  private PercentileSeries() {}

  /** Where percentile {@code p} (0..100) sits on the x axis: {@code log10(1/(1-p))}; max is ∞. */
  public static double x(double p) {
    if (p >= 100) {
      return Double.POSITIVE_INFINITY;
    }
    return Math.log10(1 / (1 - p / 100));
  }

  /** The label of percentile {@code p}: "50 %", "99.99 %", "max". */
  public static String label(double p) {
    if (p >= 100) {
      return "max";
    }
    double rounded = Math.round(p * 1e6) / 1e6;
    return (rounded == Math.rint(rounded)
            ? Long.toString((long) rounded)
            : java.math.BigDecimal.valueOf(rounded).stripTrailingZeros().toPlainString())
        + " %";
  }

  /** Lines for the named percentile maps (p in 0..100 to latency), sorted by name. */
  public static List<Line> lines(Map<String, SortedMap<Double, Double>> byName) {
    List<Line> lines = new ArrayList<>();
    byName.forEach(
        (name, percentiles) -> {
          List<Point> points = points(percentiles, v -> v);
          if (!points.isEmpty()) {
            lines.add(new Line(name, points, false));
          }
        });
    lines.sort(Comparator.comparing(Line::name));
    return List.copyOf(lines);
  }

  /** The chart of {@code sources}: every result with percentile data, in the first one's unit. */
  public static Chart chart(List<Source> sources) {
    List<Source> with =
        sources.stream().filter(s -> !s.percentiles().isEmpty() || s.histogram() != null).toList();
    int without = sources.size() - with.size();
    if (with.isEmpty()) {
      return new Chart(
          List.of(),
          "",
          sources.isEmpty()
              ? "No results yet."
              : "No percentile data: these results were measured in a mode that records only a"
                  + " mean (avgt, thrpt, ss). Sample mode and the latency harness record"
                  + " percentiles.");
    }
    String unit = with.get(0).unit();
    Map<String, Source> named = new LinkedHashMap<>();
    int otherUnit = 0;
    for (Source s : with) {
      if (nanosPer(s.unit()) > 0 && nanosPer(unit) > 0 || Objects.equals(s.unit(), unit)) {
        named.put(name(s, with), s);
      } else {
        otherUnit++;
      }
    }
    List<Line> lines = new ArrayList<>();
    named.forEach((name, s) -> lines.add(line(name, s, unit)));
    lines.removeIf(l -> l.points().isEmpty());
    lines.sort(Comparator.comparing(Line::name));
    List<String> notes = new ArrayList<>();
    if (without > 0) {
      notes.add(without + " result(s) without percentile data (avgt, thrpt or ss mode) not drawn");
    }
    if (otherUnit > 0) {
      notes.add(otherUnit + " result(s) in a unit that is not a time per operation not drawn");
    }
    return new Chart(List.copyOf(lines), unit, String.join("; ", notes));
  }

  private static Line line(String name, Source s, String unit) {
    double toUnit = Objects.equals(s.unit(), unit) ? 1 : nanosPer(s.unit()) / nanosPer(unit);
    if (s.histogram() != null && nanosPer(unit) > 0) {
      Histogram histogram = LatencyMeasurement.decode(s.histogram());
      double nanos = nanosPer(unit);
      return new Line(name, points(fromHistogram(histogram), v -> v / nanos), true);
    }
    return new Line(name, points(s.percentiles(), v -> v * toUnit), false);
  }

  /** HdrHistogram's percentile distribution of {@code histogram} (values as recorded). */
  static SortedMap<Double, Double> fromHistogram(Histogram histogram) {
    SortedMap<Double, Double> percentiles = new TreeMap<>();
    if (histogram.getTotalCount() == 0) {
      return percentiles;
    }
    for (HistogramIterationValue v : histogram.percentiles(TICKS_PER_HALF_DISTANCE)) {
      double p = v.getPercentileLevelIteratedTo();
      if (p < 100) {
        percentiles.put(p, (double) histogram.highestEquivalentValue(v.getValueIteratedTo()));
      }
    }
    percentiles.put(0.0, (double) histogram.getMinValue());
    percentiles.put(100.0, (double) histogram.getMaxValue());
    return percentiles;
  }

  private static List<Point> points(
      SortedMap<Double, Double> percentiles, Function<Double, Double> scale) {
    List<Point> points = new ArrayList<>();
    percentiles.forEach(
        (p, latency) -> {
          if (latency != null && Double.isFinite(latency) && p >= 0 && p <= 100) {
            points.add(new Point(p, scale.apply(latency), label(p)));
          }
        });
    return List.copyOf(points);
  }

  /** {@code json}, or {@code json decode}, {@code json decode · minimal}... where they differ. */
  private static String name(Source s, List<Source> all) {
    StringBuilder name = new StringBuilder(Objects.toString(s.codec(), "?"));
    if (all.stream().map(Source::operation).distinct().count() > 1) {
      name.append(' ').append(Objects.toString(s.operation(), ""));
    }
    if (all.stream().map(Source::fixture).distinct().count() > 1) {
      name.append(" · ").append(Objects.toString(s.fixture(), ""));
    }
    if (all.stream().map(Source::mode).distinct().count() > 1) {
      name.append(" (").append(s.mode()).append(')');
    }
    return name.toString();
  }

  /** Nanoseconds in one unit of a time-per-operation unit ({@code us/op} → 1000), else -1. */
  static double nanosPer(String unit) {
    if (unit == null) {
      return -1;
    }
    String time = unit.endsWith("/op") ? unit.substring(0, unit.length() - 3) : unit;
    return switch (time) {
      case "ns" -> 1;
      case "us", "µs" -> 1e3;
      case "ms" -> 1e6;
      case "s" -> 1e9;
      default -> -1;
    };
  }
}
