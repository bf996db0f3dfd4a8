package dev.wirebench.app.widgets;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.wirebench.engine.latency.LatencyMeasurement;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

class PercentileSeriesTest {
  @Test
  void percentilesSitOnALogScaleOfOneOverOneMinusP() {
    assertThat(PercentileSeries.x(50)).isCloseTo(Math.log10(2), within(1e-12));
    assertThat(PercentileSeries.x(90)).isCloseTo(1, within(1e-12));
    assertThat(PercentileSeries.x(99)).isCloseTo(2, within(1e-12));
    assertThat(PercentileSeries.x(99.9)).isCloseTo(3, within(1e-9));
    assertThat(PercentileSeries.x(100)).isInfinite();
    assertThat(PercentileSeries.label(99.99)).isEqualTo("99.99 %");
    assertThat(PercentileSeries.label(0)).isEqualTo("0 %");
    assertThat(PercentileSeries.label(99.9)).isEqualTo("99.9 %");
    assertThat(PercentileSeries.label(50)).isEqualTo("50 %");
    assertThat(PercentileSeries.label(100)).isEqualTo("max");
  }

  @Test
  void oneLinePerSeriesSortedByNameWithItsPointsInPercentileOrder() {
    Map<String, SortedMap<Double, Double>> byName = new LinkedHashMap<>();
    byName.put("sbe", percentiles(Map.of(50.0, 90.0, 90.0, 120.0, 99.0, 300.0, 100.0, 9000.0)));
    byName.put("json", percentiles(Map.of(50.0, 900.0, 99.9, 4000.0, 0.0, 500.0)));
    byName.put("none", percentiles(Map.of(0.0, Double.NaN)));

    List<PercentileSeries.Line> lines = PercentileSeries.lines(byName);

    assertThat(lines).extracting(PercentileSeries.Line::name).containsExactly("json", "sbe");
    assertThat(lines.get(0).points())
        .extracting(PercentileSeries.Point::label)
        .containsExactly("0 %", "50 %", "99.9 %");
    assertThat(lines.get(1).points())
        .extracting(PercentileSeries.Point::latency)
        .containsExactly(90.0, 120.0, 300.0, 9000.0);
    assertThat(lines.get(1).points())
        .extracting(PercentileSeries.Point::x)
        .isSorted()
        .endsWith(Double.POSITIVE_INFINITY);
  }

  @Test
  void aStoredHistogramGivesItsOwnPercentileDistributionInTheChartsUnit() {
    Histogram histogram = new Histogram(3_600_000_000L, 3);
    for (long v = 1; v <= 10_000; v++) {
      histogram.recordValue(1_000 + v); // 1,001 .. 11,000 ns
    }
    PercentileSeries.Source latency =
        new PercentileSeries.Source(
            "sbe",
            "bars",
            "decode",
            "latency",
            "us/op",
            new TreeMap<>(Map.of(50.0, 6.0, 100.0, 11.0)),
            LatencyMeasurement.encode(histogram));

    PercentileSeries.Chart chart = PercentileSeries.chart(List.of(latency));

    PercentileSeries.Line line = chart.lines().get(0);
    assertThat(line.fromHistogram()).isTrue();
    assertThat(chart.unit()).isEqualTo("us/op");
    assertThat(line.points().size()).isGreaterThan(20);
    assertThat(line.points().get(0).percentile()).isZero();
    assertThat(line.points().get(0).latency()).isEqualTo(1.001);
    assertThat(line.points().get(line.points().size() - 1).latency())
        .isEqualTo(histogram.getMaxValue() / 1e3);
    // every point is a value the histogram holds, in µs; none is made up between them
    assertThat(line.points())
        .allSatisfy(
            p ->
                assertThat(histogram.getCountBetweenValues(0, Math.round(p.latency() * 1e3)))
                    .isPositive());
    assertThat(chart.note()).isEmpty();
  }

  @Test
  void onlyStoredPercentilesAreDrawnAndResultsWithoutAnyAreCountedOrExplained() {
    SortedMap<Double, Double> stored =
        new TreeMap<>(Map.of(0.0, 39.0, 50.0, 55.0, 90.0, 114.0, 99.9, 11_461.9, 100.0, 3e6));
    PercentileSeries.Source sample =
        new PercentileSeries.Source("cbor", "minimal", "decode", "sample", "ns/op", stored, null);
    PercentileSeries.Source slower =
        new PercentileSeries.Source(
            "json",
            "minimal",
            "decode",
            "sample",
            "us/op",
            new TreeMap<>(Map.of(50.0, 0.058)),
            null);
    PercentileSeries.Source avgt =
        new PercentileSeries.Source(
            "cbor", "minimal", "decode", "avgt", "ns/op", new TreeMap<>(), null);

    PercentileSeries.Chart chart = PercentileSeries.chart(List.of(sample, slower, avgt));

    assertThat(chart.lines())
        .extracting(PercentileSeries.Line::name)
        .containsExactly("cbor", "json");
    assertThat(chart.lines().get(0).points())
        .extracting(PercentileSeries.Point::latency)
        .containsExactly(39.0, 55.0, 114.0, 11_461.9, 3e6);
    // µs converted to the chart's ns
    assertThat(chart.lines().get(1).points().get(0).latency()).isCloseTo(58.0, within(1e-9));
    assertThat(chart.note())
        .isEqualTo("1 result(s) without percentile data (avgt, thrpt or ss mode) not drawn");

    PercentileSeries.Chart none = PercentileSeries.chart(List.of(avgt));
    assertThat(none.isEmpty()).isTrue();
    assertThat(none.note()).startsWith("No percentile data:");
  }

  private static SortedMap<Double, Double> percentiles(Map<Double, Double> values) {
    return new TreeMap<>(values);
  }
}
