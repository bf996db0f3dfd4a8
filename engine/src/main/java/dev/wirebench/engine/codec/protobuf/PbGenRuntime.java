package dev.wirebench.engine.codec.protobuf;

import com.google.protobuf.CodedOutputStream;
import com.google.protobuf.InvalidProtocolBufferException;
import com.google.protobuf.Message;
import com.google.protobuf.Parser;
import com.google.protobuf.ProtocolMessageEnum;
import dev.wirebench.engine.codec.BufferTooSmallException;
import dev.wirebench.engine.codec.CodecException;
import java.io.IOException;

/**
 * What the bindings Wirebench generates for protoc's code call around it: serialize a built message
 * into the caller's array and parse one from it — the calls user code makes ({@code
 * getSerializedSize}, {@code writeTo(CodedOutputStream)}, {@code parser().parseFrom}) with the
 * codec's failure rules.
 */
public final class PbGenRuntime {
  private PbGenRuntime() {}

  /** Writes {@code message} at {@code dst[offset]}; returns its size. */
  public static int write(Message message, byte[] dst, int offset) {
    int size = message.getSerializedSize();
    if (size > dst.length - offset) {
      throw new BufferTooSmallException(ProtobufGenProvider.ID, dst.length - offset);
    }
    try {
      CodedOutputStream out = CodedOutputStream.newInstance(dst, offset, size);
      message.writeTo(out);
      out.checkNoSpaceLeft();
      return size;
    } catch (IOException e) {
      throw new CodecException(ProtobufGenProvider.ID, -1, null, "cannot encode: " + e, e);
    }
  }

  /** Parses {@code src[offset, offset + length)}, refusing field numbers the schema lacks. */
  public static <T extends Message> T parse(Parser<T> parser, byte[] src, int offset, int length) {
    T message;
    try {
      message = parser.parseFrom(src, offset, length);
    } catch (InvalidProtocolBufferException bad) {
      throw new CodecException(
          ProtobufGenProvider.ID,
          -1,
          null,
          "protobuf could not parse the payload: " + bad.getMessage(),
          bad);
    }
    if (!message.getUnknownFields().asMap().isEmpty()) {
      throw new CodecException(
          ProtobufGenProvider.ID, -1, null, "payload holds field numbers the schema does not have");
    }
    return message;
  }

  /** The declaration index of an enum value, or -1 for a number the schema does not declare. */
  public static int index(ProtocolMessageEnum value) {
    try {
      return value.getValueDescriptor().getIndex();
    } catch (IllegalStateException unrecognized) {
      return -1; // proto3's UNRECOGNIZED: a number this schema does not know
    }
  }
}
