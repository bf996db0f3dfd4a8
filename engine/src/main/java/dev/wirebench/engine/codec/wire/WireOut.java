package dev.wirebench.engine.codec.wire;

import dev.wirebench.engine.model.Metadata;

/**
 * Encode steps shared by the interpreted codec and the generated classes: each writes one value at
 * {@code pos}, checks the capacity of {@code dst} first (throwing the shared {@link
 * WireBytes.Full}), and returns the position after it. Nothing here allocates.
 */
final class WireOut {
  private WireOut() {}

  static int putByte(byte[] dst, int pos, byte value) {
    if (pos >= dst.length) {
      throw WireBytes.Full.INSTANCE;
    }
    dst[pos] = value;
    return pos + 1;
  }

  static int putShort(byte[] dst, int pos, short value) {
    if (pos > dst.length - 2) {
      throw WireBytes.Full.INSTANCE;
    }
    WireBytes.setShort(dst, pos, value);
    return pos + 2;
  }

  static int putInt(byte[] dst, int pos, int value) {
    if (pos > dst.length - 4) {
      throw WireBytes.Full.INSTANCE;
    }
    WireBytes.setInt(dst, pos, value);
    return pos + 4;
  }

  static int putLong(byte[] dst, int pos, long value) {
    if (pos > dst.length - 8) {
      throw WireBytes.Full.INSTANCE;
    }
    WireBytes.setLong(dst, pos, value);
    return pos + 8;
  }

  static int putEnum(byte[] dst, int pos, Enum<?> value) {
    return putByte(dst, pos, value == null ? (byte) WireBytes.NULL_BYTE : (byte) value.ordinal());
  }

  static int putBoolean(byte[] dst, int pos, boolean value) {
    return putByte(dst, pos, value ? (byte) 1 : (byte) 0);
  }

  static int putNullableBoolean(byte[] dst, int pos, Boolean value) {
    byte code = value == null ? (byte) WireBytes.NULL_BYTE : value ? (byte) 1 : (byte) 0;
    return putByte(dst, pos, code);
  }

  /**
   * Checks that {@code bytes} bytes fit at {@code pos}: the one capacity check of a run of
   * fixed-width fields, which the generated encoders then store with the {@code set} steps below.
   */
  static void reserve(byte[] dst, int pos, int bytes) {
    if (pos > dst.length - bytes) {
      throw WireBytes.Full.INSTANCE;
    }
  }

  /** Stores an enum's ordinal (0xFF for null) at {@code at}, inside a reserved run. */
  static void setEnum(byte[] dst, int at, Enum<?> value) {
    dst[at] = value == null ? (byte) WireBytes.NULL_BYTE : (byte) value.ordinal();
  }

  /** Stores a boolean as 0 or 1 at {@code at}, inside a reserved run. */
  static void setBoolean(byte[] dst, int at, boolean value) {
    dst[at] = value ? (byte) 1 : (byte) 0;
  }

  /** Stores a nullable boolean (0xFF for null) at {@code at}, inside a reserved run. */
  static void setNullableBoolean(byte[] dst, int at, Boolean value) {
    dst[at] = value == null ? (byte) WireBytes.NULL_BYTE : value ? (byte) 1 : (byte) 0;
  }

  /** A u16 length (0xFFFF for null) and one byte per char; chars from U+0080 up are refused. */
  static int putAscii(byte[] dst, int pos, String text) {
    if (text == null) {
      return putShort(dst, pos, (short) WireBytes.NULL_STRING);
    }
    int length = text.length();
    if (length > WireBytes.MAX_STRING_BYTES) {
      throw new WireProblem(pos, "string of " + length + " chars is longer than 65534 bytes");
    }
    if (pos > dst.length - 2 - length) {
      throw WireBytes.Full.INSTANCE;
    }
    WireBytes.setShort(dst, pos, (short) length);
    int at = pos + 2;
    for (int i = 0; i < length; i++) {
      char c = text.charAt(i);
      if (c >= 0x80) {
        throw new WireProblem(at + i, notAscii(c, i));
      }
      dst[at + i] = (byte) c;
    }
    return at + length;
  }

  private static String notAscii(char c, int index) {
    return String.format(
        "char U+%04X at index %d is not ASCII (this field is an ASCII identifier)", (int) c, index);
  }

  /** A u16 length (0xFFFF for null) and the text in UTF-8. */
  static int putUtf8(byte[] dst, int pos, String text) {
    return Utf8.put(dst, pos, text);
  }

  /** Reserves a record's u32 length; returns where the record's fields start. */
  static int beginRecord(byte[] dst, int pos) {
    if (pos > dst.length - 4) {
      throw WireBytes.Full.INSTANCE;
    }
    return pos + 4;
  }

  /** Writes a list element's type index and reserves its length; returns where its fields start. */
  static int beginVariant(byte[] dst, int pos, int index) {
    if (pos > dst.length - 5) {
      throw WireBytes.Full.INSTANCE;
    }
    dst[pos] = (byte) index;
    return pos + 5;
  }

  /** Fills in the length of the record whose fields run from {@code fieldsStart} to {@code end}. */
  static int endRecord(byte[] dst, int fieldsStart, int end) {
    WireBytes.setInt(dst, fieldsStart - 4, end - fieldsStart);
    return end;
  }

  /** A u32 pair count, then each key and value as UTF-8 strings. */
  static int putStringMap(byte[] dst, int pos, Metadata map) {
    int size = map.size();
    int at = putInt(dst, pos, size);
    for (int i = 0; i < size; i++) {
      String key = map.key(i);
      if (key == null) {
        throw new WireProblem(at, "metadata key " + i + " is null");
      }
      at = Utf8.put(dst, at, key);
      at = Utf8.put(dst, at, map.value(i));
    }
    return at;
  }

  /** Refuses to go deeper than {@link WireBytes#MAX_DEPTH} (a cycle in the message). */
  static void checkDepth(int depth, int pos) {
    if (depth > WireBytes.MAX_DEPTH) {
      throw new WireProblem(pos, "records nested deeper than " + WireBytes.MAX_DEPTH);
    }
  }

  /** The class of a list element, refusing null elements. */
  static Class<?> classOf(Object element, int pos) {
    if (element == null) {
      throw new WireProblem(pos, "list element is null");
    }
    return element.getClass();
  }

  /** The problem of a list element whose class the schema does not list. */
  static WireProblem unknownVariant(Class<?> type, int pos) {
    return new WireProblem(pos, type.getSimpleName() + " is not a variant this list can carry");
  }
}
