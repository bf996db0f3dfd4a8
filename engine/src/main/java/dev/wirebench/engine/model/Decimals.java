package dev.wirebench.engine.model;

import com.epam.deltix.dfp.Decimal64Utils;

/** Helpers for DFP decimal64 values held in a {@code long}. */
public final class Decimals {
  /** The absent decimal (a NaN pattern, distinct from every number). */
  public static final long NULL = Decimal64Utils.NULL;

  private Decimals() {}

  public static boolean isNull(long value) {
    return Decimal64Utils.isNull(value);
  }

  /** Parses exact decimal text such as {@code "85664.11"}. */
  public static long parse(String text) {
    return Decimal64Utils.parse(text);
  }

  /** Numeric equality: {@code 1.50} equals {@code 1.5}; two absent values are equal. */
  public static boolean same(long a, long b) {
    if (isNull(a) || isNull(b)) {
      return isNull(a) && isNull(b);
    }
    return Decimal64Utils.equals(a, b);
  }

  /** Canonical text, or {@code "null"} for the absent value. */
  public static String toText(long value) {
    return isNull(value) ? "null" : Decimal64Utils.toString(value);
  }
}
