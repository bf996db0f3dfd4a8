package dev.wirebench.engine.history;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

class SeriesTest {
  private static final EnvironmentKey OTHER =
      new EnvironmentKey("bench-2", "Xeon", "Eclipse Adoptium", "17.0.12", "-Xmx1g");

  private static HistoryRow row(long run, EnvironmentKey env, double score, String unit) {
    return new HistoryRow(
        run, "", Instant.ofEpochSecond(1_000 * run), env, score, score * 0.01, unit);
  }

  @Test
  void splitsByEnvironmentAndOrdersByRunStart() {
    List<HistoryRow> rows =
        List.of(
            row(3, SyntheticSeries.HOST, 110, "ns/op"),
            row(1, SyntheticSeries.HOST, 100, "ns/op"),
            row(2, OTHER, 90, "ns/op"),
            row(4, OTHER, 95, "ns/op"));

    SeriesSplitter.Split split = SeriesSplitter.split(SyntheticSeries.DECODE, rows);

    assertThat(split.series()).hasSize(2);
    assertThat(split.series().get(0).environment()).isEqualTo(SyntheticSeries.HOST);
    assertThat(split.series().get(0).points())
        .extracting(SeriesPoint::runId)
        .containsExactly(1L, 3L);
    assertThat(split.series().get(1).points())
        .extracting(SeriesPoint::runId)
        .containsExactly(2L, 4L);
  }

  @Test
  void convertsTimeUnitsToTheLatestAndCountsWhatItLeavesOut() {
    List<HistoryRow> rows =
        List.of(
            row(1, SyntheticSeries.HOST, 1.2, "us/op"),
            row(2, SyntheticSeries.HOST, Double.NaN, "ns/op"),
            row(3, SyntheticSeries.HOST, 5, "ops/s"),
            row(4, SyntheticSeries.HOST, 1100, "ns/op"));

    SeriesSplitter.Split split = SeriesSplitter.split(SyntheticSeries.DECODE, rows);

    Series series = split.series().get(0);
    assertThat(series.unit()).isEqualTo("ns/op");
    assertThat(series.scores()).containsExactly(new double[] {1200, 1100}, within(1e-9));
    assertThat(split.failed()).isEqualTo(1);
    assertThat(split.unconvertible()).isEqualTo(1);
  }

  @Test
  void bestAndDeltaFollowTheScoresDirection() {
    Series avgt = SyntheticSeries.of(List.of(120.0, 100.0, 110.0), 1);

    assertThat(avgt.bestIndex()).isEqualTo(1);
    assertThat(avgt.deltaVsBest(2)).isCloseTo(0.10, within(1e-12));
    SeriesAnalysis analysis = new SeriesAnalysis(avgt, List.of());
    assertThat(analysis.best().runId()).isEqualTo(2);
    assertThat(analysis.latest().runId()).isEqualTo(3);
    assertThat(analysis.latestVsBest()).isCloseTo(0.10, within(1e-12));
  }

  @Test
  void environmentDescriptionSkipsUnknownParts() {
    assertThat(SyntheticSeries.HOST.describe())
        .isEqualTo("bench-1, Xeon, JVM Eclipse Adoptium 17.0.12, flags -Xmx1g");
    assertThat(new EnvironmentKey(null, "", null, null, null).describe())
        .isEqualTo("unknown environment");
    EnvironmentKey planned = SyntheticSeries.HOST.withPlan("3x1s", "5x1s", "1");
    assertThat(planned.describe())
        .isEqualTo(
            "bench-1, Xeon, JVM Eclipse Adoptium 17.0.12, flags -Xmx1g, 1 fork, warm-up 3x1s,"
                + " measurement 5x1s");
    assertThat(planned).isNotEqualTo(SyntheticSeries.HOST);
    assertThat(planned.withPlan("3x1s", "5x1s", "5").compareTo(planned)).isNotZero();
  }
}
