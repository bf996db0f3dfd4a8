package dev.wirebench.engine.bench;

import dev.wirebench.engine.latency.CoolerSpec;
import java.util.Locale;
import java.util.Objects;

/**
 * Settings of a latency-harness run (see {@code dev.wirebench.engine.latency}).
 *
 * @param cooler what runs between two timed operations
 * @param warmupOps operations run (with the cooler) before measuring, for the JIT
 * @param measuredOps operations timed into the histogram, per codec × fixture × operation
 * @param ratePerSecond 0 for the closed loop (service time: operations back to back, the cooler
 *     between them); otherwise the open loop's target rate (response time from each operation's
 *     intended start, see {@code OpenLoop}); an open loop takes no cooler
 * @param subtractTimer whether the median cost of an empty timed interval is subtracted from every
 *     recorded latency (off by default; when on, the results' params say so)
 */
public record LatencySettings(
    CoolerSpec cooler,
    long warmupOps,
    long measuredOps,
    long ratePerSecond,
    boolean subtractTimer) {
  public static final long DEFAULT_WARMUP_OPS = 20_000;
  public static final long DEFAULT_MEASURED_OPS = 100_000;

  /** The highest open-loop rate: 10 ns between intended starts, below the timer's own cost. */
  public static final long MAX_RATE = 100_000_000;

  public LatencySettings {
    Objects.requireNonNull(cooler, "cooler");
    if (warmupOps < 0) {
      throw new IllegalArgumentException("warm-up operations must not be negative: " + warmupOps);
    }
    if (measuredOps < 1) {
      throw new IllegalArgumentException("measure at least 1 operation, not " + measuredOps);
    }
    if (ratePerSecond < 0 || ratePerSecond > MAX_RATE) {
      throw new IllegalArgumentException(
          "the rate must be 1 to " + MAX_RATE + " operations per second, not " + ratePerSecond);
    }
    if (ratePerSecond > 0 && cooler.kind() != CoolerSpec.Kind.NONE) {
      throw new IllegalArgumentException(
          "an open-loop run (--rate) takes no cooler: the rate sets the spacing of operations");
    }
  }

  /** A closed-loop run without timer subtraction. */
  public LatencySettings(CoolerSpec cooler, long warmupOps, long measuredOps) {
    this(cooler, warmupOps, measuredOps, 0, false);
  }

  /** Whether operations are paced at a target rate (open loop). */
  public boolean openLoop() {
    return ratePerSecond > 0;
  }

  /**
   * What the results measure, named wherever they are shown: {@code service time, closed loop} or
   * {@code response time, open loop at 100000 ops/s}.
   */
  public String measures() {
    return openLoop()
        ? "response time, open loop at " + ratePerSecond + " ops/s"
        : "service time, closed loop";
  }

  /**
   * Parses a target rate: {@code 100k/s}, {@code 100000}, {@code 1m/s}, {@code 500/s} (the {@code
   * /s} is optional; {@code k} = 1,000, {@code m} = 1,000,000).
   *
   * @throws IllegalArgumentException with the accepted forms
   */
  public static long parseRate(String text) {
    String t = text.trim().toLowerCase(Locale.ROOT);
    if (t.endsWith("/s")) {
      t = t.substring(0, t.length() - 2).trim();
    }
    long unit = 1;
    if (t.endsWith("k")) {
      unit = 1_000;
      t = t.substring(0, t.length() - 1);
    } else if (t.endsWith("m")) {
      unit = 1_000_000;
      t = t.substring(0, t.length() - 1);
    }
    try {
      double value = Double.parseDouble(t) * unit;
      if (value >= 1 && value <= MAX_RATE && value == Math.rint(value) && !t.contains("e")) {
        return (long) value;
      }
    } catch (NumberFormatException bad) {
      // Reported below with the accepted forms.
    }
    throw new IllegalArgumentException(
        "bad rate '"
            + text
            + "'; use e.g. 100k/s, 2500/s or 1m/s (1 to 100m operations per second)");
  }

  public static LatencySettings of(CoolerSpec cooler) {
    return new LatencySettings(cooler, DEFAULT_WARMUP_OPS, DEFAULT_MEASURED_OPS);
  }

  /**
   * Parses a cooler: {@code none}, {@code busy:DURATION}, {@code sleep:DURATION} (also {@code
   * park:}), {@code thrash} or {@code thrash:SIZE} (e.g. {@code thrash:8mb}).
   *
   * @throws IllegalArgumentException with the accepted forms
   */
  public static CoolerSpec parseCooler(String text) {
    String t = text.trim().toLowerCase(Locale.ROOT);
    int colon = t.indexOf(':');
    String kind = colon < 0 ? t : t.substring(0, colon);
    String arg = colon < 0 ? "" : t.substring(colon + 1).trim();
    switch (kind) {
      case "none":
        if (arg.isEmpty()) {
          return CoolerSpec.NONE;
        }
        break;
      case "busy", "spin":
        return CoolerSpec.busy(DurationText.parse(requireArg(text, arg)).toNanos());
      case "sleep", "park":
        return CoolerSpec.sleep(DurationText.parse(requireArg(text, arg)).toNanos());
      case "thrash":
        return CoolerSpec.thrash(arg.isEmpty() ? 0 : parseSize(text, arg));
      default:
        break;
    }
    throw new IllegalArgumentException(
        "bad cooler '" + text + "'; use none, busy:1ms, sleep:100us, thrash or thrash:8mb");
  }

  private static String requireArg(String text, String arg) {
    if (arg.isEmpty()) {
      throw new IllegalArgumentException(
          "cooler '" + text + "' needs a duration, e.g. busy:1ms or sleep:100us");
    }
    return arg;
  }

  private static long parseSize(String text, String arg) {
    long unit = 1;
    String digits = arg;
    if (arg.endsWith("kb") || arg.endsWith("k")) {
      unit = 1024;
    } else if (arg.endsWith("mb") || arg.endsWith("m")) {
      unit = 1024 * 1024;
    }
    digits = digits.replaceAll("[a-z]+$", "");
    try {
      long size = Long.parseLong(digits) * unit;
      if (size > 0 && size <= (1L << 30)) {
        return size;
      }
    } catch (NumberFormatException bad) {
      // Reported below with the accepted forms.
    }
    throw new IllegalArgumentException(
        "bad cooler '" + text + "'; the thrash size is e.g. 8mb or 512kb (at most 1 GiB)");
  }
}
