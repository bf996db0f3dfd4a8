package dev.wirebench.engine.dataset;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.DoubleNode;
import com.fasterxml.jackson.databind.node.LongNode;
import com.fasterxml.jackson.databind.node.TextNode;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.RoundingMode;

/**
 * A price or size moved as its own digits allow: a decimal string keeps its scale ({@code
 * "85650.00"} moves in steps of 0.01), an integer keeps its trailing zeros ({@code 192060000000}
 * moves in steps of 10^7), and nothing goes below one step. Values that are not numbers are kept.
 */
final class Decimals {
  private Decimals() {}

  /** {@code value} moved by {@code ticks} of its own tick. */
  static JsonNode shift(JsonNode value, long ticks) {
    BigDecimal number = number(value);
    if (number == null || ticks == 0) {
      return value;
    }
    BigDecimal tick = tick(value, number);
    return node(value, floor(number.add(tick.multiply(BigDecimal.valueOf(ticks))), tick));
  }

  /** {@code value} times {@code factor}, rounded to its own tick. */
  static JsonNode scale(JsonNode value, double factor) {
    BigDecimal number = number(value);
    if (number == null) {
      return value;
    }
    BigDecimal tick = tick(value, number);
    BigDecimal scaled = number.multiply(BigDecimal.valueOf(factor));
    BigDecimal steps = scaled.divide(tick, 0, RoundingMode.HALF_EVEN);
    return node(value, floor(steps.multiply(tick), tick));
  }

  private static BigDecimal floor(BigDecimal number, BigDecimal tick) {
    return number.compareTo(tick) < 0 ? tick : number;
  }

  private static BigDecimal number(JsonNode value) {
    try {
      if (value.isTextual()) {
        return new BigDecimal(value.asText());
      }
      return value.isNumber() ? value.decimalValue() : null;
    } catch (NumberFormatException notANumber) {
      return null;
    }
  }

  private static BigDecimal tick(JsonNode value, BigDecimal number) {
    if (value.isTextual() || value.isFloatingPointNumber()) {
      return BigDecimal.ONE.movePointLeft(Math.max(0, number.scale()));
    }
    BigInteger whole = number.toBigInteger();
    int zeros = 0;
    while (whole.signum() != 0 && whole.mod(BigInteger.TEN).signum() == 0 && zeros < 18) {
      whole = whole.divide(BigInteger.TEN);
      zeros++;
    }
    return BigDecimal.ONE.movePointRight(zeros);
  }

  private static JsonNode node(JsonNode original, BigDecimal value) {
    if (original.isTextual()) {
      return TextNode.valueOf(
          value.setScale(Math.max(0, new BigDecimal(original.asText()).scale())).toPlainString());
    }
    if (original.isIntegralNumber()) {
      return LongNode.valueOf(value.longValueExact());
    }
    return DoubleNode.valueOf(value.doubleValue());
  }
}
