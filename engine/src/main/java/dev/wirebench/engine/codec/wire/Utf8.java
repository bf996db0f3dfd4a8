package dev.wirebench.engine.codec.wire;

import java.nio.charset.StandardCharsets;

/**
 * Strict UTF-8 for wire strings, without allocating in the steady state. Encoding refuses unpaired
 * surrogates (they cannot round-trip); decoding refuses malformed, overlong and surrogate sequences
 * (the JDK would silently replace them, and the re-encoded bytes would differ), and compares the
 * bytes with the string already in the field, returning it unchanged if they spell it. {@code
 * Reuse.utf8} decodes every non-ASCII string into a new one; this does not.
 */
final class Utf8 {
  private Utf8() {}

  /** A u16 byte length (0xFFFF for null) and the UTF-8 bytes; returns the position after them. */
  static int put(byte[] dst, int pos, String text) {
    if (text == null) {
      return WireOut.putShort(dst, pos, (short) WireBytes.NULL_STRING);
    }
    int bytes = encodedLength(text, pos);
    if (bytes > WireBytes.MAX_STRING_BYTES) {
      throw new WireProblem(pos, "string of " + bytes + " UTF-8 bytes is longer than 65534");
    }
    if (pos > dst.length - 2 - bytes) {
      throw WireBytes.Full.INSTANCE;
    }
    WireBytes.setShort(dst, pos, (short) bytes);
    int at = pos + 2;
    int length = text.length();
    for (int i = 0; i < length; i++) {
      char c = text.charAt(i);
      if (c < 0x80) {
        dst[at++] = (byte) c;
      } else if (c < 0x800) {
        dst[at++] = (byte) (0xC0 | c >> 6);
        dst[at++] = (byte) (0x80 | c & 0x3F);
      } else if (Character.isHighSurrogate(c)) {
        int cp = Character.toCodePoint(c, text.charAt(++i));
        dst[at++] = (byte) (0xF0 | cp >> 18);
        dst[at++] = (byte) (0x80 | cp >> 12 & 0x3F);
        dst[at++] = (byte) (0x80 | cp >> 6 & 0x3F);
        dst[at++] = (byte) (0x80 | cp & 0x3F);
      } else {
        dst[at++] = (byte) (0xE0 | c >> 12);
        dst[at++] = (byte) (0x80 | c >> 6 & 0x3F);
        dst[at++] = (byte) (0x80 | c & 0x3F);
      }
    }
    return at;
  }

  /** The UTF-8 length of {@code text}, refusing unpaired surrogates. */
  private static int encodedLength(String text, int pos) {
    int length = text.length();
    int bytes = 0;
    for (int i = 0; i < length; i++) {
      char c = text.charAt(i);
      if (c < 0x80) {
        bytes++;
      } else if (c < 0x800) {
        bytes += 2;
      } else if (!Character.isSurrogate(c)) {
        bytes += 3;
      } else if (Character.isHighSurrogate(c)
          && i + 1 < length
          && Character.isLowSurrogate(text.charAt(i + 1))) {
        bytes += 4;
        i++;
      } else {
        throw new WireProblem(
            pos, String.format("unpaired surrogate U+%04X at index %d", (int) c, i));
      }
    }
    return bytes;
  }

  /**
   * The string the UTF-8 bytes {@code src[pos, pos + length)} spell: {@code existing} itself if it
   * is equal, otherwise a new string; null if {@code length} is negative (absent).
   *
   * @throws WireProblem at the first malformed byte
   */
  static String get(String existing, byte[] src, int pos, int length) {
    if (length < 0) {
      return null;
    }
    int end = pos + length;
    boolean same = existing != null;
    int chars = same ? existing.length() : 0;
    int j = 0;
    int p = pos;
    while (p < end) {
      int b = src[p];
      if (b >= 0) {
        same = same && j < chars && existing.charAt(j) == b;
        j++;
        p++;
        continue;
      }
      int cp = codePoint(src, p, end);
      int width = cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
      if (cp < 0x10000) {
        same = same && j < chars && existing.charAt(j) == cp;
        j++;
      } else {
        same =
            same
                && j + 1 < chars
                && existing.charAt(j) == Character.highSurrogate(cp)
                && existing.charAt(j + 1) == Character.lowSurrogate(cp);
        j += 2;
      }
      p += width;
    }
    if (same && j == chars) {
      return existing;
    }
    return new String(src, pos, length, StandardCharsets.UTF_8);
  }

  /** The code point of the multi-byte sequence at {@code p}, checked for well-formedness. */
  private static int codePoint(byte[] src, int p, int end) {
    int lead = src[p] & 0xFF;
    int extra;
    int cp;
    if (lead >= 0xC2 && lead <= 0xDF) {
      extra = 1;
      cp = lead & 0x1F;
    } else if (lead >= 0xE0 && lead <= 0xEF) {
      extra = 2;
      cp = lead & 0x0F;
    } else if (lead >= 0xF0 && lead <= 0xF4) {
      extra = 3;
      cp = lead & 0x07;
    } else {
      throw new WireProblem(p, String.format("byte 0x%02X cannot start a UTF-8 sequence", lead));
    }
    if (end - p <= extra) {
      throw new WireProblem(p, "UTF-8 sequence cut off by the end of the string");
    }
    for (int k = 1; k <= extra; k++) {
      int next = src[p + k] & 0xFF;
      if ((next & 0xC0) != 0x80) {
        throw new WireProblem(
            p + k, String.format("byte 0x%02X is not a UTF-8 continuation", next));
      }
      cp = cp << 6 | next & 0x3F;
    }
    boolean shortest = extra == 1 || (extra == 2 ? cp >= 0x800 : cp >= 0x10000);
    if (!shortest || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) {
      throw new WireProblem(p, String.format("invalid UTF-8 sequence for U+%X", cp));
    }
    return cp;
  }
}
