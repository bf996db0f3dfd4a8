package dev.wirebench.app.throughput;

import dev.wirebench.storage.report.Numbers;
import java.util.Locale;

/** How rates read on the Throughput screen: {@code 12.34 M}, {@code 567.8 k}, {@code 912}. */
public final class RateFormat {
  private RateFormat() {}

  /** A rate with an SI prefix, as every screen and report writes it ({@link Numbers#rate}). */
  public static String rate(double perSecond) {
    return Numbers.rate(perSecond);
  }

  /** Bytes per message, as every screen and report writes them ({@link Numbers#bytes}). */
  public static String bytes(double value) {
    return Numbers.bytes(value);
  }

  /** A short axis label: {@code 12M}, {@code 1.5M}, {@code 500k}, {@code 0}. */
  public static String axis(double value) {
    double abs = Math.abs(value);
    if (abs >= 1e6) {
      return trim(value / 1e6) + "M";
    }
    if (abs >= 1e3) {
      return trim(value / 1e3) + "k";
    }
    return trim(value);
  }

  /** {@code 12.3}; NaN as an en dash. */
  public static String number(double value, int decimals) {
    return Double.isNaN(value) ? "–" : String.format(Locale.ROOT, "%." + decimals + "f", value);
  }

  private static String trim(double value) {
    String text = String.format(Locale.ROOT, "%.1f", value);
    return text.endsWith(".0") ? text.substring(0, text.length() - 2) : text;
  }
}
