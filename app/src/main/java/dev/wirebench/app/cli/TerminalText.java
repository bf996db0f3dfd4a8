package dev.wirebench.app.cli;

/**
 * Text from the user's data (labels, notes, file names in messages) made safe to print on a
 * terminal: control characters (ESC, CR, BEL, ... and the C1 range) are shown as escapes such as
 * {@code \e} or {@code \x07}, so a stored label cannot move the cursor, clear the screen or forge a
 * line of output. Stateless.
 */
final class TerminalText {
  private TerminalText() {}

  /** {@code text} on one line: every control character escaped, line breaks too. */
  static String oneLine(String text) {
    return escape(text, false);
  }

  /** {@code text} with its line breaks kept and every other control character escaped. */
  static String lines(String text) {
    return escape(text, true);
  }

  private static String escape(String text, boolean keepLineBreaks) {
    if (text == null || !needsEscaping(text, keepLineBreaks)) {
      return text;
    }
    StringBuilder safe = new StringBuilder(text.length() + 8);
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (!isControl(c) || (keepLineBreaks && c == '\n')) {
        safe.append(c);
        continue;
      }
      switch (c) {
        case '\n' -> safe.append("\\n");
        case '\r' -> safe.append("\\r");
        case '\t' -> safe.append("\\t");
        case 0x1b -> safe.append("\\e");
        default -> safe.append(String.format("\\x%02x", (int) c));
      }
    }
    return safe.toString();
  }

  private static boolean needsEscaping(String text, boolean keepLineBreaks) {
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (isControl(c) && !(keepLineBreaks && c == '\n')) {
        return true;
      }
    }
    return false;
  }

  private static boolean isControl(char c) {
    return c < 0x20 || c == 0x7f || (c >= 0x80 && c <= 0x9f);
  }
}
