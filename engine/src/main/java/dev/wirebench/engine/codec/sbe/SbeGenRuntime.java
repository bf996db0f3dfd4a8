package dev.wirebench.engine.codec.sbe;

import dev.wirebench.engine.codec.CodecException;
import dev.wirebench.engine.codec.gen.GenChecks;
import dev.wirebench.engine.dynamic.DecimalValues;
import dev.wirebench.engine.dynamic.DynamicRecord;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;

/**
 * What the {@code sbe-gen} binding calls between a record's values and sbe-tool's flyweights, so
 * that it refuses exactly what the IR-driven {@code sbe} row refuses (a value outside the user's
 * range or equal to its null value, a decimal finer than a constant exponent, a string longer than
 * its char array, a required field missing or holding its null value) instead of letting a setter
 * wrap or truncate it. Paths are built only when a check fails; passing checks allocate nothing.
 */
public final class SbeGenRuntime {
  private static final String ID = SbeGenProvider.ID;

  private SbeGenRuntime() {}

  /** The integer to set: the record's value in the user's range, or the null value if absent. */
  public static long integer(
      DynamicRecord r,
      int field,
      boolean optional,
      long min,
      long max,
      long nullValue,
      String parent,
      String name,
      String type) {
    if (!r.isPresent(field)) {
      return absent(optional, nullValue, parent, name);
    }
    return range(r.getLong(field), min, max, nullValue, parent, name, type);
  }

  /** {@code value} if it lies in {@code [min, max]} (the null value excluded), else an error. */
  public static long range(
      long value, long min, long max, long nullValue, String parent, String name, String type) {
    if (value < min || value > max) {
      throw error(
          parent,
          name,
          value
              + " is out of range for "
              + type
              + " ("
              + min
              + ".."
              + max
              + (value == nullValue ? "; " + value + " is its null value" : "")
              + ")");
    }
    return value;
  }

  /** The float or double to set: NaN (SBE's null) if absent; a present NaN is refused. */
  public static double floating(
      DynamicRecord r, int field, boolean optional, boolean single, String parent, String name) {
    if (!r.isPresent(field)) {
      if (!optional) {
        throw error(parent, name, "a required field is missing");
      }
      return Double.NaN;
    }
    double value = single ? r.getFloat(field) : r.getDouble(field);
    if (optional && Double.isNaN(value)) {
      throw error(parent, name, "NaN is this optional field's null value");
    }
    return value;
  }

  /** The enum's encoded value for the record's ordinal, or the null value if absent. */
  public static long enumCode(
      DynamicRecord r,
      int field,
      boolean optional,
      long[] codes,
      long nullValue,
      String p,
      String n) {
    if (!r.isPresent(field)) {
      return absent(optional, nullValue, p, n);
    }
    return codes[(int) r.getLong(field)];
  }

  /**
   * A decimal's mantissa at the schema's constant {@code exponent} (scaled, never rounded), in the
   * mantissa's range; the null value if absent.
   */
  public static long mantissa(
      DynamicRecord r,
      int field,
      boolean optional,
      int exponent,
      long min,
      long max,
      long nullValue,
      String parent,
      String name,
      String type) {
    if (!r.isPresent(field)) {
      return absent(optional, nullValue, parent, name);
    }
    long bits = r.getLong(field);
    int scale = DecimalValues.scale(bits);
    long mantissa = SbeUserValues.rescale(DecimalValues.unscaled(bits), scale, -exponent);
    if (mantissa == Long.MIN_VALUE) {
      throw error(
          parent,
          name,
          DecimalValues.text(bits)
              + (scale > -exponent
                  ? " has "
                      + scale
                      + " decimal places; the exponent "
                      + exponent
                      + " allows "
                      + Math.max(0, -exponent)
                  : " does not fit the mantissa at exponent " + exponent));
    }
    return range(mantissa, min, max, nullValue, parent, name, type);
  }

  /** Epoch nanoseconds as a time in {@code unit} (10^-unit s), refused if finer than the unit. */
  public static long time(long nanos, int unit, String parent, String name) {
    long divisor = pow10(9 - unit);
    if (nanos % divisor != 0) {
      throw error(
          parent,
          name,
          "the timestamp has nanoseconds finer than the field's unit (10^-" + unit + " s)");
    }
    return nanos / divisor;
  }

  /** A char array's text: US-ASCII that fits, never the optional field's empty null value. */
  public static String ascii(String text, int length, boolean optional, String p, String n) {
    if (text == null) {
      return "";
    }
    if (optional && text.isEmpty()) {
      throw error(p, n, "an empty string is this optional field's null value");
    }
    if (text.length() > length) {
      throw error(p, n, tooLong(text, text.length(), length));
    }
    for (int i = 0; i < text.length(); i++) {
      if (text.charAt(i) > 127) {
        throw error(p, n, "\"" + text + "\" has characters US-ASCII cannot carry");
      }
    }
    return text;
  }

  /** A char array's bytes in {@code charset}, checked as {@link #ascii}; null if absent. */
  public static byte[] chars(
      String text, Charset charset, int length, boolean optional, String p, String n) {
    if (text == null) {
      return new byte[length];
    }
    if (optional && text.isEmpty()) {
      throw error(p, n, "an empty string is this optional field's null value");
    }
    byte[] bytes = encode(text, charset, p, n);
    if (bytes.length > length) {
      throw error(p, n, tooLong(text, bytes.length, length));
    }
    byte[] padded = new byte[length];
    System.arraycopy(bytes, 0, padded, 0, bytes.length);
    return padded;
  }

  /** A char array's text read back: up to its first zero byte. */
  public static String chars(byte[] bytes, Charset charset) {
    int end = 0;
    while (end < bytes.length && bytes[end] != 0) {
      end++;
    }
    return new String(bytes, 0, end, charset);
  }

  /** Var data's text, checked against its charset and its length's maximum. */
  public static String text(String text, Charset charset, long max, String p, String n) {
    if (text == null) {
      return null;
    }
    int length =
        charset == StandardCharsets.US_ASCII
            ? ascii(text, Integer.MAX_VALUE, false, p, n).length()
            : encode(text, charset, p, n).length;
    if (length > max) {
      throw error(p, n, length + " bytes exceed the var data's maximum " + max);
    }
    return text;
  }

  /** Raw var data, checked against its length's maximum (absent: none). */
  public static byte[] bytes(byte[] bytes, long max, String p, String n) {
    byte[] value = bytes == null ? new byte[0] : bytes;
    if (value.length > max) {
      throw error(p, n, value.length + " bytes exceed the var data's maximum " + max);
    }
    return value;
  }

  /** A group's entry count, refused past numInGroup's maximum. */
  public static int count(int size, long max, String parent, String name) {
    if (size > max) {
      throw error(parent, name, size + " entries exceed numInGroup's maximum " + max);
    }
    return size;
  }

  /**
   * Whether a decoded integer is a value: false for an optional field's null value; a required
   * field holding it, or a value outside the user's range, is an error.
   */
  public static boolean present(
      long raw,
      long min,
      long max,
      long nullValue,
      boolean optional,
      String p,
      String n,
      String t) {
    if (raw == nullValue) {
      if (optional) {
        return false;
      }
      throw error(p, n, "a required field holds its null value");
    }
    range(raw, min, max, nullValue, p, n, t);
    return true;
  }

  /** Whether a decoded float is a value: NaN is the null value. */
  public static boolean present(double raw, boolean optional, String p, String n) {
    if (Double.isNaN(raw)) {
      if (optional) {
        return false;
      }
      throw error(p, n, "a required field holds its null value");
    }
    return true;
  }

  /** The record's ordinal of a decoded enum code; -1 for an optional field's null value. */
  public static int ordinal(
      long raw, long[] codes, long nullValue, boolean optional, String p, String n) {
    for (int i = 0; i < codes.length; i++) {
      if (codes[i] == raw) {
        return i;
      }
    }
    if (raw == nullValue && optional) {
      return -1;
    }
    throw error(
        p,
        n,
        raw == nullValue
            ? "a required field holds its null value"
            : "enum code " + raw + " is none of the enum's values");
  }

  /**
   * Epoch nanoseconds of a decoded time in {@code unit}, refused when 0..9 or 64 bits do not hold.
   */
  public static long nanos(long time, long unit, String parent, String name) {
    if (unit < 0 || unit > 9) {
      throw error(parent, name, "time unit " + unit + " is not 0..9");
    }
    long nanos = SbeUserValues.nanos(time, (int) unit);
    if (nanos == Long.MIN_VALUE) {
      throw error(parent, name, "time " + time + " overflows epoch nanoseconds");
    }
    return nanos;
  }

  /** The decoded header's value, refused when it is not the schema's. */
  public static void header(long value, long expected, String what) {
    if (value != expected) {
      throw new CodecException(
          ID, -1, null, "header " + what + " is " + value + ", the schema's is " + expected);
    }
  }

  /** The decoded message must end where the payload does. */
  public static void end(int limit, int length) {
    if (limit != length) {
      throw new CodecException(
          ID, limit, null, (length - limit) + " bytes after the end of the message");
    }
  }

  private static long absent(boolean optional, long nullValue, String parent, String name) {
    if (!optional) {
      throw error(parent, name, "a required field is missing");
    }
    return nullValue;
  }

  private static byte[] encode(String text, Charset charset, String p, String n) {
    if (!charset.newEncoder().canEncode(text)) {
      throw error(p, n, "\"" + text + "\" has characters " + charset + " cannot carry");
    }
    return text.getBytes(charset);
  }

  private static String tooLong(String text, int bytes, int length) {
    return "\"" + text + "\" is " + bytes + " bytes; the char array holds " + length;
  }

  private static long pow10(int n) {
    long p = 1;
    for (int i = 0; i < n; i++) {
      p *= 10;
    }
    return p;
  }

  private static CodecException error(String parent, String name, String problem) {
    return new CodecException(ID, -1, GenChecks.path(parent, name), problem);
  }
}
