package dev.wirebench.engine.stats;

import java.util.Locale;

/**
 * How strict a comparison is.
 *
 * @param alpha 1 − the confidence of each change's interval, in (0, 0.5)
 * @param noiseBand relative change (0.02 = 2 %) a change must exceed with its whole interval to
 *     count as faster or slower; an interval entirely inside ±band is "no change"; 0 disables it
 * @param resamples bootstrap resamples per benchmark, at least 200
 * @param seed the bootstrap's base seed: the same runs compare the same way every time
 * @param pairing how results of the two runs are paired
 * @param robust whether {@linkplain OutlierIterations outlier iterations} are left out of each
 *     estimate and its bootstrap (they are reported either way)
 */
public record CompareSettings(
    double alpha, double noiseBand, int resamples, long seed, Pairing pairing, boolean robust) {
  public static final double DEFAULT_ALPHA = 0.05;
  public static final double DEFAULT_NOISE_BAND = 0.02;
  public static final int DEFAULT_RESAMPLES = 2_000;
  public static final long DEFAULT_SEED = 0x5EED_2013L;

  public CompareSettings {
    java.util.Objects.requireNonNull(pairing, "pairing");
    if (resamples < 200) {
      throw new IllegalArgumentException("at least 200 resamples are needed, got " + resamples);
    }
    if (!(alpha > 0 && alpha < 0.5)) {
      throw new IllegalArgumentException("alpha must be between 0 and 0.5, got " + alpha);
    }
    if (!(noiseBand >= 0 && noiseBand < 1)) {
      throw new IllegalArgumentException(
          "the noise band must be between 0 % and 100 %, got " + noiseBand * 100 + " %");
    }
  }

  /** Every setting but the estimate, which is the plain mean (outliers reported, kept). */
  public CompareSettings(
      double alpha, double noiseBand, int resamples, long seed, Pairing pairing) {
    this(alpha, noiseBand, resamples, seed, pairing, false);
  }

  /** α and noise band with the default resamples and seed. */
  public CompareSettings(double alpha, double noiseBand) {
    this(alpha, noiseBand, DEFAULT_RESAMPLES, DEFAULT_SEED, Pairing.SAME_BENCHMARK);
  }

  /** These settings with another pairing rule. */
  public CompareSettings withPairing(Pairing other) {
    return new CompareSettings(alpha, noiseBand, resamples, seed, other, robust);
  }

  /** These settings with the robust estimate (outlier iterations left out) on or off. */
  public CompareSettings withRobust(boolean on) {
    return new CompareSettings(alpha, noiseBand, resamples, seed, pairing, on);
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

  /** {@code α=0.05, noise band ±2 %} (and {@code , robust: outlier iterations left out}). */
  public String describe() {
    return String.format(
        Locale.ROOT,
        "α=%s, noise band ±%s %%%s",
        trim(alpha),
        trim(noiseBand * 100),
        robust ? ", robust: outlier iterations left out" : "");
  }

  private static String trim(double value) {
    String text = String.format(Locale.ROOT, "%.4f", value);
    return text.replaceAll("0+$", "").replaceAll("\\.$", "");
  }
}
