package dev.wirebench.engine.codec.wire;

import dev.wirebench.engine.model.Metadata;
import dev.wirebench.engine.model.Reuse;
import java.util.ArrayList;

/**
 * Decode steps shared by the interpreted codec and the generated classes. Every length and count is
 * checked against {@code limit} (the last byte the value may use, exclusive) before anything is
 * read, allocated or looped over; a failed check throws a {@link WireProblem} at the offending
 * byte. Nothing here allocates unless a string's text changed or a list grew.
 */
final class WireIn {
  private WireIn() {}

  /** Refuses a record shorter than its known fields' minimum. */
  static void checkRecord(int pos, int end, int minSize) {
    if (end - pos < minSize) {
      throw new WireProblem(
          pos, "record holds " + (end - pos) + " bytes, its fields need at least " + minSize);
    }
  }

  /** Refuses a value of {@code width} bytes at {@code pos} that would pass {@code limit}. */
  static void need(int pos, int limit, int width) {
    if (limit - pos < width) {
      throw new WireProblem(
          pos, "needs " + width + " bytes but only " + Math.max(0, limit - pos) + " remain");
    }
  }

  /** The enum constant whose ordinal is the byte at {@code pos}, or null for 0xFF. */
  static Object enumAt(Object[] constants, byte[] src, int pos) {
    int ordinal = src[pos] & 0xFF;
    if (ordinal < constants.length) {
      return constants[ordinal];
    }
    if (ordinal == WireBytes.NULL_BYTE) {
      return null;
    }
    throw new WireProblem(
        pos, "enum ordinal " + ordinal + " is out of range (" + constants.length + " constants)");
  }

  static boolean booleanAt(byte[] src, int pos) {
    int code = src[pos];
    if (code == 0 || code == 1) {
      return code == 1;
    }
    throw new WireProblem(pos, "boolean byte is " + (code & 0xFF) + ", expected 0 or 1");
  }

  static Boolean nullableBooleanAt(byte[] src, int pos) {
    int code = src[pos] & 0xFF;
    if (code == 0) {
      return Boolean.FALSE;
    }
    if (code == 1) {
      return Boolean.TRUE;
    }
    if (code == WireBytes.NULL_BYTE) {
      return null;
    }
    throw new WireProblem(pos, "boolean byte is " + code + ", expected 0, 1 or 0xFF (absent)");
  }

  /**
   * The byte length of the string whose u16 prefix is at {@code pos} (which must be readable), or
   * -1 if absent; the bytes must end by {@code limit}.
   */
  static int stringLength(byte[] src, int pos, int limit) {
    int length = WireBytes.getU16(src, pos);
    if (length == WireBytes.NULL_STRING) {
      return -1;
    }
    if (length > limit - pos - 2) {
      throw new WireProblem(
          pos,
          "string length " + length + " runs past the record (" + (limit - pos - 2) + " left)");
    }
    return length;
  }

  /** The position after a string of {@code length} bytes (-1: absent) whose prefix is at pos. */
  static int afterString(int pos, int length) {
    return pos + 2 + (length & ~(length >> 31));
  }

  /** The ASCII string at {@code pos}: {@code existing} if it is the same text, null if absent. */
  static String ascii(String existing, byte[] src, int pos, int length) {
    if (length < 0) {
      return null;
    }
    if (sameAscii(existing, src, pos, length)) {
      return existing;
    }
    for (int i = 0; i < length; i++) {
      if (src[pos + i] < 0) {
        throw new WireProblem(
            pos + i, String.format("byte 0x%02X is not ASCII", src[pos + i] & 0xFF));
      }
    }
    return Reuse.ascii(existing, src, pos, length);
  }

  /**
   * Whether the bytes spell {@code existing}: the steady-state path, one pass. A signed byte equals
   * a char only if it is below 0x80, so a match is also valid ASCII.
   */
  private static boolean sameAscii(String existing, byte[] src, int pos, int length) {
    if (existing == null || existing.length() != length) {
      return false;
    }
    for (int i = 0; i < length; i++) {
      if (src[pos + i] != existing.charAt(i)) {
        return false;
      }
    }
    return true;
  }

  /** The UTF-8 string at {@code pos}: {@code existing} if it is the same text, null if absent. */
  static String utf8(String existing, byte[] src, int pos, int length) {
    return Utf8.get(existing, src, pos, length);
  }

  /** The length of the optional record whose u32 prefix is at {@code pos}, or -1 if absent. */
  static int objectLength(byte[] src, int pos, int limit) {
    int length = WireBytes.getInt(src, pos);
    if (length == WireBytes.NULL_LENGTH) {
      return -1;
    }
    if (length < 0 || length > limit - pos - 4) {
      throw new WireProblem(pos, lengthProblem(length, limit - pos - 4));
    }
    return length;
  }

  /** The element count at {@code pos}, refused unless that many minimal elements could fit. */
  static int count(byte[] src, int pos, int limit, int minElement) {
    int count = WireBytes.getInt(src, pos);
    if (count < 0 || (long) count * minElement > limit - pos - 4) {
      throw new WireProblem(
          pos,
          "count "
              + Integer.toUnsignedString(count)
              + " cannot fit in the "
              + (limit - pos - 4)
              + " bytes left");
    }
    return count;
  }

  /** The length of the list element whose u32 prefix is at {@code pos}. */
  static int recordLength(byte[] src, int pos, int limit) {
    need(pos, limit, 4);
    int length = WireBytes.getInt(src, pos);
    if (length < 0 || length > limit - pos - 4) {
      throw new WireProblem(pos, lengthProblem(length, limit - pos - 4));
    }
    return length;
  }

  /**
   * {@link #recordLength} for a prefix already known to lie before {@code limit} (a polymorphic
   * element's, after {@link #variantIndex} checked its 5-byte header).
   */
  static int checkedRecordLength(byte[] src, int pos, int limit) {
    int length = WireBytes.getInt(src, pos);
    if (length < 0 || length > limit - pos - 4) {
      throw new WireProblem(pos, lengthProblem(length, limit - pos - 4));
    }
    return length;
  }

  private static String lengthProblem(int length, int left) {
    return "record length "
        + Integer.toUnsignedString(length)
        + " runs past its parent ("
        + left
        + " bytes left)";
  }

  /** The type index of the polymorphic list element at {@code pos}. */
  static int variantIndex(byte[] src, int pos, int limit, int variants) {
    need(pos, limit, 5);
    int index = src[pos] & 0xFF;
    if (index >= variants) {
      throw badVariant(index, pos);
    }
    return index;
  }

  static WireProblem badVariant(int index, int pos) {
    return new WireProblem(pos, "type index " + index + " names no entry class");
  }

  /** Refuses to go deeper than {@link WireBytes#MAX_DEPTH}. */
  static void checkDepth(int depth, int pos) {
    if (depth > WireBytes.MAX_DEPTH) {
      throw new WireProblem(pos, "records nested deeper than " + WireBytes.MAX_DEPTH);
    }
  }

  /** The element at {@code index} if it exists with exactly class {@code type}, otherwise null. */
  static Object existing(ArrayList<?> list, int index, Class<?> type) {
    if (index < list.size()) {
      Object element = list.get(index);
      if (element != null && element.getClass() == type) {
        return element;
      }
    }
    return null;
  }

  /** Puts a new element at {@code index} (replacing or appending) and returns it. */
  @SuppressWarnings("unchecked") // the list holds the schema's record class; the caller made it
  static Object place(ArrayList<?> list, int index, Object created) {
    ArrayList<Object> elements = (ArrayList<Object>) list;
    if (index < elements.size()) {
      elements.set(index, created);
    } else {
      elements.add(created);
    }
    return created;
  }

  /** Refills {@code map} from the pairs at {@code pos}; returns the position after them. */
  static int stringMap(byte[] src, int pos, int limit, Metadata map) {
    int count = count(src, pos, limit, 4);
    int at = pos + 4;
    int size = map.size();
    for (int i = 0; i < count; i++) {
      need(at, limit, 2);
      int keyLength = stringLength(src, at, limit);
      if (keyLength < 0) {
        throw new WireProblem(at, "metadata key is absent");
      }
      String key = Utf8.get(i < size ? map.key(i) : null, src, at + 2, keyLength);
      at = afterString(at, keyLength);
      need(at, limit, 2);
      int valueLength = stringLength(src, at, limit);
      String value = Utf8.get(i < size ? map.value(i) : null, src, at + 2, valueLength);
      at = afterString(at, valueLength);
      if (i >= size || key != map.key(i) || value != map.value(i)) {
        map.set(i, key, value);
      }
    }
    map.truncate(count);
    return at;
  }
}
