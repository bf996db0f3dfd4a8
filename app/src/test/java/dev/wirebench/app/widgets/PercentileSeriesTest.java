package dev.wirebench.app.widgets;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

class PercentileSeriesTest {
  @Test
  void percentilesSitOnALogScaleOfOneOverOneMinusP() {
    assertThat(PercentileSeries.x(50)).isCloseTo(Math.log10(2), within(1e-12));
    assertThat(PercentileSeries.x(90)).isCloseTo(1, within(1e-12));
    assertThat(PercentileSeries.x(99)).isCloseTo(2, within(1e-12));
    assertThat(PercentileSeries.x(99.9)).isCloseTo(3, within(1e-9));
    assertThat(PercentileSeries.x(100)).isEqualTo(4);
    assertThat(PercentileSeries.label(99.9)).isEqualTo("99.9 %");
    assertThat(PercentileSeries.label(50)).isEqualTo("50 %");
    assertThat(PercentileSeries.label(100)).isEqualTo("max");
  }

  @Test
  void oneLinePerSeriesSortedByNameWithItsPointsInPercentileOrder() {
    Map<String, SortedMap<Double, Double>> byName = new LinkedHashMap<>();
    byName.put("sbe", percentiles(Map.of(50.0, 90.0, 90.0, 120.0, 99.0, 300.0, 100.0, 9000.0)));
    byName.put("json", percentiles(Map.of(50.0, 900.0, 99.9, 4000.0, 0.0, 500.0)));
    byName.put("none", percentiles(Map.of(0.0, 1.0)));

    List<PercentileSeries.Line> lines = PercentileSeries.lines(byName);

    assertThat(lines).extracting(PercentileSeries.Line::name).containsExactly("json", "sbe");
    assertThat(lines.get(0).points())
        .extracting(PercentileSeries.Point::label)
        .containsExactly("50 %", "99.9 %");
    assertThat(lines.get(1).points())
        .extracting(PercentileSeries.Point::latency)
        .containsExactly(90.0, 120.0, 300.0, 9000.0);
    assertThat(lines.get(1).points())
        .extracting(PercentileSeries.Point::x)
        .isSorted()
        .endsWith(4.0);
  }

  private static SortedMap<Double, Double> percentiles(Map<Double, Double> values) {
    return new TreeMap<>(values);
  }
}
