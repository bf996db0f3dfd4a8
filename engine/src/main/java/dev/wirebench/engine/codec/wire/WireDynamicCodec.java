package dev.wirebench.engine.codec.wire;

import dev.wirebench.engine.codec.BufferTooSmallException;
import dev.wirebench.engine.codec.CodecException;
import dev.wirebench.engine.codec.CodecInfo;
import dev.wirebench.engine.codec.DynamicCodec;
import dev.wirebench.engine.codec.FieldSpan;
import dev.wirebench.engine.dynamic.DynamicRecord;
import dev.wirebench.engine.dynamic.RecordSchema;
import java.util.List;

/**
 * Dynamic messages in the Wirebench wire format: the static format's message header (u32 size, type
 * index 0) and the root record's fields after it, laid out by {@link DynamicWireLayout}. Subclasses
 * walk the fields ({@link WireInterpretedDynamicCodec}) or run generated code ({@link
 * WireCompiledDynamicCodec}); both write the same bytes and accept the same payloads.
 *
 * <p>Byte order little-endian; one instance per thread; decode fills the caller's record and keeps
 * strings whose bytes spell the text already there, so the steady state allocates nothing for
 * messages without bytes values or lists of strings.
 */
abstract class WireDynamicCodec implements DynamicCodec {
  /** The only type index of a dynamic message: the schema is bound to the codec. */
  static final int TYPE_INDEX = 0;

  static final String STRING_HANDLING =
      "kept if the bytes spell the string already in the field (strict UTF-8 compare), a new"
          + " String only when the text changed; list elements and bytes values are new per value"
          + " unless unchanged bytes";

  static final String SPAN_DETAIL =
      "per field: message size, type index, length and count prefixes, each value; absent values"
          + " as '(path absent)'";

  final RecordSchema schema;
  final DynamicWireLayout layout;
  private final CodecInfo info;

  WireDynamicCodec(RecordSchema schema, CodecInfo info) {
    this.schema = schema;
    this.layout = DynamicWireLayout.of(schema);
    this.info = info;
  }

  @Override
  public final CodecInfo info() {
    return info;
  }

  /** Writes the root record's fields from {@code pos}; returns the position after them. */
  abstract int encodeFields(DynamicRecord message, byte[] dst, int pos);

  /** Reads the root record's fields from {@code src[pos, end)} into {@code target}. */
  abstract void decodeFields(byte[] src, int pos, int end, DynamicRecord target);

  @Override
  public final int encode(DynamicRecord message, byte[] dst, int offset) {
    if (message.schema() != schema && !message.schema().equals(schema)) {
      throw new CodecException(
          info.id(),
          -1,
          null,
          "message of " + message.schema().name() + ", codec of " + schema.name());
    }
    if (offset < 0 || offset > dst.length - WireBytes.MESSAGE_HEADER) {
      throw new BufferTooSmallException(info.id(), Math.max(0, dst.length - offset));
    }
    try {
      dst[offset + 4] = (byte) TYPE_INDEX;
      int end = encodeFields(message, dst, offset + WireBytes.MESSAGE_HEADER);
      WireBytes.setInt(dst, offset, end - offset - 4);
      return end - offset;
    } catch (WireBytes.Full full) {
      throw new BufferTooSmallException(info.id(), dst.length - offset);
    } catch (WireProblem problem) {
      throw problem.toCodecException(info.id(), offset);
    }
  }

  @Override
  public final DynamicRecord decode(byte[] src, int offset, int length, DynamicRecord reuse) {
    WireBytes.checkRange(info.id(), src, offset, length);
    DynamicRecord target = reuse != null ? reuse : new DynamicRecord(schema);
    try {
      header(src, offset, length);
      decodeFields(src, offset + WireBytes.MESSAGE_HEADER, offset + length, target);
      return target;
    } catch (WireProblem problem) {
      throw problem.toCodecException(info.id(), offset);
    }
  }

  @Override
  public final List<FieldSpan> describe(byte[] src, int offset, int length) {
    WireBytes.checkRange(info.id(), src, offset, length);
    try {
      header(src, offset, length);
      DynamicWireInterpreter.decodeRecord(
          layout.root(),
          src,
          offset + WireBytes.MESSAGE_HEADER,
          offset + length,
          new DynamicRecord(schema));
      return new DynamicWireSpans(src, offset).describe(layout, length);
    } catch (WireProblem problem) {
      throw problem.toCodecException(info.id(), offset);
    }
  }

  private static void header(byte[] src, int offset, int length) {
    if (length < WireBytes.MESSAGE_HEADER) {
      throw new WireProblem(
              offset + length,
              "payload of " + length + " bytes is shorter than the 5-byte message header")
          .within(length < 4 ? "(message size)" : "(type index)");
    }
    int size = WireBytes.getInt(src, offset);
    if (size != length - 4) {
      throw new WireProblem(
              offset,
              "message size says "
                  + Integer.toUnsignedString(size)
                  + " bytes follow but the payload holds "
                  + (length - 4))
          .within("(message size)");
    }
    int index = src[offset + 4] & 0xFF;
    if (index != TYPE_INDEX) {
      throw new WireProblem(
              offset + 4, "type index " + index + ": a dynamic message's type index is 0")
          .within("(type index)");
    }
  }
}
