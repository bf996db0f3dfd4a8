package dev.wirebench.engine.bench;

import java.time.Duration;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Durations as people type them: {@code 1s}, {@code 500ms}, {@code 100us} (or {@code µs}), {@code
 * 250ns}, {@code 2m}. A number needs its unit.
 */
public final class DurationText {
  private static final Pattern TEXT =
      Pattern.compile("(\\d+(?:\\.\\d+)?)\\s*(ns|us|µs|ms|s|m|min)", Pattern.CASE_INSENSITIVE);

  private DurationText() {}

  /**
   * The duration {@code text} names.
   *
   * @throws IllegalArgumentException with the accepted forms if it names none
   */
  public static Duration parse(String text) {
    Matcher m = TEXT.matcher(text.trim());
    if (!m.matches()) {
      throw new IllegalArgumentException(
          "bad duration '" + text + "'; use a number and a unit: 1s, 500ms, 100us, 250ns, 2m");
    }
    double value = Double.parseDouble(m.group(1));
    double nanosPerUnit =
        switch (m.group(2).toLowerCase(Locale.ROOT)) {
          case "ns" -> 1;
          case "us", "µs" -> 1e3;
          case "ms" -> 1e6;
          case "s" -> 1e9;
          default -> 60e9;
        };
    long nanos = Math.round(value * nanosPerUnit);
    if (nanos <= 0) {
      throw new IllegalArgumentException("bad duration '" + text + "'; it must be positive");
    }
    return Duration.ofNanos(nanos);
  }

  /** The shortest exact text: {@code 1s}, {@code 500ms}, {@code 100us}, {@code 250ns}. */
  public static String format(Duration duration) {
    long nanos = duration.toNanos();
    if (nanos % 1_000_000_000L == 0) {
      return nanos / 1_000_000_000L + "s";
    }
    if (nanos % 1_000_000L == 0) {
      return nanos / 1_000_000L + "ms";
    }
    if (nanos % 1_000L == 0) {
      return nanos / 1_000L + "us";
    }
    return nanos + "ns";
  }
}
