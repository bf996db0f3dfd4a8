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
 * is a decimal64 exactly (see {@link #isExact}), so corrupted mantissas fail instead of rounding.
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

  /** Whether {@code value} (from {@link #of}) holds the pair exactly, so it re-encodes the same. */
  public static boolean isExact(long value, long mantissa, int exponent) {
    return Decimal64Utils.isFinite(value)
        && Decimal64Utils.getUnscaledValue(value) == mantissa
        && Decimal64Utils.getScale(value) == -exponent;
  }

  /** Text for a decimal that cannot be put on the wire, for encoder errors. */
  public static String whyNot(long value) {
    return Decimals.toText(value) + " has no mantissa/exponent form";
  }
}
