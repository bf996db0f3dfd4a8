package dev.wirebench.engine.model.json;

import java.math.BigDecimal;

/**
 * Epoch timestamps given as JSON numbers: the unit follows from the magnitude, as market-data tools
 * commonly do, since no realistic date needs more than 11 digits of seconds.
 */
final class EpochNumbers {
  private static final BigDecimal SECONDS_LIMIT = new BigDecimal("1e11");
  private static final BigDecimal MILLIS_LIMIT = new BigDecimal("1e14");
  private static final BigDecimal MICROS_LIMIT = new BigDecimal("1e17");

  private EpochNumbers() {}

  /**
   * Nanoseconds since the epoch.
   *
   * @throws ArithmeticException if out of range or finer than a nanosecond
   */
  static long toNanos(BigDecimal value) {
    BigDecimal magnitude = value.abs();
    int scaleToNanos;
    if (magnitude.compareTo(SECONDS_LIMIT) < 0) {
      scaleToNanos = 9;
    } else if (magnitude.compareTo(MILLIS_LIMIT) < 0) {
      scaleToNanos = 6;
    } else if (magnitude.compareTo(MICROS_LIMIT) < 0) {
      scaleToNanos = 3;
    } else {
      scaleToNanos = 0;
    }
    return value.scaleByPowerOfTen(scaleToNanos).longValueExact();
  }
}
