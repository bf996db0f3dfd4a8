package dev.wirebench.app.bench;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wirebench.app.widgets.ChartBar;
import java.util.List;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/** The Benchmark screen's results as the score chart's bars and axis text. */
class ResultBarsTest {
  private static LiveResultRow row(String codec, double score, double error, String failure) {
    return new LiveResultRow(
        codec,
        "bars",
        "decode",
        "avgt",
        score,
        error,
        "ns/op",
        null,
        null,
        null,
        failure,
        new TreeMap<>());
  }

  @Test
  void aBarPerResultWithItsIntervalAndTheScoreTextBesideIt() {
    List<ChartBar> bars =
        ResultBars.of(List.of(row("json", 800, 50, null), row("fix", Double.NaN, 0, "boom\nat")));

    ChartBar json = bars.get(0);
    assertThat(json.label()).isEqualTo("json × bars decode");
    assertThat(json.low()).isEqualTo(750);
    assertThat(json.high()).isEqualTo(850);
    assertThat(json.text()).isEqualTo("800.0 ± 50.00");
    assertThat(bars.get(1).isFailed()).isTrue();
    assertThat(bars.get(1).failure()).isEqualTo("boom\nat");
  }

  @Test
  void theAxisTextNamesTheUnitWhichWayIsBetterAndTheScale() {
    List<LiveResultRow> rows =
        List.of(row("fix", Double.NaN, 0, "boom"), row("json", 800, 50, null));

    assertThat(ResultBars.valueLabel(rows, false))
        .isEqualTo("ns/op  (lower is better) · error bars: 99.9 % CI");
    assertThat(ResultBars.valueLabel(rows, true))
        .isEqualTo("ns/op  (lower is better) · log scale · error bars: 99.9 % CI");
  }
}
