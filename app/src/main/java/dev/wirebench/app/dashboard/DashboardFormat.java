package dev.wirebench.app.dashboard;

import dev.wirebench.storage.report.Numbers;
import java.util.Locale;

/** How the Dashboard writes times and sizes: {@code 58.2 ns}, {@code 1.39 µs}, {@code 2.4 MB}. */
final class DashboardFormat {
  private DashboardFormat() {}

  /** A time per operation with a fitting unit; NaN as an en dash. */
  static String nanos(double ns) {
    if (Double.isNaN(ns)) {
      return "–";
    }
    if (ns >= 1e6) {
      return String.format(Locale.ROOT, "%.2f ms", ns / 1e6);
    }
    if (ns >= 1e3) {
      return String.format(Locale.ROOT, "%.2f µs", ns / 1e3);
    }
    return String.format(Locale.ROOT, ns >= 100 ? "%.0f ns" : "%.1f ns", ns);
  }

  /** A score in its own unit: {@code 2,634,512}, {@code 1390.1}, {@code 58.21}; NaN as a dash. */
  static String score(double value) {
    return Double.isNaN(value) ? "–" : Numbers.score(value);
  }

  /** {@code 912 B}, {@code 48.0 kB}, {@code 2.4 MB} (powers of 1000). */
  static String bytes(long bytes) {
    if (bytes >= 1_000_000) {
      return String.format(Locale.ROOT, "%.1f MB", bytes / 1e6);
    }
    if (bytes >= 1_000) {
      return String.format(Locale.ROOT, "%.1f kB", bytes / 1e3);
    }
    return bytes + " B";
  }

  /** How much slower {@code other} is than {@code best}: {@code +12 %}; NaN as empty. */
  static String slower(double best, double other) {
    return Double.isNaN(other) || !(best > 0)
        ? ""
        : String.format(Locale.ROOT, "+%.0f %%", 100 * (other - best) / best);
  }
}
