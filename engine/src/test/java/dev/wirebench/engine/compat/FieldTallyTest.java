package dev.wirebench.engine.compat;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The outcome of one value, by what was written and what was read. */
class FieldTallyTest {
  static FieldValue v(String text, boolean isDefault) {
    return new FieldValue(text, isDefault);
  }

  @Test
  void theSameValueSurvivesAndAnAbsentOneIsADefault() {
    assertThat(FieldTally.classify(v("202", false), v("202", false))).isEqualTo(Outcome.SURVIVED);
    assertThat(FieldTally.classify(v("202", false), null)).isEqualTo(Outcome.DEFAULTED);
    assertThat(FieldTally.classify(v("0", true), null)).isEqualTo(Outcome.SURVIVED);
  }

  @Test
  void aDifferentValueIsAMisreadEvenWhenItIsTheTypesZero() {
    assertThat(FieldTally.classify(v("202", false), v("101", false))).isEqualTo(Outcome.MISREAD);
    assertThat(FieldTally.classify(v("SELL", false), v("BUY", true))).isEqualTo(Outcome.MISREAD);
    assertThat(FieldTally.classify(v("0", true), v("false", true))).isEqualTo(Outcome.SURVIVED);
  }

  @Test
  void numbersCompareAcrossWidthsAndForms() {
    var int32 =
        dev.wirebench.engine.dynamic.FieldType.of(dev.wirebench.engine.dynamic.FieldKind.INT32);
    var float64 =
        dev.wirebench.engine.dynamic.FieldType.of(dev.wirebench.engine.dynamic.FieldKind.FLOAT64);
    var float32 =
        dev.wirebench.engine.dynamic.FieldType.of(dev.wirebench.engine.dynamic.FieldKind.FLOAT32);
    assertThat(FieldPaths.scalar(int32, 5))
        .isEqualTo(FieldPaths.scalar(float64, Double.doubleToRawLongBits(5.0)));
    assertThat(FieldPaths.scalar(float32, Float.floatToRawIntBits(1.1f)))
        .isEqualTo(FieldPaths.scalar(float64, Double.doubleToRawLongBits((double) 1.1f)));
    assertThat(FieldPaths.scalar(float32, Float.floatToRawIntBits(1.1f)))
        .isNotEqualTo(FieldPaths.scalar(float64, Double.doubleToRawLongBits(1.1)));
  }
}
