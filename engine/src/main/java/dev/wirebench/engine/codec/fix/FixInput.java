package dev.wirebench.engine.codec.fix;

import dev.wirebench.engine.codec.CodecException;
import dev.wirebench.engine.model.DecimalText;
import dev.wirebench.engine.model.Reuse;

/**
 * Reads tag=value fields from a caller's array, one at a time, and parses values without allocating
 * (strings are kept when equal, via {@link Reuse}). Errors are {@link CodecException}s with the
 * offset of the offending field (relative to the payload start) and the field path the caller set.
 * Not thread-safe.
 */
final class FixInput {
  private static final int MAX_TAG_DIGITS = 9;
  private static final long NANOS_PER_DAY = 86_400_000_000_000L;

  private final String codecId;
  private final DecimalText decimalText = new DecimalText();
  private byte[] src;
  private int base;
  private int limit;
  private int position;
  private int tag;
  private int tagStart;
  private int valueStart;
  private int valueEnd;
  private String path = "";
  private int pathIndex = -1;
  private String pathSuffix;

  FixInput(String codecId) {
    this.codecId = codecId;
  }

  void wrap(byte[] src, int offset, int length) {
    if (offset < 0 || length < 0 || offset + length > src.length) {
      throw new CodecException(codecId, 0, null, "payload range outside the array");
    }
    this.src = src;
    this.base = offset;
    this.limit = offset + length;
    this.position = offset;
    this.tag = 0;
  }

  byte[] array() {
    return src;
  }

  boolean hasMore() {
    return position < limit;
  }

  /** The path reported with errors from now on, e.g. {@code entries[3].price}. */
  void path(String path) {
    this.path = path;
    this.pathIndex = -1;
  }

  /**
   * An indexed path such as {@code entries[3].price}, kept in parts so that setting it per field
   * allocates nothing; it is only rendered for an error.
   */
  void path(String list, int index, String field) {
    this.path = list;
    this.pathIndex = index;
    this.pathSuffix = field;
  }

  private String renderedPath() {
    if (pathIndex < 0) {
      return path;
    }
    return path + "[" + pathIndex + "]" + (pathSuffix == null ? "" : "." + pathSuffix);
  }

  /** Parses the next field and returns its tag. */
  int next() {
    tagStart = position;
    int value = 0;
    int digits = 0;
    while (position < limit && src[position] != '=') {
      byte b = src[position];
      if (b < '0' || b > '9' || digits == MAX_TAG_DIGITS || (digits == 0 && b == '0')) {
        throw at(position, "expected a tag number before '=', found byte 0x" + hex(b));
      }
      value = value * 10 + (b - '0');
      digits++;
      position++;
    }
    if (position >= limit) {
      throw at(tagStart, "field cut short: no '=' after the tag");
    }
    if (digits == 0) {
      throw at(tagStart, "expected a tag number, found '='");
    }
    position++;
    valueStart = position;
    while (position < limit && src[position] != FixOutput.SOH) {
      position++;
    }
    if (position >= limit) {
      throw at(valueStart, "field " + value + " cut short: no SOH after the value");
    }
    valueEnd = position;
    position++;
    if (valueEnd == valueStart) {
      throw at(valueStart, "field " + value + " has an empty value");
    }
    tag = value;
    return value;
  }

  /** The tag of the next field without consuming it, or -1 at the end or if malformed. */
  int peekTag() {
    int p = position;
    int value = 0;
    int digits = 0;
    while (p < limit && src[p] >= '0' && src[p] <= '9' && digits < MAX_TAG_DIGITS) {
      value = value * 10 + (src[p] - '0');
      p++;
      digits++;
    }
    return digits > 0 && p < limit && src[p] == '=' ? value : -1;
  }

  int tag() {
    return tag;
  }

  /** Offsets relative to the payload start. */
  int tagOffset() {
    return tagStart - base;
  }

  int valueOffset() {
    return valueStart - base;
  }

  int valueLength() {
    return valueEnd - valueStart;
  }

  /** Absolute index of the current value's first byte. */
  int absoluteValueStart() {
    return valueStart;
  }

  /** Absolute index of the current field's SOH. */
  int absoluteValueEnd() {
    return valueEnd;
  }

  /** Limits reading to {@code [.., absoluteLimit)}, e.g. to stop before the trailer. */
  void limit(int absoluteLimit) {
    this.limit = absoluteLimit;
  }

  int absoluteLimit() {
    return limit;
  }

  /** Payload start (absolute). */
  int base() {
    return base;
  }

  /** Absolute index of the byte after the current field's SOH. */
  int absolutePosition() {
    return position;
  }

  int absoluteTagStart() {
    return tagStart;
  }

  CodecException error(String problem) {
    return at(valueStart, problem);
  }

  CodecException at(int absolute, String problem) {
    return new CodecException(codecId, absolute - base, renderedPath(), problem);
  }

  private static String hex(byte b) {
    return Integer.toHexString(b & 0xFF);
  }

  boolean valueIs(String text) {
    int length = valueEnd - valueStart;
    if (text.length() != length) {
      return false;
    }
    for (int i = 0; i < length; i++) {
      if (src[valueStart + i] != text.charAt(i)) {
        return false;
      }
    }
    return true;
  }

  /** The value as a string, reusing {@code existing} if equal. */
  String string(String existing) {
    return Reuse.utf8(existing, src, valueStart, valueEnd - valueStart);
  }

  /** A single-character value. */
  char character() {
    if (valueEnd - valueStart != 1) {
      throw error("expected a one-character code for tag " + tag);
    }
    return (char) (src[valueStart] & 0xFF);
  }

  boolean yesNo() {
    char c = character();
    if (c != 'Y' && c != 'N') {
      throw error("expected Y or N for tag " + tag + ", found '" + c + "'");
    }
    return c == 'Y';
  }

  long integer() {
    int i = valueStart;
    boolean negative = src[i] == '-';
    if (negative) {
      i++;
    }
    if (i == valueEnd || valueEnd - i > 18) {
      throw error("expected an integer for tag " + tag);
    }
    long value = 0;
    for (; i < valueEnd; i++) {
      byte b = src[i];
      if (b < '0' || b > '9') {
        throw error("expected an integer for tag " + tag + ", found byte 0x" + hex(b));
      }
      value = value * 10 + (b - '0');
    }
    return negative ? -value : value;
  }

  int integer(int min, int max) {
    long value = integer();
    if (value < min || value > max) {
      throw error("tag " + tag + " must be in [" + min + ", " + max + "], found " + value);
    }
    return (int) value;
  }

  /**
   * An exact decimal: optional '-', digits, optional '.' and digits; at most 16 significant digits.
   * Trailing zeros are kept (1.50 stays 150 x 10^-2), so re-encoding gives the same text.
   */
  long decimal() {
    DecimalText text = decimalText.reset();
    for (int i = valueStart; i < valueEnd; i++) {
      byte b = src[i];
      switch (text.accept(b)) {
        case NONE -> {}
        case NOT_A_DIGIT ->
            throw error("expected a decimal for tag " + tag + ", found byte 0x" + hex(b));
        case TOO_MANY_DIGITS ->
            throw error("decimal for tag " + tag + " has more than 16 significant digits");
        default ->
            throw error(
                "decimal for tag "
                    + tag
                    + " has more than "
                    + DecimalText.MAX_DECIMALS
                    + " decimals");
      }
    }
    if (text.finish() != DecimalText.Problem.NONE) {
      throw error("expected a decimal for tag " + tag);
    }
    return text.value();
  }

  /** A UTCTimestamp {@code YYYYMMDD-HH:MM:SS[.f{1,9}]} as epoch nanoseconds. */
  long timestamp() {
    int length = valueEnd - valueStart;
    if (length < 17
        || src[valueStart + 8] != '-'
        || src[valueStart + 11] != ':'
        || src[valueStart + 14] != ':') {
      throw error("expected a UTCTimestamp YYYYMMDD-HH:MM:SS[.fff] for tag " + tag);
    }
    int year = digits(0, 4);
    int month = digits(4, 2);
    int day = digits(6, 2);
    int hour = digits(9, 2);
    int minute = digits(12, 2);
    int second = digits(15, 2);
    if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59 || second > 60) {
      throw error("UTCTimestamp out of range for tag " + tag);
    }
    long nanos = 0;
    if (length > 17) {
      int fractionDigits = length - 18;
      if (src[valueStart + 17] != '.' || fractionDigits < 1 || fractionDigits > 9) {
        throw error("expected 1 to 9 fractional digits in the UTCTimestamp of tag " + tag);
      }
      nanos = digits(18, fractionDigits);
      for (int i = fractionDigits; i < 9; i++) {
        nanos *= 10;
      }
    }
    long y = month <= 2 ? year - 1 : year;
    long era = Math.floorDiv(y, 400);
    long yoe = y - era * 400;
    long doy = (153L * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1;
    long doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    long days = era * 146_097 + doe - 719_468;
    return days * NANOS_PER_DAY + (hour * 3600L + minute * 60L + second) * 1_000_000_000L + nanos;
  }

  private int digits(int from, int count) {
    int value = 0;
    for (int i = 0; i < count; i++) {
      byte b = src[valueStart + from + i];
      if (b < '0' || b > '9') {
        throw error("expected a digit in the UTCTimestamp of tag " + tag);
      }
      value = value * 10 + (b - '0');
    }
    return value;
  }
}
