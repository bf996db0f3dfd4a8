package dev.wirebench.engine.codec.fix;

import com.epam.deltix.dfp.Decimal64Utils;
import dev.wirebench.engine.codec.BufferTooSmallException;
import dev.wirebench.engine.codec.CodecException;

/**
 * Writes tag=value fields into a caller's array: ASCII digits, exact decimals, UTCTimestamps, SOH
 * after each field. Allocates nothing. Not thread-safe; one per codec instance.
 */
final class FixOutput {
  static final byte SOH = 1;
  private static final long NANOS_PER_DAY = 86_400_000_000_000L;

  private final String codecId;
  private final byte[] digits = new byte[20];
  private byte[] buffer;
  private int position;

  FixOutput(String codecId) {
    this.codecId = codecId;
  }

  void wrap(byte[] buffer, int offset) {
    this.buffer = buffer;
    this.position = offset;
  }

  int position() {
    return position;
  }

  void position(int position) {
    this.position = position;
  }

  byte[] buffer() {
    return buffer;
  }

  private void ensure(int bytes) {
    if (bytes > buffer.length - position) {
      throw new BufferTooSmallException(codecId, buffer.length);
    }
  }

  void tag(int tag) {
    appendLong(tag);
    ensure(1);
    buffer[position++] = '=';
  }

  void end() {
    ensure(1);
    buffer[position++] = SOH;
  }

  void string(int tag, String value) {
    tag(tag);
    appendAscii(value);
    end();
  }

  void character(int tag, char value) {
    tag(tag);
    ensure(1);
    buffer[position++] = (byte) value;
    end();
  }

  void integer(int tag, long value) {
    tag(tag);
    appendLong(value);
    end();
  }

  void decimal(int tag, long value) {
    tag(tag);
    appendDecimal(value);
    end();
  }

  void timestamp(int tag, long epochNanos) {
    tag(tag);
    appendTimestamp(epochNanos);
    end();
  }

  void appendAscii(String value) {
    int length = value.length();
    ensure(length);
    for (int i = 0; i < length; i++) {
      buffer[position++] = (byte) value.charAt(i);
    }
  }

  void appendLong(long value) {
    if (value == Long.MIN_VALUE) {
      appendAscii("-9223372036854775808");
      return;
    }
    if (value < 0) {
      ensure(1);
      buffer[position++] = '-';
      value = -value;
    }
    int n = 0;
    do {
      digits[n++] = (byte) ('0' + value % 10);
      value /= 10;
    } while (value != 0);
    ensure(n);
    while (n > 0) {
      buffer[position++] = digits[--n];
    }
  }

  /** Plain decimal text of a DFP value: unscaled digits with the point inserted, no exponent. */
  void appendDecimal(long value) {
    long unscaled = Decimal64Utils.getUnscaledValue(value);
    int scale = Decimal64Utils.getScale(value);
    if (unscaled < 0) {
      ensure(1);
      buffer[position++] = '-';
      unscaled = -unscaled;
    }
    int n = 0;
    do {
      digits[n++] = (byte) ('0' + unscaled % 10);
      unscaled /= 10;
    } while (unscaled != 0);
    if (scale <= 0) {
      ensure(n - scale);
      while (n > 0) {
        buffer[position++] = digits[--n];
      }
      for (int i = 0; i < -scale; i++) {
        buffer[position++] = '0';
      }
      return;
    }
    int integerDigits = Math.max(1, n - scale);
    ensure(integerDigits + 1 + scale);
    if (n <= scale) {
      buffer[position++] = '0';
      buffer[position++] = '.';
      for (int i = n; i < scale; i++) {
        buffer[position++] = '0';
      }
      while (n > 0) {
        buffer[position++] = digits[--n];
      }
      return;
    }
    while (n > scale) {
      buffer[position++] = digits[--n];
    }
    buffer[position++] = '.';
    while (n > 0) {
      buffer[position++] = digits[--n];
    }
  }

  /** UTCTimestamp with 0, 3, 6 or 9 fractional digits, the fewest that keep it exact. */
  void appendTimestamp(long epochNanos) {
    long days = Math.floorDiv(epochNanos, NANOS_PER_DAY);
    long nanosOfDay = Math.floorMod(epochNanos, NANOS_PER_DAY);
    long z = days + 719_468;
    long era = Math.floorDiv(z, 146_097);
    long doe = z - era * 146_097;
    long yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    long doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    long mp = (5 * doy + 2) / 153;
    long day = doy - (153 * mp + 2) / 5 + 1;
    long month = mp < 10 ? mp + 3 : mp - 9;
    long year = yoe + era * 400 + (month <= 2 ? 1 : 0);
    if (year < 0 || year > 9999) {
      throw new CodecException(
          codecId, -1, null, "timestamp outside years 0000-9999 cannot be a UTCTimestamp");
    }
    ensure(30);
    fixed(year, 4);
    fixed(month, 2);
    fixed(day, 2);
    buffer[position++] = '-';
    long seconds = nanosOfDay / 1_000_000_000L;
    fixed(seconds / 3600, 2);
    buffer[position++] = ':';
    fixed(seconds / 60 % 60, 2);
    buffer[position++] = ':';
    fixed(seconds % 60, 2);
    long fraction = nanosOfDay % 1_000_000_000L;
    if (fraction != 0) {
      buffer[position++] = '.';
      if (fraction % 1_000_000 == 0) {
        fixed(fraction / 1_000_000, 3);
      } else if (fraction % 1000 == 0) {
        fixed(fraction / 1000, 6);
      } else {
        fixed(fraction, 9);
      }
    }
  }

  private void fixed(long value, int width) {
    for (int i = width - 1; i >= 0; i--) {
      buffer[position + i] = (byte) ('0' + value % 10);
      value /= 10;
    }
    position += width;
  }
}
