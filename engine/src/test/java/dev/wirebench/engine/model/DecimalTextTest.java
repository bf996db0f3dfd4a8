package dev.wirebench.engine.model;

import static org.assertj.core.api.Assertions.assertThat;

import com.epam.deltix.dfp.Decimal64Utils;
import dev.wirebench.engine.model.DecimalText.Problem;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class DecimalTextTest {
  private final DecimalText text = new DecimalText();

  /** Feeds {@code s}, stopping at the first problem as FIX and JSON do; then finishes. */
  private Problem parse(String s) {
    text.reset();
    for (int i = 0; i < s.length(); i++) {
      Problem problem = text.accept(s.charAt(i));
      if (problem != Problem.NONE) {
        return problem;
      }
    }
    return text.finish();
  }

  @ParameterizedTest(name = "{0} is {1} x 10^-{2}")
  @CsvSource({
    "85664.10, 8566410, 2",
    "-1.50, -150, 2",
    "0, 0, 0",
    "7., 7, 0",
    ".5, 5, 1",
    "0000000000000000001, 1, 0",
    "1234567890123456, 1234567890123456, 0"
  })
  void keepsTheDigitsAsWrittenTrailingZerosIncluded(String input, long mantissa, int scale) {
    assertThat(parse(input)).isEqualTo(Problem.NONE);
    assertThat(text.value()).isEqualTo(Decimal64Utils.fromFixedPoint(mantissa, scale));
  }

  @ParameterizedTest(name = "\"{0}\" -> {1}")
  @CsvSource({
    "1a, NOT_A_DIGIT",
    "--1, NOT_A_DIGIT",
    "1-, NOT_A_DIGIT",
    "1.2.3, NOT_A_DIGIT",
    "' 1', NOT_A_DIGIT",
    "12345678901234567, TOO_MANY_DIGITS",
    "'', NO_DIGITS",
    "-, NO_DIGITS",
    "., NO_DIGITS"
  })
  void namesWhatIsWrong(String input, Problem expected) {
    assertThat(parse(input)).isEqualTo(expected);
  }

  @Test
  void boundsTheDecimalsAtMaxDecimals() {
    String zeros = "0".repeat(DecimalText.MAX_DECIMALS - 1);
    assertThat(parse("0." + zeros + "1")).isEqualTo(Problem.NONE);
    assertThat(parse("0." + zeros + "01")).isEqualTo(Problem.TOO_MANY_DECIMALS);
  }

  @Test
  void resetForgetsTheLastNumber() {
    parse("-12.5");
    assertThat(parse("3")).isEqualTo(Problem.NONE);
    assertThat(text.value()).isEqualTo(Decimal64Utils.fromFixedPoint(3, 0));
  }
}
