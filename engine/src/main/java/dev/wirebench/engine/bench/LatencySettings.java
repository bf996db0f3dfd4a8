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
 */
public record LatencySettings(CoolerSpec cooler, long warmupOps, long measuredOps) {
  public static final long DEFAULT_WARMUP_OPS = 20_000;
  public static final long DEFAULT_MEASURED_OPS = 100_000;

  public LatencySettings {
    Objects.requireNonNull(cooler, "cooler");
    if (warmupOps < 0) {
      throw new IllegalArgumentException("warm-up operations must not be negative: " + warmupOps);
    }
    if (measuredOps < 1) {
      throw new IllegalArgumentException("measure at least 1 operation, not " + measuredOps);
    }
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
