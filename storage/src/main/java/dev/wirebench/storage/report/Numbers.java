package dev.wirebench.storage.report;

import java.util.Locale;

/**
 * How numbers read everywhere — GUI tables, CLI tables, Markdown and the Dashboard: a few
 * significant digits, NaN as "-". The one home of each quantity's rounding rule, so a value reads
 * the same on every screen and in every export (CSV/JSON use {@link #plain}, the exact value).
 */
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

  /**
   * Bytes per operation or message (or another whole-ish count), "-" if null or NaN: {@code 0},
   * {@code 0.0184}, {@code 24}, {@code 37.5}, {@code 12,288}. Below one byte three significant
   * digits, so a small allocation is never rounded to a misleading 0.0.
   */
  public static String bytes(Double value) {
    if (value == null || Double.isNaN(value)) {
      return "-";
    }
    double abs = Math.abs(value);
    if (abs == 0) {
      return "0";
    }
    if (abs < 1) {
      return String.format(Locale.ROOT, "%.3g", value);
    }
    return abs >= 10_000 || value == Math.rint(value)
        ? String.format(Locale.ROOT, "%,.0f", value)
        : String.format(Locale.ROOT, "%.1f", value);
  }

  /**
   * A rate per second with an SI prefix: {@code 35.34 M}, {@code 567.8 k}, {@code 912}; NaN as "-".
   * Every msg/s of a throughput sweep reads this way (Throughput screen, Runs, CLI, reports).
   */
  public static String rate(double perSecond) {
    if (Double.isNaN(perSecond)) {
      return "-";
    }
    double abs = Math.abs(perSecond);
    if (abs >= 1e9) {
      return String.format(Locale.ROOT, "%.2f G", perSecond / 1e9);
    }
    if (abs >= 1e6) {
      return String.format(Locale.ROOT, "%.2f M", perSecond / 1e6);
    }
    if (abs >= 1e3) {
      return String.format(Locale.ROOT, "%.1f k", perSecond / 1e3);
    }
    return String.format(Locale.ROOT, "%.0f", perSecond);
  }

  /**
   * A score in its unit's rule: message rates ({@code msg/s}) with an SI prefix ({@link #rate}),
   * everything else as {@link #score}.
   */
  public static String score(double value, String unit) {
    return "msg/s".equals(unit) ? rate(value) : score(value);
  }

  /** A score's error in its unit's rule ({@link #score(double, String)}); NaN as "-". */
  public static String error(double value, String unit) {
    return Double.isNaN(value) ? "-" : score(value, unit);
  }

  /** A whole number with separators: {@code 12,288}; NaN as "-". */
  public static String whole(double value) {
    return Double.isNaN(value) ? "-" : String.format(Locale.ROOT, "%,.0f", value);
  }

  /** A percentage of something (not a change): {@code 87 %}; NaN as "-". */
  public static String share(double percent) {
    return Double.isNaN(percent) ? "-" : String.format(Locale.ROOT, "%.0f %%", percent);
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
