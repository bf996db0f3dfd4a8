package dev.wirebench.engine.codec.sbe;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import uk.co.real_logic.sbe.PrimitiveType;

/**
 * Little-endian primitives of an SBE {@link PrimitiveType} in a byte array (the dynamic schema is
 * little-endian, as SBE's default). Floats travel as their raw IEEE bits in the long. Callers check
 * bounds first; the array's own checks back them up.
 */
final class SbeDynamicBytes {
  private static final VarHandle SHORT =
      MethodHandles.byteArrayViewVarHandle(short[].class, ByteOrder.LITTLE_ENDIAN);
  private static final VarHandle INT =
      MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);
  private static final VarHandle LONG =
      MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

  private SbeDynamicBytes() {}

  /** The value at {@code at}: signed types sign-extended, unsigned ones zero-extended. */
  static long get(byte[] src, int at, PrimitiveType type) {
    return switch (type) {
      case CHAR, INT8 -> src[at];
      case UINT8 -> src[at] & 0xFF;
      case INT16 -> (short) SHORT.get(src, at);
      case UINT16 -> (short) SHORT.get(src, at) & 0xFFFF;
      case INT32, FLOAT -> (int) INT.get(src, at);
      case UINT32 -> (int) INT.get(src, at) & 0xFFFF_FFFFL;
      case INT64, UINT64, DOUBLE -> (long) LONG.get(src, at);
    };
  }

  static void put(byte[] dst, int at, PrimitiveType type, long value) {
    switch (type) {
      case CHAR, INT8, UINT8 -> dst[at] = (byte) value;
      case INT16, UINT16 -> SHORT.set(dst, at, (short) value);
      case INT32, UINT32, FLOAT -> INT.set(dst, at, (int) value);
      case INT64, UINT64, DOUBLE -> LONG.set(dst, at, value);
    }
  }
}
