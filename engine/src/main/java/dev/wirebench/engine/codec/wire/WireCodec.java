package dev.wirebench.engine.codec.wire;

import dev.wirebench.engine.codec.BufferTooSmallException;
import dev.wirebench.engine.codec.Codec;
import dev.wirebench.engine.codec.CodecException;
import dev.wirebench.engine.codec.CodecInfo;
import dev.wirebench.engine.codec.FieldSpan;
import dev.wirebench.engine.codec.Support;
import dev.wirebench.engine.model.Message;
import dev.wirebench.engine.model.MessageType;
import java.util.List;

/**
 * What the two Wirebench wire codecs share: the message header (u32 size, u8 type index), the
 * checks on it, error reporting, and field spans. Subclasses encode and decode the message's
 * fields, one by walking the schema, one with generated classes; both write the same bytes.
 *
 * <p><b>Threading:</b> an instance belongs to one thread at a time (the {@link Codec} contract);
 * the schema and generated classes behind it are shared and thread-safe.
 *
 * <p><b>Allocation:</b> none per encode, and none per decode into a reused instance unless a
 * string's text changed or a list grew.
 */
abstract class WireCodec implements Codec {
  final WireSchema schema;

  /** The ASCII strings this instance decoded last (see {@link AsciiStrings}). */
  final AsciiStrings strings = new AsciiStrings();

  private final CodecInfo info;

  WireCodec(WireSchema schema, CodecInfo info) {
    this.schema = schema;
    this.info = info;
  }

  /** Writes the fields of {@code message} from {@code pos}; returns the position after them. */
  abstract int encodeFields(MessageType type, Message message, byte[] dst, int pos);

  /** Fills {@code target} from the fields in {@code src[pos, end)}. */
  abstract void decodeFields(MessageType type, byte[] src, int pos, int end, Message target);

  @Override
  public final CodecInfo info() {
    return info;
  }

  @Override
  public final Support support(MessageType type) {
    return schema.message(type) != null
        ? Support.yes()
        : Support.no("the wire schema has no record for " + type.shortName());
  }

  @Override
  public final int encode(Message message, byte[] dst, int offset) {
    MessageType type = message.messageType();
    if (schema.message(type) == null) {
      throw new CodecException(info.id(), -1, null, support(type).reason());
    }
    if (offset < 0 || offset > dst.length - WireBytes.MESSAGE_HEADER) {
      throw new BufferTooSmallException(info.id(), Math.max(0, dst.length - offset));
    }
    try {
      dst[offset + 4] = (byte) type.ordinal();
      int end = encodeFields(type, message, dst, offset + WireBytes.MESSAGE_HEADER);
      WireBytes.setInt(dst, offset, end - offset - 4);
      return end - offset;
    } catch (WireBytes.Full full) {
      throw new BufferTooSmallException(info.id(), dst.length - offset);
    } catch (WireProblem problem) {
      throw problem.toCodecException(info.id(), offset);
    }
  }

  @Override
  public final Message decode(byte[] src, int offset, int length, Message reuse) {
    WireBytes.checkRange(info.id(), src, offset, length);
    try {
      MessageType type = header(src, offset, length);
      if (reuse != null && reuse.messageType() != type) {
        throw new WireProblem(
                offset + 4,
                "payload holds a "
                    + type.shortName()
                    + " but the instance to fill is a "
                    + reuse.messageType().shortName())
            .within("(type index)");
      }
      Message target = reuse != null ? reuse : type.newInstance();
      decodeFields(type, src, offset + WireBytes.MESSAGE_HEADER, offset + length, target);
      return target;
    } catch (WireProblem problem) {
      throw problem.toCodecException(info.id(), offset);
    }
  }

  @Override
  public final List<FieldSpan> describe(byte[] src, int offset, int length) {
    WireBytes.checkRange(info.id(), src, offset, length);
    try {
      MessageType type = header(src, offset, length);
      return new SpanWalker(schema, src, offset).describe(type, offset + length);
    } catch (WireProblem problem) {
      throw problem.toCodecException(info.id(), offset);
    }
  }

  /** Checks the size and type index; returns the message type. */
  private MessageType header(byte[] src, int offset, int length) {
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
    MessageType type = WireSchema.messageType(index);
    if (type == null || schema.message(type) == null) {
      throw new WireProblem(offset + 4, "type index " + index + " names no message type")
          .within("(type index)");
    }
    return type;
  }
}
