package dev.wirebench.engine.model;

import java.time.Instant;

/** Epoch-nanosecond timestamps held in a {@code long}. */
public final class Timestamps {
  /** The absent timestamp. */
  public static final long NULL = Long.MIN_VALUE;

  private static final long NANOS_PER_SECOND = 1_000_000_000L;

  private Timestamps() {}

  public static long ofEpochNanos(long seconds, long nanoAdjustment) {
    return Math.addExact(Math.multiplyExact(seconds, NANOS_PER_SECOND), nanoAdjustment);
  }

  public static long fromInstant(Instant instant) {
    return ofEpochNanos(instant.getEpochSecond(), instant.getNano());
  }

  public static Instant toInstant(long epochNanos) {
    return Instant.ofEpochSecond(
        Math.floorDiv(epochNanos, NANOS_PER_SECOND), Math.floorMod(epochNanos, NANOS_PER_SECOND));
  }

  /** ISO-8601 in UTC with as many fractional digits as needed (0, 3, 6 or 9), or "null". */
  public static String toText(long epochNanos) {
    return epochNanos == NULL ? "null" : toInstant(epochNanos).toString();
  }
}
