package dev.wirebench.engine.codec.protobuf;

import com.google.protobuf.CodedOutputStream;
import com.google.protobuf.InvalidProtocolBufferException;
import com.google.protobuf.RuntimeVersion;
import dev.wirebench.engine.codec.BufferTooSmallException;
import dev.wirebench.engine.codec.Codec;
import dev.wirebench.engine.codec.CodecException;
import dev.wirebench.engine.codec.CodecInfo;
import dev.wirebench.engine.codec.DecodeContract;
import dev.wirebench.engine.codec.FieldSpan;
import dev.wirebench.engine.codec.Support;
import dev.wirebench.engine.codec.protobuf.gen.Pb;
import dev.wirebench.engine.model.Message;
import dev.wirebench.engine.model.MessageType;
import java.io.IOException;
import java.util.List;

/**
 * Protocol Buffers (proto3): the classes protoc generates from {@code
 * src/main/protobuf/wirebench.proto} at build time. Encode builds the generated message from the
 * model (new builders, as protobuf users write it) and serialises it into the caller's array;
 * decode parses a new generated message and copies it into the caller's instance. A payload is one
 * {@code Envelope} whose oneof names the message type.
 *
 * <p>Allocation is protobuf's own (builders, messages, strings) and is measured, not hidden. Parse
 * errors (truncation, bad varints, lengths past the end, nesting past protobuf's recursion limit of
 * 100) come from protobuf as {@link InvalidProtocolBufferException} and are reported as {@link
 * CodecException}s; protobuf checks every length against the bytes left before allocating.
 *
 * <p>Not thread-safe (by contract; this implementation keeps no state).
 */
public final class ProtobufCodec implements Codec {
  static final String ID = "protobuf";

  private static final CodecInfo INFO =
      new CodecInfo(
          ID,
          "Protocol Buffers",
          "protobuf-java " + runtimeVersion(),
          true,
          DecodeContract.VIA_LIBRARY_OBJECT,
          "protobuf decodes a new String per string field; copied in, keeping the instance's own"
              + " when equal",
          "every wire element: field tags, length prefixes, varint and fixed values, named from the"
              + " descriptors; decimals' mantissa and exponent apart");

  @Override
  public CodecInfo info() {
    return INFO;
  }

  @Override
  public Support support(MessageType type) {
    return Support.yes();
  }

  @Override
  public int encode(Message message, byte[] dst, int offset) {
    Pb.Envelope envelope = PbWriter.envelope(message);
    int size = envelope.getSerializedSize();
    if (size > dst.length - offset) {
      throw new BufferTooSmallException(ID, dst.length - offset);
    }
    try {
      CodedOutputStream out = CodedOutputStream.newInstance(dst, offset, size);
      envelope.writeTo(out);
      out.checkNoSpaceLeft();
    } catch (IOException e) {
      throw new CodecException(ID, -1, null, "cannot encode: " + e.getMessage(), e);
    }
    return size;
  }

  @Override
  public Message decode(byte[] src, int offset, int length, Message reuse) {
    Pb.Envelope envelope;
    try {
      envelope = Pb.Envelope.parser().parseFrom(src, offset, length);
    } catch (InvalidProtocolBufferException bad) {
      throw new CodecException(ID, -1, null, "malformed protobuf: " + bad.getMessage(), bad);
    } catch (RuntimeException unexpected) {
      throw new CodecException(ID, -1, null, "protobuf failed to parse: " + unexpected, unexpected);
    }
    return PbReader.read(envelope, reuse);
  }

  @Override
  public List<FieldSpan> describe(byte[] src, int offset, int length) {
    Message decoded = decode(src, offset, length, null);
    try {
      return PbSpans.describe(src, offset, length, decoded);
    } catch (RuntimeException e) {
      if (e instanceof CodecException codecError) {
        throw codecError;
      }
      throw new CodecException(ID, -1, null, "cannot describe: " + e, e);
    }
  }

  /**
   * The runtime's version, read reflectively: the constants would otherwise be inlined at compile
   * time and show the version compiled against rather than the one running.
   */
  private static String runtimeVersion() {
    try {
      return RuntimeVersion.class.getField("MAJOR").get(null)
          + "."
          + RuntimeVersion.class.getField("MINOR").get(null)
          + "."
          + RuntimeVersion.class.getField("PATCH").get(null)
          + RuntimeVersion.class.getField("SUFFIX").get(null);
    } catch (ReflectiveOperationException e) {
      return "version unknown";
    }
  }
}
