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

  /** {@code 58.2 ± 1.3 ns}: a time and its error in the time's unit; without an error, the time. */
  static String withError(double ns, double errorNs) {
    if (Double.isNaN(ns)) {
      return "–";
    }
    if (Double.isNaN(errorNs)) {
      return nanos(ns);
    }
    String time = nanos(ns);
    String unit = time.substring(time.lastIndexOf(' ') + 1);
    double scale =
        switch (unit) {
          case "ms" -> 1e6;
          case "µs" -> 1e3;
          default -> 1;
        };
    return time.substring(0, time.lastIndexOf(' '))
        + " ± "
        + Numbers.score(errorNs / scale)
        + " "
        + unit;
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
}
