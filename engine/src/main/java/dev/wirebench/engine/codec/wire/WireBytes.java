package dev.wirebench.engine.codec.wire;

import dev.wirebench.engine.codec.CodecException;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * The constants of the Wirebench wire format and its little-endian primitive access. Reads here do
 * no range checks of their own beyond the JVM's: callers check lengths against the record end first
 * ({@link WireIn}).
 */
final class WireBytes {
  /** u32 message size + u8 type index. */
  static final int MESSAGE_HEADER = 5;

  /** Enum ordinals and nullable booleans: this byte means absent. */
  static final int NULL_BYTE = 0xFF;

  /** Enums need one byte for each constant plus the absent value. */
  static final int MAX_ENUM_CONSTANTS = 0xFE;

  /** A string length of 0xFFFF means absent. */
  static final int NULL_STRING = 0xFFFF;

  /** The longest string, in encoded bytes. */
  static final int MAX_STRING_BYTES = 0xFFFE;

  /** An object length of 0xFFFFFFFF (-1) means absent. */
  static final int NULL_LENGTH = -1;

  /**
   * Records nested deeper than this are refused, on both encode (a cycle) and decode (hostile
   * bytes), long before the stack runs out: FIX groups nested 60 deep need 120 levels.
   */
  static final int MAX_DEPTH = 256;

  private static final VarHandle SHORT =
      MethodHandles.byteArrayViewVarHandle(short[].class, ByteOrder.LITTLE_ENDIAN);
  private static final VarHandle INT =
      MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);
  private static final VarHandle LONG =
      MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

  private WireBytes() {}

  /** Refuses a payload range that does not lie inside {@code src}, for codec {@code codecId}. */
  static void checkRange(String codecId, byte[] src, int offset, int length) {
    if (offset < 0 || length < 0 || offset > src.length - length) {
      throw new CodecException(
          codecId,
          -1,
          null,
          "payload ["
              + offset
              + ", +"
              + length
              + ") lies outside the "
              + src.length
              + "-byte array");
    }
  }

  static short getShort(byte[] src, int pos) {
    return (short) SHORT.get(src, pos);
  }

  static int getU16(byte[] src, int pos) {
    return (short) SHORT.get(src, pos) & 0xFFFF;
  }

  static int getInt(byte[] src, int pos) {
    return (int) INT.get(src, pos);
  }

  static long getLong(byte[] src, int pos) {
    return (long) LONG.get(src, pos);
  }

  static void setShort(byte[] dst, int pos, short value) {
    SHORT.set(dst, pos, value);
  }

  static void setInt(byte[] dst, int pos, int value) {
    INT.set(dst, pos, value);
  }

  static void setLong(byte[] dst, int pos, long value) {
    LONG.set(dst, pos, value);
  }

  /** Thrown when the caller's buffer is too small; one shared instance, so it costs nothing. */
  static final class Full extends RuntimeException {
    private static final long serialVersionUID = 1L;

    static final Full INSTANCE = new Full();

    private Full() {
      super("buffer full", null, false, false);
    }
  }
}
