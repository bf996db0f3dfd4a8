package dev.wirebench.engine.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.wirebench.engine.latency.CoolerSpec;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/** Iterations, durations, coolers, modes and operations as users type them. */
class SettingsTextTest {
  @Test
  void parsesIterationsAsCountTimesDuration() {
    assertThat(IterationSpec.parse("3x1s")).isEqualTo(IterationSpec.of(3, Duration.ofSeconds(1)));
    assertThat(IterationSpec.parse("5x500ms").time()).isEqualTo(Duration.ofMillis(500));
    assertThat(IterationSpec.parse("1X100us").toText()).isEqualTo("1x100us");
  }

  @Test
  void refusesIterationsWithoutCountOrUnit() {
    assertThatThrownBy(() -> IterationSpec.parse("3x1"))
        .hasMessageContaining("bad duration '1'")
        .hasMessageContaining("1s, 500ms");
    assertThatThrownBy(() -> IterationSpec.parse("1s")).hasMessageContaining("COUNTxTIME");
    assertThatThrownBy(() -> IterationSpec.parse("ax1s")).hasMessageContaining("whole number");
  }

  @Test
  void parsesDurationsInEveryUnit() {
    assertThat(DurationText.parse("250ns")).isEqualTo(Duration.ofNanos(250));
    assertThat(DurationText.parse("100us")).isEqualTo(Duration.ofNanos(100_000));
    assertThat(DurationText.parse("100µs")).isEqualTo(Duration.ofNanos(100_000));
    assertThat(DurationText.parse("1.5ms")).isEqualTo(Duration.ofNanos(1_500_000));
    assertThat(DurationText.parse("2m")).isEqualTo(Duration.ofMinutes(2));
    assertThat(DurationText.format(Duration.ofMillis(1500))).isEqualTo("1500ms");
  }

  @Test
  void parsesCoolers() {
    assertThat(LatencySettings.parseCooler("none")).isEqualTo(CoolerSpec.NONE);
    assertThat(LatencySettings.parseCooler("busy:1ms")).isEqualTo(CoolerSpec.busy(1_000_000));
    assertThat(LatencySettings.parseCooler("sleep:100us")).isEqualTo(CoolerSpec.sleep(100_000));
    assertThat(LatencySettings.parseCooler("thrash").toText()).isEqualTo("thrash");
    assertThat(LatencySettings.parseCooler("thrash:8mb").bytes()).isEqualTo(8L << 20);
    assertThat(LatencySettings.parseCooler("busy:1ms").toText()).isEqualTo("busy:1ms");
  }

  @Test
  void refusesUnknownCoolers() {
    assertThatThrownBy(() -> LatencySettings.parseCooler("warm"))
        .hasMessageContaining("bad cooler 'warm'")
        .hasMessageContaining("busy:1ms");
    assertThatThrownBy(() -> LatencySettings.parseCooler("busy"))
        .hasMessageContaining("needs a duration");
  }

  @Test
  void parsesModesAndOperationsAndNamesTheKnownOnes() {
    assertThat(BenchMode.parseJmh("avgt")).isEqualTo(BenchMode.AVERAGE_TIME);
    assertThat(BenchMode.parseJmh("thrpt").unit()).isEqualTo("ops/s");
    assertThatThrownBy(() -> BenchMode.parseJmh("latency")).hasMessageContaining("known modes");
    assertThat(Operation.parse("Decode")).isEqualTo(Operation.DECODE);
    assertThatThrownBy(() -> Operation.parse("parse"))
        .hasMessageContaining("encode, decode, roundtrip");
  }

  @Test
  void parsesRatesAndRefusesNonsense() {
    assertThat(LatencySettings.parseRate("100k/s")).isEqualTo(100_000);
    assertThat(LatencySettings.parseRate("2500")).isEqualTo(2_500);
    assertThat(LatencySettings.parseRate("1m/s")).isEqualTo(1_000_000);
    assertThat(LatencySettings.parseRate("1.5k/s")).isEqualTo(1_500);
    for (String bad : new String[] {"fast", "0/s", "-5", "0.5/s", "1e3", "200m/s", ""}) {
      assertThatThrownBy(() -> LatencySettings.parseRate(bad))
          .as(bad)
          .isInstanceOf(IllegalArgumentException.class)
          .hasMessageContaining("use e.g. 100k/s");
    }
    assertThatThrownBy(() -> new LatencySettings(CoolerSpec.busy(1_000), 0, 10, 1_000, false))
        .hasMessageContaining("takes no cooler");
  }
}
