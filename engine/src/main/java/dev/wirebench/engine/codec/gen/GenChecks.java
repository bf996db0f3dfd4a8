package dev.wirebench.engine.codec.gen;

import dev.wirebench.engine.codec.CodecException;
import dev.wirebench.engine.dynamic.DecimalValues;
import java.math.BigDecimal;

/**
 * The checks generated bindings call between a record's values and the generated code's types, so
 * that a value one side cannot hold is a {@link CodecException} naming the field — as the format's
 * generic mapping reports it — instead of a silent wrap. The field's path is built only when a
 * check fails ({@code parent} and {@code field} apart), so passing checks allocate nothing.
 */
public final class GenChecks {
  private static final long NANOS = 1_000_000_000L;

  private GenChecks() {}

  /** {@code value} if it lies in {@code [min, max]}, else a located error. */
  public static long range(
      long value, long min, long max, String codec, String parent, String field, String type) {
    if (value < min || value > max) {
      throw new CodecException(
          codec,
          -1,
          path(parent, field),
          value + " is out of range for " + type + " (" + min + ".." + max + ")");
    }
    return value;
  }

  /** Epoch nanoseconds of a (seconds, nanos) pair, refused when they do not fit 64 bits. */
  public static long nanos(long seconds, long nanos, String codec, String parent, String field) {
    if (nanos < 0 || nanos >= NANOS) {
      throw new CodecException(
          codec, -1, path(parent, field), "timestamp nanos out of range: " + nanos);
    }
    try {
      return Math.addExact(Math.multiplyExact(seconds, NANOS), nanos);
    } catch (ArithmeticException e) {
      throw new CodecException(
          codec,
          -1,
          path(parent, field),
          "timestamp beyond epoch nanoseconds in 64 bits: " + seconds);
    }
  }

  /** Whole seconds of epoch nanoseconds (floor, for times before 1970 too). */
  public static long seconds(long nanos) {
    return Math.floorDiv(nanos, NANOS);
  }

  /** The nanosecond of the second of epoch nanoseconds. */
  public static int nanoOfSecond(long nanos) {
    return (int) Math.floorMod(nanos, NANOS);
  }

  /** Decimal64 bits of {@code mantissa × 10^exponent}, refused when not exactly representable. */
  public static long decimal(
      long mantissa, long exponent, String codec, String parent, String field) {
    if (exponent < -Integer.MAX_VALUE || exponent > Integer.MAX_VALUE) {
      throw new CodecException(codec, -1, path(parent, field), "decimal exponent out of range");
    }
    return exact(BigDecimal.valueOf(mantissa, (int) -exponent), codec, parent, field);
  }

  /** Decimal64 bits of {@code exact}, refused when not exactly representable. */
  public static long exact(BigDecimal exact, String codec, String parent, String field) {
    if (DecimalValues.whyNot(exact) != null || exact.precision() > DecimalValues.MAX_DIGITS) {
      throw new CodecException(
          codec, -1, path(parent, field), "decimal " + exact + " does not fit decimal64 exactly");
    }
    return DecimalValues.of(exact);
  }

  /** An enum's ordinal from the generated code, refused when the number is not one of its own. */
  public static int ordinal(int ordinal, String codec, String parent, String field) {
    if (ordinal < 0) {
      throw new CodecException(
          codec, -1, path(parent, field), "the enum number is not one the schema declares");
    }
    return ordinal;
  }

  /** A required field the payload left out. */
  public static CodecException absent(String codec, String parent, String field) {
    return new CodecException(codec, -1, path(parent, field), "absent, but the schema requires it");
  }

  /** {@code parent.field}, or {@code field} at the top. */
  public static String path(String parent, String field) {
    return parent.isEmpty() ? field : parent + "." + field;
  }

  /**
   * {@code bad} with its field path under {@code field} ({@code fills} or {@code fills[3]}) of the
   * enclosing message: bindings wrap each nested message's code with it, so paths cost nothing
   * until something fails.
   */
  public static CodecException under(String field, CodecException bad) {
    String inner = bad.fieldPath();
    String path =
        inner == null || inner.isEmpty()
            ? field
            : field + (inner.startsWith("[") ? "" : ".") + inner;
    return new CodecException(bad.codecId(), bad.offset(), path, bad.problem(), bad);
  }

  /** {@code field[index]}, for {@link #under} on a list's element. */
  public static String element(String field, int index) {
    return field + "[" + index + "]";
  }
}
