package dev.wirebench.engine.stats;

import java.util.Locale;

/**
 * Converts scores between JMH's time units ({@code ns/op ↔ us/op}, {@code ops/s ↔ ops/ms}) so two
 * runs made with different output units still pair.
 */
public final class Units {
  private Units() {}

  /**
   * The factor that turns a score in {@code from} into one in {@code to}, or NaN when the units are
   * not convertible (different kinds, or unknown).
   */
  public static double factor(String from, String to) {
    if (from == null || to == null) {
      return from == null && to == null ? 1 : Double.NaN;
    }
    if (from.equals(to)) {
      return 1;
    }
    String[] f = from.split("/", -1);
    String[] t = to.split("/", -1);
    if (f.length != 2 || t.length != 2) {
      return Double.NaN;
    }
    if (f[1].equals("op") && t[1].equals("op")) {
      // time per op: 1 us/op = 1000 ns/op
      return seconds(f[0]) / seconds(t[0]);
    }
    if (f[0].equals(t[0]) && !f[0].isEmpty()) {
      // rate: 1 ops/ms = 1000 ops/s
      return seconds(t[1]) / seconds(f[1]);
    }
    return Double.NaN;
  }

  /** Seconds in one JMH time unit, NaN if unknown. */
  static double seconds(String unit) {
    return switch (unit.toLowerCase(Locale.ROOT)) {
      case "ns" -> 1e-9;
      case "us", "µs" -> 1e-6;
      case "ms" -> 1e-3;
      case "s", "sec" -> 1;
      case "min" -> 60;
      case "hr", "h" -> 3600;
      case "day" -> 86400;
      default -> Double.NaN;
    };
  }
}
