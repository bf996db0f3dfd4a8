package dev.wirebench.engine.codec.sbe;

import dev.wirebench.engine.codec.CodecException;
import dev.wirebench.engine.codec.sbe.gen.BooleanType;
import dev.wirebench.engine.codec.sbe.gen.DecimalDecoder;
import dev.wirebench.engine.model.Reuse;

/**
 * The payload being decoded and where in it the readers are, shared by the SBE readers: checks
 * every length and count against the bytes left before anything is read or allocated, and turns
 * strings into model values without allocating when they are unchanged.
 *
 * <p>Positions are indexes into the payload (the codec wraps the payload at buffer index 0).
 */
final class SbeInput {
  private byte[] src;
  private int base;
  private int length;
  private String list;
  private int index;
  private String field;
  private int position;

  void reset(byte[] src, int base, int length) {
    this.src = src;
    this.base = base;
    this.length = length;
    this.position = 0;
    at(null);
  }

  int length() {
    return length;
  }

  /** Records the field being read (for errors). */
  void at(String field) {
    this.list = null;
    this.index = -1;
    this.field = field;
  }

  /** Records the field of a list element being read (for errors). */
  void at(String list, int index, String field) {
    this.list = list;
    this.index = index;
    this.field = field;
  }

  /** Records the payload position reached (for errors from the generated decoders). */
  void position(int position) {
    this.position = position;
  }

  int position() {
    return position;
  }

  String path() {
    if (list == null) {
      return field;
    }
    String element = list + "[" + index + "]";
    return field == null ? element : element + "." + field;
  }

  CodecException error(int offset, String problem) {
    return new CodecException(SbeCodec.ID, offset, path(), problem);
  }

  /**
   * Checks that a group of {@code count} elements of {@code blockLength} bytes, each followed by at
   * least {@code minTail} bytes, fits in what is left after {@code from}.
   */
  void requireGroup(int from, int count, int blockLength, int expectedBlock, int minTail) {
    position = from;
    if (blockLength != expectedBlock) {
      throw error(
          from, "group block length " + blockLength + ", this schema version has " + expectedBlock);
    }
    long needed = (long) count * (expectedBlock + minTail);
    if (needed > length - from) {
      throw error(
          from, count + " group elements need " + needed + " bytes, " + (length - from) + " left");
    }
  }

  /**
   * The var-data string whose uint16 length prefix is at {@code at}: null if marked absent, the
   * existing string if the bytes spell it, otherwise a new one.
   */
  String string(String existing, boolean absent, int at, int dataLength) {
    position = at;
    int start = at + 2;
    if (start + dataLength > length) {
      throw error(at, "var-data of " + dataLength + " bytes runs past the payload end");
    }
    if (absent) {
      if (dataLength != 0) {
        throw error(at, "string marked absent has " + dataLength + " bytes");
      }
      return null;
    }
    return Reuse.utf8(existing, src, base + start, dataLength);
  }

  /** The decimal in this binding's representation (see {@link SbeBinding}). */
  long decimal(DecimalDecoder d) {
    return SbeBinding.readDecimal(this, d);
  }

  /** An optional boolean. */
  static Boolean bool(BooleanType value) {
    return switch (value) {
      case TRUE -> Boolean.TRUE;
      case FALSE -> Boolean.FALSE;
      case NULL_VAL -> null;
    };
  }
}
