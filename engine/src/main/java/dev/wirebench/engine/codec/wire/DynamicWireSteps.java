package dev.wirebench.engine.codec.wire;

import dev.wirebench.engine.dynamic.DynamicList;
import dev.wirebench.engine.dynamic.DynamicRecord;
import dev.wirebench.engine.dynamic.FieldType;
import java.util.Arrays;

/**
 * The encode and decode steps of dynamic messages, shared by the interpreted walker ({@link
 * DynamicWireInterpreter}) and the generated classes ({@link DynamicCodecGenerator}), which call
 * them with the field index, width and absent value as constants so the JIT folds them away.
 *
 * <p>Encode steps check the capacity of {@code dst} (throwing {@link WireBytes.Full}) and return
 * the position after the value. Decode steps of fixed-width values read unchecked: the caller has
 * checked the record holds its fields' minimum ({@link WireIn#checkRecord}); variable-length values
 * are checked against {@code limit}, the record end minus the minimum the later fields need.
 * Nothing here allocates except a string whose text changed or a bytes value whose bytes did.
 */
final class DynamicWireSteps {
  private DynamicWireSteps() {}

  // ---- encode -------------------------------------------------------------------------------

  /** A value of {@code width} bytes (1, 2, 4 or 8), little-endian. */
  static int putFixed(byte[] dst, int pos, int width, long value) {
    return switch (width) {
      case 1 -> WireOut.putByte(dst, pos, (byte) value);
      case 2 -> WireOut.putShort(dst, pos, (short) value);
      case 4 -> WireOut.putInt(dst, pos, (int) value);
      default -> WireOut.putLong(dst, pos, value);
    };
  }

  /** A required fixed-width field. */
  static int fixed(DynamicRecord r, int field, int width, byte[] dst, int pos) {
    if (!r.isPresent(field)) {
      throw missing(pos);
    }
    return putFixed(dst, pos, width, r.getLong(field));
  }

  /** An optional fixed-width field: its absent value when absent. */
  static int fixedOpt(DynamicRecord r, int field, int width, long absent, byte[] dst, int pos) {
    if (!r.isPresent(field)) {
      return putFixed(dst, pos, width, absent);
    }
    long value = r.getLong(field);
    if (truncate(value, width) == absent) {
      throw new WireProblem(
          pos,
          "value "
              + value
              + " is this optional field's absent value on the wire and cannot be carried");
    }
    return putFixed(dst, pos, width, value);
  }

  private static long truncate(long value, int width) {
    return switch (width) {
      case 1 -> (byte) value;
      case 2 -> (short) value;
      case 4 -> (int) value;
      default -> value;
    };
  }

  /** A string field: u16 length (0xFFFF absent) and UTF-8. */
  static int string(DynamicRecord r, int field, boolean optional, byte[] dst, int pos) {
    String text = r.getString(field);
    if (text == null && !optional) {
      throw missing(pos);
    }
    return Utf8.put(dst, pos, text);
  }

  /** A bytes field: u32 length (0xFFFFFFFF absent) and the bytes. */
  static int bytes(DynamicRecord r, int field, boolean optional, byte[] dst, int pos) {
    byte[] value = r.getBytes(field);
    if (value == null && !optional) {
      throw missing(pos);
    }
    return putBytes(dst, pos, value);
  }

  static int putBytes(byte[] dst, int pos, byte[] value) {
    if (value == null) {
      return WireOut.putInt(dst, pos, WireBytes.NULL_LENGTH);
    }
    if (pos > dst.length - 4 - value.length) {
      throw WireBytes.Full.INSTANCE;
    }
    WireBytes.setInt(dst, pos, value.length);
    System.arraycopy(value, 0, dst, pos + 4, value.length);
    return pos + 4 + value.length;
  }

  /** The nested record to write, or null if absent (refused if the field is required). */
  static DynamicRecord childToWrite(DynamicRecord r, int field, boolean optional, int pos) {
    DynamicRecord child = r.getRecord(field);
    if (child == null && !optional) {
      throw missing(pos);
    }
    return child;
  }

  /** The list to write, or null if absent (refused if the field is required). */
  static DynamicList listToWrite(DynamicRecord r, int field, boolean optional, int pos) {
    DynamicList list = r.getList(field);
    if (list == null && !optional) {
      throw missing(pos);
    }
    return list;
  }

  static WireProblem missing(int pos) {
    return new WireProblem(pos, "required field is absent");
  }

  // ---- decode -------------------------------------------------------------------------------

  /** The signed value of {@code width} bytes at {@code pos}. */
  static long getFixed(byte[] src, int pos, int width) {
    return switch (width) {
      case 1 -> src[pos];
      case 2 -> WireBytes.getShort(src, pos);
      case 4 -> WireBytes.getInt(src, pos);
      default -> WireBytes.getLong(src, pos);
    };
  }

  static void readFixed(byte[] src, int pos, int width, DynamicRecord r, int field) {
    r.setLong(field, getFixed(src, pos, width));
  }

  static void readFixedOpt(
      byte[] src, int pos, int width, long absent, DynamicRecord r, int field) {
    long value = getFixed(src, pos, width);
    if (value == absent) {
      r.clear(field);
    } else {
      r.setLong(field, value);
    }
  }

  static void readBoolean(byte[] src, int pos, DynamicRecord r, int field, boolean optional) {
    int code = src[pos];
    if (code == 0 || code == 1) {
      r.setLong(field, code);
    } else if (code == -1 && optional) {
      r.clear(field);
    } else {
      throw new WireProblem(
          pos,
          "boolean byte is "
              + (code & 0xFF)
              + (optional ? ", expected 0, 1 or 0xFF (absent)" : ", expected 0 or 1"));
    }
  }

  static void readEnum(
      byte[] src, int pos, int symbols, DynamicRecord r, int field, boolean optional) {
    int ordinal = src[pos] & 0xFF;
    if (ordinal < symbols) {
      r.setLong(field, ordinal);
    } else if (ordinal == WireBytes.NULL_BYTE && optional) {
      r.clear(field);
    } else {
      throw new WireProblem(
          pos, "enum ordinal " + ordinal + " is out of range (" + symbols + " symbols)");
    }
  }

  /** Checks one element of a list of long-slot kind; returns its value. */
  static long element(byte[] src, int pos, FieldType type) {
    long value = getFixed(src, pos, DynamicWireLayout.width(type.kind()));
    switch (type.kind()) {
      case BOOLEAN -> {
        if (value != 0 && value != 1) {
          throw new WireProblem(pos, "boolean byte is " + (value & 0xFF) + ", expected 0 or 1");
        }
      }
      case ENUM -> {
        value &= 0xFF;
        if (value >= type.symbols().size()) {
          throw new WireProblem(
              pos,
              "enum ordinal " + value + " is out of range (" + type.symbols().size() + " symbols)");
        }
      }
      default -> {}
    }
    return value;
  }

  static int readString(
      byte[] src, int pos, int limit, DynamicRecord r, int field, boolean optional) {
    int length = WireIn.stringLength(src, pos, limit);
    if (length < 0) {
      absent(optional, r, field, pos);
      return pos + 2;
    }
    String old = r.getString(field);
    if (!sameAscii(old, src, pos + 2, length)) {
      // A changed (or non-ASCII) value: the strict decoder, a call of its own, so that this step
      // stays small enough for the JIT to inline into every generated string field.
      r.setString(field, Utf8.get(old, src, pos + 2, length));
    }
    return pos + 2 + length;
  }

  /**
   * Whether the bytes spell {@code existing} (then valid ASCII too: a signed byte equals a char
   * only below 0x80, so they are also what {@link Utf8#get} would keep).
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

  static int readBytes(
      byte[] src, int pos, int limit, DynamicRecord r, int field, boolean optional) {
    int length = bytesLength(src, pos, limit);
    if (length < 0) {
      absent(optional, r, field, pos);
      return pos + 4;
    }
    r.setBytes(field, bytesAt(r.getBytes(field), src, pos + 4, length));
    return pos + 4 + length;
  }

  /** The length of the bytes value whose u32 prefix is at {@code pos}, or -1 if absent. */
  static int bytesLength(byte[] src, int pos, int limit) {
    need(pos, limit, 4);
    return WireIn.objectLength(src, pos, limit);
  }

  /** {@code existing} if it holds exactly these bytes, otherwise a copy of them. */
  static byte[] bytesAt(byte[] existing, byte[] src, int pos, int length) {
    if (existing != null
        && existing.length == length
        && Arrays.equals(existing, 0, length, src, pos, pos + length)) {
      return existing;
    }
    return Arrays.copyOfRange(src, pos, pos + length);
  }

  /**
   * The length of the nested record whose u32 prefix is at {@code pos}, or -1 if absent (refused
   * for a required field).
   */
  static int objectLength(byte[] src, int pos, int limit, boolean optional) {
    int length = WireIn.objectLength(src, pos, limit);
    if (length < 0 && !optional) {
      throw new WireProblem(pos, "required record is absent (length 0xFFFFFFFF)");
    }
    return length;
  }

  /**
   * The list to fill for the list field whose u32 count is at {@code pos} (emptied), or null if the
   * count says absent (refused for a required field). The count itself is checked by the caller.
   */
  static DynamicList listToRead(byte[] src, int pos, DynamicRecord r, int field, boolean optional) {
    if (optional && WireBytes.getInt(src, pos) == WireBytes.NULL_LENGTH) {
      r.clear(field);
      return null;
    }
    return r.list(field);
  }

  /** The element count at {@code pos}, refused unless that many minimal elements fit. */
  static int count(byte[] src, int pos, int limit, int minElement) {
    need(pos, limit, 4);
    return WireIn.count(src, pos, limit, minElement);
  }

  static void need(int pos, int limit, int width) {
    WireIn.need(pos, limit, width);
  }

  private static void absent(boolean optional, DynamicRecord r, int field, int pos) {
    if (!optional) {
      throw new WireProblem(pos, "required field is absent (length says absent)");
    }
    r.clear(field);
  }
}
