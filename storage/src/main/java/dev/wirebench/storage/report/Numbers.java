package dev.wirebench.storage.report;

import java.util.Locale;

/** How numbers read in tables: a few significant digits, NaN as "-". */
public final class Numbers {
  private Numbers() {}

  /** {@code 2,634,512}, {@code 1390.1}, {@code 58.21}, {@code 0.812}; NaN as "-". */
  public static String score(double value) {
    if (Double.isNaN(value)) {
      return "-";
    }
    if (Double.isInfinite(value)) {
      return value > 0 ? "inf" : "-inf";
    }
    double abs = Math.abs(value);
    if (abs >= 10_000) {
      return String.format(Locale.ROOT, "%,.0f", value);
    }
    if (abs >= 100) {
      return String.format(Locale.ROOT, "%.1f", value);
    }
    if (abs >= 1) {
      return String.format(Locale.ROOT, "%.2f", value);
    }
    if (abs == 0) {
      return "0";
    }
    return String.format(Locale.ROOT, "%.3g", value);
  }

  /** A score's error in the score's precision: {@code ± 12.3}; NaN as "-". */
  public static String error(double value) {
    return Double.isNaN(value) ? "-" : score(value);
  }

  /** A relative change: {@code +3.4 %}, {@code -12.0 %}; NaN as "-". */
  public static String percent(double fraction) {
    if (!Double.isFinite(fraction)) {
      return "-";
    }
    return String.format(Locale.ROOT, "%+.1f %%", fraction * 100);
  }

  /** An interval of a change: {@code [+1.2 %, +5.6 %]}, "-" if unbounded. */
  public static String interval(double lower, double upper) {
    if (!Double.isFinite(lower) || !Double.isFinite(upper)) {
      return "-";
    }
    return "[" + percent(lower) + ", " + percent(upper) + "]";
  }

  /** A byte count or other whole-ish number, "-" if null. */
  public static String bytes(Double value) {
    if (value == null || Double.isNaN(value)) {
      return "-";
    }
    return Math.abs(value) >= 10_000 || value == Math.rint(value)
        ? String.format(Locale.ROOT, "%,.0f", value)
        : String.format(Locale.ROOT, "%.1f", value);
  }

  /** A machine-readable number for CSV/JSON: shortest exact text, empty for NaN. */
  public static String plain(double value) {
    if (Double.isNaN(value)) {
      return "";
    }
    if (value == Math.rint(value) && Math.abs(value) < 1e15) {
      return Long.toString((long) value);
    }
    return Double.toString(value);
  }
}
