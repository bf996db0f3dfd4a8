package dev.wirebench.engine.bench;

import java.time.Duration;
import java.util.Locale;
import java.util.Objects;

/**
 * JMH iterations: how many, and how long each runs; written {@code 3x1s} (also {@code 5x500ms}).
 *
 * @param count iterations (0 allowed for warm-up only)
 * @param time the length of each iteration
 */
public record IterationSpec(int count, Duration time) {
  public IterationSpec {
    Objects.requireNonNull(time, "time");
    if (count < 0) {
      throw new IllegalArgumentException("iteration count must not be negative: " + count);
    }
    if (time.isNegative() || time.isZero()) {
      throw new IllegalArgumentException("iteration time must be positive: " + time);
    }
  }

  public static IterationSpec of(int count, Duration time) {
    return new IterationSpec(count, time);
  }

  /**
   * Parses {@code COUNTxTIME}, e.g. {@code 3x1s}.
   *
   * @throws IllegalArgumentException with the expected form
   */
  public static IterationSpec parse(String text) {
    String trimmed = text.trim();
    int x = trimmed.toLowerCase(Locale.ROOT).indexOf('x');
    if (x <= 0 || x == trimmed.length() - 1) {
      throw new IllegalArgumentException(
          "bad iterations '" + text + "'; use COUNTxTIME, e.g. 3x1s or 5x500ms");
    }
    int count;
    try {
      count = Integer.parseInt(trimmed.substring(0, x).trim());
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(
          "bad iterations '" + text + "'; the count before 'x' must be a whole number", e);
    }
    return new IterationSpec(count, DurationText.parse(trimmed.substring(x + 1)));
  }

  /** Total time of all iterations. */
  public Duration total() {
    return time.multipliedBy(count);
  }

  /** {@code 3x1s}. */
  public String toText() {
    return count + "x" + DurationText.format(time);
  }
}
