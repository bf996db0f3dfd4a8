package dev.wirebench.app.widgets;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

/** The score chart's axis: linear from zero, below zero for changes, logarithmic by decades. */
class ScoreScaleTest {
  @Test
  void aLinearScaleStartsAtZeroAndEndsOnARoundStep() {
    // 64,000 / 5 = 12,800 → step 20,000 → the axis ends at the next multiple, 80,000.
    ScoreScale scale = ScoreScale.of(false, 900, 64_000);

    assertThat(scale.min()).isZero();
    assertThat(scale.max()).isEqualTo(80_000);
    assertThat(scale.ticks()).containsExactly(0.0, 20_000.0, 40_000.0, 60_000.0, 80_000.0);
    assertThat(scale.fraction(40_000)).isCloseTo(0.5, within(1e-12));
  }

  @Test
  void aScaleWithNegativeValuesSpansZeroAndHasATickThere() {
    // Changes from −30 % to +12 %: (12 + 30) / 5 = 8.4 → step 10 → −30 .. 20.
    ScoreScale scale = ScoreScale.of(false, -30, 12);

    assertThat(scale.min()).isEqualTo(-30);
    assertThat(scale.max()).isEqualTo(20);
    assertThat(scale.ticks()).contains(0.0).first().isEqualTo(-30.0);
    assertThat(scale.fraction(0)).isCloseTo(0.6, within(1e-12));
    assertThat(scale.fraction(-100)).isZero();
  }

  @Test
  void aLogScaleCoversWholeDecades() {
    ScoreScale scale = ScoreScale.of(true, 59, 507_433);

    assertThat(scale.min()).isEqualTo(10);
    assertThat(scale.max()).isEqualTo(1_000_000);
    assertThat(scale.ticks()).hasSize(6);
    assertThat(scale.fraction(1_000)).isCloseTo(0.4, within(1e-12));
  }
}
