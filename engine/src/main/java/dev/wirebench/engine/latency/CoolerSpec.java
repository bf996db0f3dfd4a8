package dev.wirebench.engine.latency;

import java.util.Locale;
import java.util.Objects;

/**
 * What to do between two timed operations, to model a realistic event rate instead of a hot loop:
 * nothing, busy-spin for a while, sleep (park) for a while, or evict the CPU caches by touching a
 * buffer larger than L2.
 *
 * @param kind the cooler
 * @param nanos how long to spin or park (0 for {@link Kind#NONE} and {@link Kind#THRASH})
 * @param bytes buffer size for {@link Kind#THRASH}; 0 means twice the L2 cache (4 MiB if unknown)
 */
public record CoolerSpec(Kind kind, long nanos, long bytes) {
  /** The coolers. */
  public enum Kind {
    /** Operations back to back. */
    NONE,
    /** Spin on {@code System.nanoTime()} (with {@code Thread.onSpinWait()}) for N ns. */
    BUSY,
    /** {@code LockSupport.parkNanos(N)}: the thread sleeps; the OS decides when it wakes. */
    SLEEP,
    /** Write one byte in every cache line of a buffer larger than L2. */
    THRASH
  }

  public static final CoolerSpec NONE = new CoolerSpec(Kind.NONE, 0, 0);

  public CoolerSpec {
    Objects.requireNonNull(kind, "kind");
    if (nanos < 0 || bytes < 0) {
      throw new IllegalArgumentException("cooler duration and size must not be negative");
    }
    if ((kind == Kind.BUSY || kind == Kind.SLEEP) && nanos == 0) {
      throw new IllegalArgumentException(
          kind.name().toLowerCase(Locale.ROOT) + " cooler needs a duration, e.g. busy:1ms");
    }
  }

  public static CoolerSpec busy(long nanos) {
    return new CoolerSpec(Kind.BUSY, nanos, 0);
  }

  public static CoolerSpec sleep(long nanos) {
    return new CoolerSpec(Kind.SLEEP, nanos, 0);
  }

  public static CoolerSpec thrash(long bytes) {
    return new CoolerSpec(Kind.THRASH, 0, bytes);
  }

  /** Short text for tables and parameters: {@code none}, {@code busy:1ms}, {@code thrash}. */
  public String toText() {
    return switch (kind) {
      case NONE -> "none";
      case BUSY -> "busy:" + formatNanos(nanos);
      case SLEEP -> "sleep:" + formatNanos(nanos);
      case THRASH -> bytes == 0 ? "thrash" : "thrash:" + bytes + "b";
    };
  }

  /** The fork's command-line form: {@code KIND NANOS BYTES}. */
  String[] toArgs() {
    return new String[] {kind.name(), Long.toString(nanos), Long.toString(bytes)};
  }

  static CoolerSpec fromArgs(String kind, String nanos, String bytes) {
    return new CoolerSpec(Kind.valueOf(kind), Long.parseLong(nanos), Long.parseLong(bytes));
  }

  static String formatNanos(long nanos) {
    if (nanos % 1_000_000_000L == 0) {
      return nanos / 1_000_000_000L + "s";
    }
    if (nanos % 1_000_000L == 0) {
      return nanos / 1_000_000L + "ms";
    }
    if (nanos % 1_000L == 0) {
      return nanos / 1_000L + "us";
    }
    return nanos + "ns";
  }
}
