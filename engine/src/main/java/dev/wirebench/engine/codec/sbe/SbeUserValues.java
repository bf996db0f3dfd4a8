package dev.wirebench.engine.codec.sbe;

import dev.wirebench.engine.codec.sbe.SbeUserLevel.Part;
import dev.wirebench.engine.codec.sbe.SbeUserLevel.Slot;
import dev.wirebench.engine.dynamic.DecimalValues;
import java.math.BigDecimal;

/**
 * Exact decimals and timestamps in a user's SBE composites: a decimal as mantissa and exponent (the
 * exponent a field, or fixed by the schema: then the value is scaled to it, never rounded), a
 * timestamp as epoch nanoseconds in a plain integer or as {@code time} in the composite's {@code
 * unit} (a power of ten below a second: 9 = nanoseconds, 3 = milliseconds).
 */
final class SbeUserValues {
  private static final long[] POWERS = new long[19];

  static {
    POWERS[0] = 1;
    for (int i = 1; i < POWERS.length; i++) {
      POWERS[i] = POWERS[i - 1] * 10;
    }
  }

  private SbeUserValues() {}

  static void decimal(SbeUserWriter out, Slot slot, long bits, int block) {
    long unscaled = DecimalValues.unscaled(bits);
    int scale = DecimalValues.scale(bits);
    Part exponentPart = slot.second();
    if (exponentPart != null) {
      out.integer(exponentPart, -scale, block);
      out.integer(slot.value(), unscaled, block);
      return;
    }
    int target = -slot.constant();
    long mantissa = rescale(unscaled, scale, target);
    if (mantissa == Long.MIN_VALUE) {
      throw out.error(
          block + slot.value().offset(),
          DecimalValues.text(bits)
              + (scale > target
                  ? " has "
                      + scale
                      + " decimal places; the exponent "
                      + slot.constant()
                      + " allows "
                      + Math.max(0, target)
                  : " does not fit the mantissa at exponent " + slot.constant()));
    }
    out.integer(slot.value(), mantissa, block);
  }

  /** {@code unscaled × 10^-scale} as a multiple of {@code 10^-target}; MIN_VALUE if inexact. */
  static long rescale(long unscaled, int scale, int target) {
    int shift = target - scale;
    if (shift == 0) {
      return unscaled;
    }
    if (shift > 0) {
      if (shift >= POWERS.length) {
        return unscaled == 0 ? 0 : Long.MIN_VALUE;
      }
      long high = Math.multiplyHigh(unscaled, POWERS[shift]);
      long low = unscaled * POWERS[shift];
      return (high == 0 && low >= 0) || (high == -1 && low < 0) ? low : Long.MIN_VALUE;
    }
    if (-shift >= POWERS.length) {
      return unscaled == 0 ? 0 : Long.MIN_VALUE;
    }
    long power = POWERS[-shift];
    return unscaled % power == 0 ? unscaled / power : Long.MIN_VALUE;
  }

  /** The decimal {@code mantissa × 10^exponent} as decimal64 bits, or null if it does not fit. */
  static String decimalProblem(long mantissa, long exponent) {
    BigDecimal exact = BigDecimal.valueOf(mantissa, (int) -exponent);
    return DecimalValues.whyNot(exact);
  }

  static long decimalBits(long mantissa, long exponent) {
    return DecimalValues.of(BigDecimal.valueOf(mantissa, (int) -exponent));
  }

  static void timestamp(SbeUserWriter out, Slot slot, long nanos, int block) {
    int unit = slot.second() == null ? unitOf(slot) : 9;
    if (slot.second() != null) {
      out.integer(slot.second(), 9, block);
    }
    long divisor = POWERS[9 - unit];
    if (nanos % divisor != 0) {
      throw out.error(
          block + slot.value().offset(),
          "the timestamp has nanoseconds finer than the field's unit (10^-" + unit + " s)");
    }
    out.integer(slot.value(), nanos / divisor, block);
  }

  /** The time unit of a timestamp slot: the composite's constant unit (plain integers: 9). */
  static int unitOf(Slot slot) {
    return slot.constant() >= 0 && slot.constant() <= 9 ? slot.constant() : 9;
  }

  /** Epoch nanos from a time in {@code unit}; MIN_VALUE if it overflows. */
  static long nanos(long time, int unit) {
    long factor = POWERS[9 - unit];
    long high = Math.multiplyHigh(time, factor);
    long low = time * factor;
    return (high == 0 && low >= 0) || (high == -1 && low < 0) ? low : Long.MIN_VALUE;
  }
}
