package dev.wirebench.app.cli;

import java.util.Locale;

/**
 * The one place whole-number options are read: digits (with {@code _} or {@code ,} as separators),
 * checked against the option's range before any narrowing, so {@code --forks 4294967298} is refused
 * instead of wrapping to 2 forks. Stateless.
 */
final class Counts {
  private Counts() {}

  /**
   * {@code text} as a whole number from {@code min} to {@code max}.
   *
   * @throws UserError naming the option, the range and the text
   */
  static long parse(String option, String text, long min, long max) {
    String digits = text.strip().replace("_", "").replace(",", "");
    try {
      long value = Long.parseLong(digits);
      if (value >= min && value <= max) {
        return value;
      }
    } catch (NumberFormatException bad) {
      // Not a number, or beyond a long: reported below with the range.
    }
    throw new UserError(
        String.format(
            Locale.ROOT,
            "%s takes a whole number from %,d to %,d, not '%s'",
            option,
            min,
            max,
            text.strip()));
  }

  /** As {@link #parse}, for an option held in an {@code int}. */
  static int parseInt(String option, String text, int min, int max) {
    return (int) parse(option, text, min, max);
  }
}
