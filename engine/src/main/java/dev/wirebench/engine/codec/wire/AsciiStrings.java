package dev.wirebench.engine.codec.wire;

/**
 * The ASCII strings one codec instance decoded last, one per field slot, keyed by their bytes: a
 * field whose bytes are those of the slot's string (up to 16 bytes, compared as two little-endian
 * longs) gets that string back without a char-by-char compare or a new {@code String}. Identifiers
 * repeat (a symbol, an exchange code in every book entry), so after the first message every entry
 * of a snapshot holds the same instance and is found by one or two long compares.
 *
 * <p>Used by both wire codecs through the same call, so the interpreted/compiled comparison stays
 * about the walk, not about string handling. A miss falls back to {@link WireIn#ascii} (strict
 * ASCII check, keeps the field's string if it spells the bytes) and remembers its result. Slots are
 * a hash of record class and field index; two fields sharing a slot only cost misses.
 *
 * <p>Not thread-safe: one per codec instance (codec instances belong to one thread at a time).
 * Allocates only what {@link WireIn#ascii} allocates on a miss.
 */
final class AsciiStrings {
  static final int SLOTS = 64;
  private static final int MAX_KEYED = 16;

  /** A slot: the string and its bytes as a key (length 0: empty slot). */
  private static final class Entry {
    long low;
    long high;
    int length;
    String text;
  }

  private static final int MAX_WRITTEN = 8;

  private final Entry[] entries = new Entry[SLOTS];
  private final Entry[] written = new Entry[SLOTS];

  AsciiStrings() {
    for (int i = 0; i < SLOTS; i++) {
      entries[i] = new Entry();
      written[i] = new Entry();
    }
  }

  /** The slot of field {@code field} (index in its record) of record class {@code record}. */
  static int slot(Class<?> record, int field) {
    return (record.getName().hashCode() * 31 + field) & (SLOTS - 1);
  }

  /**
   * The ASCII string of {@code length} bytes at {@code pos} (null if {@code length} is -1): the
   * slot's string if it has these bytes, else as {@link WireIn#ascii} decides. The caller has
   * checked that the bytes lie inside {@code src}.
   */
  String get(int slot, String existing, byte[] src, int pos, int length) {
    int end = pos + length;
    if (length <= 0 || length > MAX_KEYED || end < 8) {
      // Absent, empty, long, or too near the array start to read a long ending at the string end.
      return WireIn.ascii(existing, src, pos, length);
    }
    // Each long is read so that it ends at or before the string's end; the shift drops the bytes
    // before the string (or those the low long already holds).
    long low;
    long high;
    if (length <= 8) {
      low = WireBytes.getLong(src, end - 8) >>> (64 - 8 * length);
      high = 0;
    } else {
      low = WireBytes.getLong(src, pos);
      high = WireBytes.getLong(src, end - 8) >>> (128 - 8 * length);
    }
    Entry entry = entries[slot];
    if (entry.length == length && entry.low == low && entry.high == high) {
      return entry.text;
    }
    String text = WireIn.ascii(existing, src, pos, length);
    entry.low = low;
    entry.high = high;
    entry.length = length;
    entry.text = text;
    return text;
  }

  /**
   * Writes {@code text} as an ASCII field at {@code pos} (as {@link WireOut#putAscii}); returns the
   * position after it. A string equal to the last one written for this slot (up to 8 chars, so
   * already checked to be ASCII) is written from its remembered bytes, exactly its length, with no
   * char-by-char check.
   */
  int put(int slot, byte[] dst, int pos, String text) {
    Entry entry = written[slot];
    int length = entry.length;
    if (text != null
        && length != 0
        && (text == entry.text || text.equals(entry.text))
        && pos <= dst.length - 2 - length) {
      WireBytes.setShort(dst, pos, (short) length);
      return writeBytes(dst, pos + 2, entry.low, length);
    }
    int end = WireOut.putAscii(dst, pos, text);
    int bytes = end - pos - 2;
    if (text != null && bytes > 0 && bytes <= MAX_WRITTEN && end >= 8) {
      entry.low = WireBytes.getLong(dst, end - 8) >>> (64 - 8 * bytes);
      entry.length = bytes;
      entry.text = text;
    }
    return end;
  }

  /** Writes the low {@code length} (1..8) bytes of {@code bytes}, little-endian; nothing more. */
  private static int writeBytes(byte[] dst, int at, long bytes, int length) {
    if (length == 8) {
      WireBytes.setLong(dst, at, bytes);
      return at + 8;
    }
    int pos = at;
    long rest = bytes;
    if ((length & 4) != 0) {
      WireBytes.setInt(dst, pos, (int) rest);
      pos += 4;
      rest >>>= 32;
    }
    if ((length & 2) != 0) {
      WireBytes.setShort(dst, pos, (short) rest);
      pos += 2;
      rest >>>= 16;
    }
    if ((length & 1) != 0) {
      dst[pos++] = (byte) rest;
    }
    return pos;
  }
}
