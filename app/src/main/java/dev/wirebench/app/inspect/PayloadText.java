package dev.wirebench.app.inspect;

import java.util.Locale;

/**
 * A payload as text to paste elsewhere: a hex dump (16 bytes a line, as the hex view shows them) or
 * a C array initialiser a test harness can include. Pure functions.
 */
public final class PayloadText {
  /** Bytes per line in both forms. */
  static final int PER_LINE = 16;

  /** The forms a payload can be copied in. */
  public enum Form {
    HEX,
    C_ARRAY
  }

  private PayloadText() {}

  /** The payload in {@code form}; {@code name} names the C array (made a valid identifier). */
  public static String of(Form form, byte[] payload, String name) {
    return form == Form.HEX ? hex(payload) : cArray(payload, name);
  }

  /** {@code 7b 22 24 74 ...}, 16 bytes a line, no trailing newline. */
  public static String hex(byte[] payload) {
    StringBuilder text = new StringBuilder(payload.length * 3);
    for (int i = 0; i < payload.length; i++) {
      if (i > 0) {
        text.append(i % PER_LINE == 0 ? '\n' : ' ');
      }
      text.append(String.format(Locale.ROOT, "%02x", payload[i] & 0xff));
    }
    return text.toString();
  }

  /**
   * {@code const unsigned char name[3] = {\n 0x7b, 0x22, 0x24\n};} with the length stated, so the
   * compiler checks it.
   */
  public static String cArray(byte[] payload, String name) {
    StringBuilder text = new StringBuilder(payload.length * 6 + 64);
    text.append("const unsigned char ")
        .append(identifier(name))
        .append('[')
        .append(payload.length)
        .append("] = {");
    for (int i = 0; i < payload.length; i++) {
      text.append(i % PER_LINE == 0 ? "\n  " : " ")
          .append(String.format(Locale.ROOT, "0x%02x", payload[i] & 0xff))
          .append(i == payload.length - 1 ? "" : ",");
    }
    return text.append("\n};\n").toString();
  }

  /** {@code json × trade-update} → {@code json_trade_update}; never starts with a digit. */
  static String identifier(String name) {
    String cleaned = name.replaceAll("[^A-Za-z0-9_]+", "_").replaceAll("^_+|_+$", "");
    if (cleaned.isEmpty()) {
      return "payload";
    }
    return Character.isDigit(cleaned.charAt(0)) ? "p_" + cleaned : cleaned;
  }
}
