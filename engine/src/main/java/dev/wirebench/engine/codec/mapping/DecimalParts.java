package dev.wirebench.engine.codec.mapping;

import com.epam.deltix.dfp.Decimal64Utils;
import dev.wirebench.engine.model.Decimals;

/**
 * Decimals on the wire as {@code mantissa * 10^exponent}: what every schema format can carry
 * exactly, readable without the DFP library. A DFP decimal64 has at most 16 digits of coefficient
 * and its exponent, so {@code "85664.10"} travels as (8566410, -2) and comes back with the same
 * bits; re-encoding a decoded value gives the same bytes.
 *
 * <p>NaN and infinities have no such form: encoders refuse them. Decoders accept a pair only if it
 * is a decimal64 exactly (see {@link #exact}), so corrupted mantissas fail instead of rounding.
 */
public final class DecimalParts {
  private DecimalParts() {}

  /** Whether {@code value} is a finite number (not absent, NaN or infinite). */
  public static boolean isFinite(long value) {
    return !Decimals.isNull(value) && Decimal64Utils.isFinite(value);
  }

  /** The coefficient of a finite decimal. */
  public static long mantissa(long value) {
    return Decimal64Utils.getUnscaledValue(value);
  }

  /** The power of ten of a finite decimal (the negated DFP scale). */
  public static int exponent(long value) {
    return -Decimal64Utils.getScale(value);
  }

  /** The decimal {@code mantissa * 10^exponent}, rounded if it is not exact. */
  public static long of(long mantissa, int exponent) {
    return Decimal64Utils.fromFixedPoint(mantissa, -exponent);
  }

  /**
   * {@code mantissa * 10^exponent} as a decimal64 if one holds it exactly (same bits on re-encode),
   * else {@link Decimals#NULL} — never a legitimate result here, since NULL is not finite. The one
   * exactness check every schema decoder uses; allocates nothing. Callers report a failure, located
   * their own way, with {@link #notExact}.
   */
  public static long exact(long mantissa, int exponent) {
    long value = of(mantissa, exponent);
    boolean exact =
        Decimal64Utils.isFinite(value)
            && Decimal64Utils.getUnscaledValue(value) == mantissa
            && Decimal64Utils.getScale(value) == -exponent;
    return exact ? value : Decimals.NULL;
  }

  /** The problem text for a pair {@link #exact} refused, for the caller's located error. */
  public static String notExact(long mantissa, int exponent) {
    return "mantissa " + mantissa + " with exponent " + exponent + " is not an exact decimal64";
  }

  /** Text for a decimal that cannot be put on the wire, for encoder errors. */
  public static String whyNot(long value) {
    return Decimals.toText(value) + " has no mantissa/exponent form";
  }
}
