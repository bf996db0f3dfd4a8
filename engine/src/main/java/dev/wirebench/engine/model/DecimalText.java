package dev.wirebench.engine.model;

import com.epam.deltix.dfp.Decimal64Utils;

/**
 * Plain decimal text ({@code '-'? digits ('.' digits)?}) to an exact decimal64, one character at a
 * time and without allocating; trailing zeros are kept ({@code 1.50} is 150 × 10^-2, so it
 * re-encodes as written). The one text-decimal grammar of Wirebench: FIX reads it from bytes and
 * reports each {@link Problem} in its own words, the JSON mapping reads it from Jackson's
 * characters and falls back to an exact {@code BigDecimal} on any problem.
 *
 * <p>Use: {@link #reset()}, {@link #accept(int)} each character while it returns {@link
 * Problem#NONE}, then {@link #finish()} and {@link #value()}. Not thread-safe: one per reader.
 */
public final class DecimalText {
  /** Significant digits a decimal64 coefficient holds. */
  public static final int MAX_DIGITS = 16;

  /** Digits after the point accepted (a bound on work, far beyond any price). */
  public static final int MAX_DECIMALS = 300;

  /** Why text is not a plain decimal. */
  public enum Problem {
    NONE,
    NOT_A_DIGIT,
    TOO_MANY_DIGITS,
    TOO_MANY_DECIMALS,
    NO_DIGITS
  }

  private long mantissa;
  private int significant;
  private int scale;
  private boolean point;
  private boolean negative;
  private boolean any;
  private boolean digits;

  /** Starts a new number; returns this. */
  public DecimalText reset() {
    mantissa = 0;
    significant = 0;
    scale = 0;
    point = false;
    negative = false;
    any = false;
    digits = false;
    return this;
  }

  /**
   * Takes one character (a byte or a char); {@code '-'} only first, one {@code '.'}. Checks, in
   * this order: a digit, at most {@link #MAX_DIGITS} significant digits, at most {@link
   * #MAX_DECIMALS} decimals.
   */
  public Problem accept(int c) {
    boolean first = !any;
    any = true;
    if (c == '-' && first) {
      negative = true;
      return Problem.NONE;
    }
    if (c == '.' && !point) {
      point = true;
      return Problem.NONE;
    }
    if (c < '0' || c > '9') {
      return Problem.NOT_A_DIGIT;
    }
    digits = true;
    if (mantissa != 0 || c != '0') {
      significant++;
    }
    if (significant > MAX_DIGITS) {
      return Problem.TOO_MANY_DIGITS;
    }
    mantissa = mantissa * 10 + (c - '0');
    if (point && ++scale > MAX_DECIMALS) {
      return Problem.TOO_MANY_DECIMALS;
    }
    return Problem.NONE;
  }

  /** {@link Problem#NO_DIGITS} if no digit was seen, else {@link Problem#NONE}. */
  public Problem finish() {
    return digits ? Problem.NONE : Problem.NO_DIGITS;
  }

  /** The decimal64; valid after {@link #finish()} returned {@link Problem#NONE}. */
  public long value() {
    return Decimal64Utils.fromFixedPoint(negative ? -mantissa : mantissa, scale);
  }
}
