package dev.wirebench.engine.dynamic;

import java.time.DateTimeException;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;

/**
 * Timestamps of dynamic messages: nanoseconds since the epoch (UTC) in a {@code long}, which covers
 * the years 1677 to 2262; to and from ISO-8601 text with an offset ({@code
 * 2025-11-10T14:32:05.123456789Z}, {@code 2025-11-10T15:32:05.1+01:00}).
 */
public final class Timestamps {
  private static final long NANOS = 1_000_000_000L;

  private Timestamps() {}

  /**
   * Epoch nanoseconds of ISO-8601 text with a zone offset.
   *
   * @throws IllegalArgumentException saying what is wrong (not ISO-8601 with an offset, or outside
   *     the years epoch nanoseconds can hold)
   */
  public static long parse(String text) {
    Instant instant;
    try {
      instant = OffsetDateTime.parse(text, DateTimeFormatter.ISO_OFFSET_DATE_TIME).toInstant();
    } catch (DateTimeParseException e) {
      throw new IllegalArgumentException(
          "expected an ISO-8601 timestamp with an offset (e.g. 2025-11-10T14:32:05.123456789Z),"
              + " found \""
              + text
              + "\"");
    }
    try {
      return Math.addExact(Math.multiplyExact(instant.getEpochSecond(), NANOS), instant.getNano());
    } catch (ArithmeticException e) {
      throw new IllegalArgumentException(
          "timestamp " + text + " is outside the years 1677-2262 that epoch nanoseconds hold");
    }
  }

  /** Whether {@code text} is a timestamp {@link #parse} accepts (for schema inference). */
  public static boolean isTimestamp(String text) {
    if (text.length() < 20 || text.charAt(10) != 'T') {
      return false; // cheap reject before the parser's exception
    }
    try {
      parse(text);
      return true;
    } catch (IllegalArgumentException | DateTimeException e) {
      return false;
    }
  }

  /** ISO-8601 UTC text with as many fraction digits as needed (0, 3, 6 or 9). */
  public static String text(long epochNanos) {
    return Instant.ofEpochSecond(Math.floorDiv(epochNanos, NANOS), Math.floorMod(epochNanos, NANOS))
        .toString();
  }
}
