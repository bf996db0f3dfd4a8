package dev.wirebench.engine.codec.sbe;

/**
 * UTF-8 bytes of a string in a reused scratch array, so the SBE encoder can hand var-data to the
 * generated {@code putXxx(byte[], int, int)} methods without allocating (the generated {@code
 * xxx(String)} setters call {@code String.getBytes}). Unpaired surrogates become {@code '?'}, as
 * {@code String.getBytes(UTF_8)} does.
 *
 * <p>Not thread-safe.
 */
final class SbeText {
  private byte[] bytes = new byte[256];
  private int length;

  /** Encodes {@code text} (null counts as empty) and returns the byte count. */
  int put(String text) {
    length = 0;
    if (text == null) {
      return 0;
    }
    int n = text.length();
    ensure(n * 3);
    int at = 0;
    for (int i = 0; i < n; i++) {
      char c = text.charAt(i);
      if (c < 0x80) {
        bytes[at++] = (byte) c;
      } else if (c < 0x800) {
        bytes[at++] = (byte) (0xC0 | (c >> 6));
        bytes[at++] = (byte) (0x80 | (c & 0x3F));
      } else if (Character.isHighSurrogate(c)
          && i + 1 < n
          && Character.isLowSurrogate(text.charAt(i + 1))) {
        int cp = Character.toCodePoint(c, text.charAt(++i));
        bytes[at++] = (byte) (0xF0 | (cp >> 18));
        bytes[at++] = (byte) (0x80 | ((cp >> 12) & 0x3F));
        bytes[at++] = (byte) (0x80 | ((cp >> 6) & 0x3F));
        bytes[at++] = (byte) (0x80 | (cp & 0x3F));
      } else if (Character.isSurrogate(c)) {
        bytes[at++] = (byte) '?';
      } else {
        bytes[at++] = (byte) (0xE0 | (c >> 12));
        bytes[at++] = (byte) (0x80 | ((c >> 6) & 0x3F));
        bytes[at++] = (byte) (0x80 | (c & 0x3F));
      }
    }
    length = at;
    return at;
  }

  byte[] bytes() {
    return bytes;
  }

  int length() {
    return length;
  }

  private void ensure(int capacity) {
    if (bytes.length < capacity) {
      bytes = new byte[Math.max(capacity, bytes.length * 2)];
    }
  }
}
