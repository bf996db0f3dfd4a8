package dev.wirebench.engine.codec.protobuf;

import com.google.protobuf.CodedInputStream;
import com.google.protobuf.CodedOutputStream;
import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.DynamicMessage;
import dev.wirebench.engine.codec.BufferTooSmallException;
import dev.wirebench.engine.codec.CodecException;
import dev.wirebench.engine.codec.CodecInfo;
import dev.wirebench.engine.codec.DecodeContract;
import dev.wirebench.engine.codec.DynamicCodec;
import dev.wirebench.engine.codec.DynamicCodecs;
import dev.wirebench.engine.codec.FieldSpan;
import dev.wirebench.engine.dynamic.DynamicRecord;
import dev.wirebench.engine.dynamic.RecordSchema;
import dev.wirebench.engine.dynamic.proto.ProtoUserSchema;
import java.io.IOException;
import java.util.List;
import java.util.Set;

/**
 * Dynamic messages as protobuf through protobuf-java's {@link DynamicMessage}, with descriptors
 * built in-process from the dynamic schema ({@link PbDynamicSchema}, no protoc). Encode builds a
 * {@code DynamicMessage} and writes it; decode parses one (protobuf checks every length against the
 * array) and copies it into the caller's record. Not thread-safe.
 *
 * <p>A schema read from the user's {@code .proto} ({@link ProtoUserSchema} origin) is encoded with
 * the user's own descriptors ({@link PbUserValues}): the bytes protoc-generated code writes.
 *
 * <p>Repeated fields have no presence in protobuf, so an optional list travels inside an optional
 * wrapper message ({@link PbDynamicSchema}): absent and present-but-empty both round-trip exactly.
 */
final class PbDynamicCodec implements DynamicCodec {
  private static final CodecInfo INFO =
      DynamicCodecs.info(
          new ProtobufCodec().info(),
          "Protocol Buffers (DynamicMessage), dynamic messages",
          DecodeContract.VIA_LIBRARY_OBJECT,
          "protobuf parses a new DynamicMessage with new Strings per decode, copied into the record",
          "per field: tag, length prefix, value; packed elements one by one");

  private final CodecInfo info = INFO;
  private final RecordSchema schema;
  private final Descriptor descriptor;
  private final Set<String> wrappers;
  private final boolean user;

  /**
   * Whether field numbers the schema lacks are kept aside as protobuf's parser does (the
   * compatibility lab's reading), rather than refused (Inspect's and the benchmarks' exact check).
   */
  private boolean keepUnknown;

  /** Wirebench's own descriptors, derived from the schema ({@link PbDynamicSchema}). */
  PbDynamicCodec(RecordSchema schema) {
    this.schema = schema;
    PbDynamicSchema.Built built = PbDynamicSchema.of(schema);
    this.descriptor = built.root();
    this.wrappers = built.wrappers();
    this.user = false;
  }

  /** The user's own descriptors, from the {@code .proto} the schema was read from. */
  PbDynamicCodec(RecordSchema schema, ProtoUserSchema origin) {
    this.schema = schema;
    this.descriptor = origin.message();
    this.wrappers = Set.of();
    this.user = true;
  }

  /**
   * This codec, reading as protobuf's parser does: unknown field numbers kept aside, not refused.
   */
  PbDynamicCodec keepingUnknownFields() {
    keepUnknown = true;
    return this;
  }

  @Override
  public CodecInfo info() {
    return info;
  }

  @Override
  public int encode(DynamicRecord message, byte[] dst, int offset) {
    DynamicMessage proto =
        user
            ? PbUserValues.toProto(message, descriptor, "")
            : PbDynamicValues.toProto(message, descriptor);
    int size = proto.getSerializedSize();
    if (size > dst.length - offset) {
      throw new BufferTooSmallException(ProtobufCodec.ID, dst.length - offset);
    }
    try {
      CodedOutputStream out = CodedOutputStream.newInstance(dst, offset, size);
      proto.writeTo(out);
      out.checkNoSpaceLeft();
      return size;
    } catch (IOException | RuntimeException e) {
      throw new CodecException(ProtobufCodec.ID, -1, null, "cannot encode: " + e.getMessage(), e);
    }
  }

  @Override
  public DynamicRecord decode(byte[] src, int offset, int length, DynamicRecord reuse) {
    DynamicMessage proto;
    try {
      proto =
          DynamicMessage.parseFrom(descriptor, CodedInputStream.newInstance(src, offset, length));
    } catch (IOException | RuntimeException e) {
      throw new CodecException(
          ProtobufCodec.ID, -1, null, "protobuf could not parse the payload: " + e.getMessage(), e);
    }
    if (!keepUnknown && !proto.getUnknownFields().asMap().isEmpty()) {
      throw new CodecException(
          ProtobufCodec.ID, -1, null, "payload holds field numbers the schema does not have");
    }
    DynamicRecord into = reuse != null ? reuse : new DynamicRecord(schema);
    into.clear();
    if (user) {
      PbUserValues.fromProto(proto, into, "");
    } else {
      PbDynamicValues.fromProto(proto, into, "");
    }
    return into;
  }

  @Override
  public List<FieldSpan> describe(byte[] src, int offset, int length) {
    decode(src, offset, length, null);
    try {
      return PbDynamicSpans.describe(src, offset, length, descriptor, wrappers, !user);
    } catch (RuntimeException e) {
      if (e instanceof CodecException codec) {
        throw codec;
      }
      throw new CodecException(ProtobufCodec.ID, -1, null, "cannot describe: " + e, e);
    }
  }
}
