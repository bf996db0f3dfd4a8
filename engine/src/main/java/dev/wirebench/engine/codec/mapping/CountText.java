package dev.wirebench.engine.codec.mapping;

/**
 * The value text of a FIX repeating-group count field (the number of instances), reusing the
 * field's current text when it already says so, so decoding the same message again allocates
 * nothing.
 */
public final class CountText {
  private CountText() {}

  /** {@code existing} if it is the decimal text of {@code count}, else that text (new). */
  public static String of(String existing, int count) {
    if (existing != null && !existing.isEmpty() && existing.length() <= 10) {
      long value = 0;
      for (int i = 0; i < existing.length(); i++) {
        char c = existing.charAt(i);
        if (c < '0' || c > '9') {
          return Integer.toString(count);
        }
        value = value * 10 + (c - '0');
      }
      if (value == count && (existing.length() == 1 || existing.charAt(0) != '0')) {
        return existing;
      }
    }
    return Integer.toString(count);
  }
}
