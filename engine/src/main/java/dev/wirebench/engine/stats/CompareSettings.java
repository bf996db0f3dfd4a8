package dev.wirebench.engine.stats;

import java.util.Locale;

/**
 * How strict a comparison is.
 *
 * @param alpha significance level of the per-result test, in (0, 0.5)
 * @param noiseBand relative change (0.02 = 2 %) below which a result counts as unchanged whatever
 *     the test says; 0 disables the band
 */
public record CompareSettings(double alpha, double noiseBand) {
  public static final double DEFAULT_ALPHA = 0.05;
  public static final double DEFAULT_NOISE_BAND = 0.02;

  public CompareSettings {
    if (!(alpha > 0 && alpha < 0.5)) {
      throw new IllegalArgumentException("alpha must be between 0 and 0.5, got " + alpha);
    }
    if (!(noiseBand >= 0 && noiseBand < 1)) {
      throw new IllegalArgumentException(
          "the noise band must be between 0 % and 100 %, got " + noiseBand * 100 + " %");
    }
  }

  public static CompareSettings defaults() {
    return new CompareSettings(DEFAULT_ALPHA, DEFAULT_NOISE_BAND);
  }

  /**
   * Parses a noise band written {@code 2%}, {@code 2 %} or as a fraction {@code 0.02}.
   *
   * @throws IllegalArgumentException naming the accepted forms
   */
  public static double parseNoiseBand(String text) {
    String trimmed = text.trim();
    try {
      if (trimmed.endsWith("%")) {
        return Double.parseDouble(trimmed.substring(0, trimmed.length() - 1).trim()) / 100;
      }
      return Double.parseDouble(trimmed);
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(
          "bad noise band '" + text + "'; write a percentage like 2% or a fraction like 0.02", e);
    }
  }

  /** {@code α=0.05, noise ±2 %}. */
  public String describe() {
    return String.format(
        Locale.ROOT, "α=%s, noise band ±%s %%", trim(alpha), trim(noiseBand * 100));
  }

  private static String trim(double value) {
    String text = String.format(Locale.ROOT, "%.4f", value);
    return text.replaceAll("0+$", "").replaceAll("\\.$", "");
  }
}
