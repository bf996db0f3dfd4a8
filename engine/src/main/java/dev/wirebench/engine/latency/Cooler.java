package dev.wirebench.engine.latency;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.locks.LockSupport;

/**
 * Runs between two timed operations (see {@link CoolerSpec}). Allocation-free; one instance per
 * thread.
 */
public abstract class Cooler {
  /** Fallback thrash size when the L2 size cannot be read. */
  static final long DEFAULT_THRASH_BYTES = 4L << 20;

  private static final int CACHE_LINE = 64;

  /** Does the cooling; returns something derived from the work so the JIT cannot drop it. */
  public abstract long cool();

  /** The cooler {@code spec} describes. */
  public static Cooler of(CoolerSpec spec) {
    return switch (spec.kind()) {
      case NONE -> new None();
      case BUSY -> new BusySpin(spec.nanos());
      case SLEEP -> new Park(spec.nanos());
      case THRASH -> new Thrash(spec.bytes() > 0 ? spec.bytes() : 2 * l2Bytes());
    };
  }

  /** The L2 size of CPU 0 from sysfs, or half of {@link #DEFAULT_THRASH_BYTES} if unknown. */
  static long l2Bytes() {
    Path size = Path.of("/sys/devices/system/cpu/cpu0/cache/index2/size");
    try {
      String text = Files.readString(size, StandardCharsets.US_ASCII).trim().toUpperCase();
      long unit = 1;
      if (text.endsWith("K")) {
        unit = 1024;
      } else if (text.endsWith("M")) {
        unit = 1024 * 1024;
      }
      String digits = text.replaceAll("[^0-9]", "");
      return digits.isEmpty() ? DEFAULT_THRASH_BYTES / 2 : Long.parseLong(digits) * unit;
    } catch (IOException | RuntimeException unknown) {
      return DEFAULT_THRASH_BYTES / 2;
    }
  }

  static final class None extends Cooler {
    @Override
    public long cool() {
      return 0;
    }
  }

  static final class BusySpin extends Cooler {
    private final long nanos;

    BusySpin(long nanos) {
      this.nanos = nanos;
    }

    @Override
    public long cool() {
      long start = System.nanoTime();
      long now = start;
      while (now - start < nanos) {
        Thread.onSpinWait();
        now = System.nanoTime();
      }
      return now;
    }
  }

  static final class Park extends Cooler {
    private final long nanos;

    Park(long nanos) {
      this.nanos = nanos;
    }

    @Override
    public long cool() {
      LockSupport.parkNanos(nanos);
      return nanos;
    }
  }

  static final class Thrash extends Cooler {
    private final byte[] buffer;
    private byte round;

    Thrash(long bytes) {
      this.buffer = new byte[(int) Math.min(bytes, Integer.MAX_VALUE - 8)];
    }

    @Override
    public long cool() {
      byte value = ++round;
      byte[] lines = buffer;
      for (int i = 0; i < lines.length; i += CACHE_LINE) {
        lines[i] = value;
      }
      return lines.length;
    }

    int size() {
      return buffer.length;
    }
  }
}
