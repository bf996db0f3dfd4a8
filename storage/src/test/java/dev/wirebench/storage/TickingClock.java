package dev.wirebench.storage;

import java.time.Clock;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A clock for store tests: starts at a fixed instant and moves one millisecond forward each time it
 * is read, so every time a store writes is distinct at the store's millisecond precision and known
 * in advance — ordering by time needs no sleeping.
 */
final class TickingClock extends Clock {
  /** Where every test clock starts: a Monday morning, far from any epoch or rounding edge. */
  static final Instant START = Instant.parse("2026-01-05T09:00:00Z");

  private final AtomicLong reads = new AtomicLong();

  /** The instant the clock's {@code n}-th read gave (0 is the first): {@code START + n} ms. */
  static Instant read(int n) {
    return START.plusMillis(n);
  }

  @Override
  public Instant instant() {
    return START.plusMillis(reads.getAndIncrement());
  }

  @Override
  public ZoneId getZone() {
    return ZoneOffset.UTC;
  }

  @Override
  public Clock withZone(ZoneId zone) {
    throw new UnsupportedOperationException("a store test clock is UTC");
  }
}
