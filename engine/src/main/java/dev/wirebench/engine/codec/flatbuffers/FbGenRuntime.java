package dev.wirebench.engine.codec.flatbuffers;

import com.google.flatbuffers.FlatBufferBuilder;
import dev.wirebench.engine.codec.CodecException;
import dev.wirebench.engine.codec.gen.GenChecks;
import dev.wirebench.engine.dynamic.DynamicList;
import java.nio.ByteBuffer;

/**
 * What the {@code flatbuffers-gen} binding calls between a record's lists and the arrays flatc's
 * {@code createXVector} methods take, and between flatc's enum numbers and a record's ordinals —
 * checked, so a value the user's types cannot hold is a {@link CodecException} naming the field.
 */
public final class FbGenRuntime {
  private static final String ID = FbGenProvider.ID;

  private FbGenRuntime() {}

  /** The offsets of a list's strings, built into {@code b}. */
  public static int[] strings(FlatBufferBuilder b, DynamicList list) {
    int[] offsets = new int[list.size()];
    for (int k = 0; k < offsets.length; k++) {
      offsets[k] = b.createString(list.getString(k));
    }
    return offsets;
  }

  public static long[] longs(DynamicList l, long[] codes, long min, long max, String p, String n) {
    long[] out = new long[l.size()];
    for (int k = 0; k < out.length; k++) {
      out[k] = value(l, k, codes, min, max, p, n);
    }
    return out;
  }

  public static int[] ints(DynamicList l, long[] codes, long min, long max, String p, String n) {
    int[] out = new int[l.size()];
    for (int k = 0; k < out.length; k++) {
      out[k] = (int) value(l, k, codes, min, max, p, n);
    }
    return out;
  }

  public static short[] shorts(
      DynamicList l, long[] codes, long min, long max, String p, String n) {
    short[] out = new short[l.size()];
    for (int k = 0; k < out.length; k++) {
      out[k] = (short) value(l, k, codes, min, max, p, n);
    }
    return out;
  }

  public static byte[] bytes(DynamicList l, long[] codes, long min, long max, String p, String n) {
    byte[] out = new byte[l.size()];
    for (int k = 0; k < out.length; k++) {
      out[k] = (byte) value(l, k, codes, min, max, p, n);
    }
    return out;
  }

  public static boolean[] booleans(
      DynamicList l, long[] codes, long min, long max, String p, String n) {
    boolean[] out = new boolean[l.size()];
    for (int k = 0; k < out.length; k++) {
      out[k] = l.getLong(k) != 0;
    }
    return out;
  }

  public static float[] floats(
      DynamicList l, long[] codes, long min, long max, String p, String n) {
    float[] out = new float[l.size()];
    for (int k = 0; k < out.length; k++) {
      out[k] = Float.intBitsToFloat((int) l.getLong(k));
    }
    return out;
  }

  public static double[] doubles(
      DynamicList l, long[] codes, long min, long max, String p, String n) {
    double[] out = new double[l.size()];
    for (int k = 0; k < out.length; k++) {
      out[k] = Double.longBitsToDouble(l.getLong(k));
    }
    return out;
  }

  /** A vector's bytes, copied out of the payload. */
  public static byte[] bytes(ByteBuffer vector) {
    byte[] out = new byte[vector.remaining()];
    vector.get(out);
    return out;
  }

  /** The record's ordinal of flatc's enum number {@code code}. */
  public static int ordinal(long code, long[] codes, String parent, String field) {
    for (int k = 0; k < codes.length; k++) {
      if (codes[k] == code) {
        return k;
      }
    }
    throw new CodecException(
        ID,
        -1,
        GenChecks.path(parent, field),
        "enum value " + code + " is none the schema declares");
  }

  /** A ulong as a record's int64: refused past 2^63 - 1. */
  public static long ulong(long bits, String parent, String field) {
    if (bits < 0) {
      throw new CodecException(
          ID,
          -1,
          GenChecks.path(parent, field),
          Long.toUnsignedString(bits) + " is past the largest int64 a record holds");
    }
    return bits;
  }

  private static long value(
      DynamicList l, int k, long[] codes, long min, long max, String parent, String field) {
    long value = l.getLong(k);
    return codes != null
        ? codes[(int) value]
        : GenChecks.range(value, min, max, ID, parent, GenChecks.element(field, k), "element");
  }
}
