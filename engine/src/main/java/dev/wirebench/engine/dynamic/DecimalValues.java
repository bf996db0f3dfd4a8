package dev.wirebench.engine.dynamic;

import com.epam.deltix.dfp.Decimal64Utils;
import java.math.BigDecimal;
import java.math.RoundingMode;

/**
 * Exact decimals in a {@code long} slot: DFP decimal64 bits built from a coefficient and a scale,
 * so the scale is kept ({@code 1.50} is 150 × 10⁻², not 1.5) whenever the coefficient fits in 16
 * digits (past that, trailing zeros are dropped: the value stays exact); a decimal that decimal64
 * cannot hold exactly (more than 16 significant digits, or an exponent out of range) is refused,
 * never rounded.
 */
public final class DecimalValues {
  /** Significant digits decimal64 holds exactly. */
  public static final int MAX_DIGITS = 16;

  private DecimalValues() {}

  /**
   * The decimal64 bits of {@code value}, keeping its scale.
   *
   * @throws IllegalArgumentException saying why if decimal64 cannot hold it exactly
   */
  public static long of(BigDecimal value) {
    String why = whyNot(value);
    if (why != null) {
      throw new IllegalArgumentException(why);
    }
    BigDecimal fitted = fit(value);
    return Decimal64Utils.fromFixedPoint(fitted.unscaledValue().longValueExact(), fitted.scale());
  }

  /**
   * {@code value} with at most {@link #MAX_DIGITS} digits in its coefficient: itself, or with
   * trailing zeros dropped until it fits ({@code 100000000000000000000000} becomes {@code 1E+23});
   * null if that cannot make it fit without rounding.
   */
  private static BigDecimal fit(BigDecimal value) {
    int excess = value.precision() - MAX_DIGITS;
    if (excess <= 0) {
      return value;
    }
    try {
      return value.setScale(value.scale() - excess, RoundingMode.UNNECESSARY);
    } catch (ArithmeticException inexact) {
      return null;
    }
  }

  /** Why decimal64 cannot hold {@code value} exactly, or null if it can. */
  public static String whyNot(BigDecimal value) {
    BigDecimal fitted = fit(value);
    if (fitted == null) {
      return value.toString()
          + " has "
          + value.stripTrailingZeros().precision()
          + " significant digits; an exact decimal (decimal64) holds "
          + MAX_DIGITS;
    }
    long bits =
        Decimal64Utils.fromFixedPoint(fitted.unscaledValue().longValueExact(), fitted.scale());
    if (Decimal64Utils.getScale(bits) != fitted.scale()
        || Decimal64Utils.getUnscaledValue(bits) != fitted.unscaledValue().longValueExact()) {
      return value + " has an exponent outside an exact decimal's (decimal64) range";
    }
    return null;
  }

  public static long unscaled(long bits) {
    return Decimal64Utils.getUnscaledValue(bits);
  }

  public static int scale(long bits) {
    return Decimal64Utils.getScale(bits);
  }

  /** The decimal as a {@link BigDecimal} with its scale (allocates). */
  public static BigDecimal toBigDecimal(long bits) {
    return BigDecimal.valueOf(unscaled(bits), scale(bits));
  }

  /** Plain text keeping the scale: {@code 1.50}, {@code 4823500000000}, {@code 1E+3}. */
  public static String text(long bits) {
    return toBigDecimal(bits).toString();
  }

  /** Same coefficient and scale (so {@code 1.50} and {@code 1.5} differ: round trips are exact). */
  public static boolean identical(long a, long b) {
    return unscaled(a) == unscaled(b) && scale(a) == scale(b);
  }
}
