package dev.wirebench.engine.codec.protobuf;

import dev.wirebench.engine.codec.CodecInfo;
import dev.wirebench.engine.codec.DecodeContract;
import dev.wirebench.engine.codec.DynamicCodec;
import dev.wirebench.engine.codec.DynamicCodecProvider;
import dev.wirebench.engine.codec.Support;
import dev.wirebench.engine.codec.gen.GeneratedCode;
import dev.wirebench.engine.codec.gen.GeneratedCodec;
import dev.wirebench.engine.dynamic.RecordSchema;
import dev.wirebench.engine.dynamic.proto.ProtoUserSchema;

/**
 * {@code protobuf-gen}: messages of the user's {@code .proto} through the Java classes protoc
 * generates from that very file at run time ({@link PbGenRecipe}), as the user's own code would use
 * them — encode fills a builder through its setters and serializes it, decode parses with the
 * generated parser and reads every field through its getters. The bytes are protobuf's, so spans
 * come from the generic mapping on the user's descriptors, which sits beside it as the {@code
 * protobuf} row.
 */
public final class ProtobufGenProvider implements DynamicCodecProvider {
  public static final String ID = "protobuf-gen";

  static final CodecInfo INFO =
      new CodecInfo(
          ID,
          "Protocol Buffers, protoc-generated from your .proto",
          new ProtobufCodec().info().library() + ", protoc " + PbGenRecipe.protocVersion(),
          true,
          DecodeContract.VIA_LIBRARY_OBJECT,
          "the generated parser decodes a new String per string field, copied into the record",
          "per field: tag, length prefix, value (walked on your descriptors, as the protobuf row)");

  @Override
  public String codecId() {
    return ID;
  }

  @Override
  public Support support(RecordSchema schema) {
    if (!(schema.origin() instanceof ProtoUserSchema user) || user.source() == null) {
      return Support.no(
          "generated code needs your .proto (these messages were read with another schema)");
    }
    String missing = PbGenRecipe.unavailable();
    return missing == null ? Support.yes() : Support.no(missing);
  }

  @Override
  public DynamicCodec create(RecordSchema schema) {
    Support support = support(schema);
    if (!support.supported()) {
      throw new IllegalArgumentException(
          ID + " cannot carry " + schema.name() + ": " + support.reason());
    }
    ProtoUserSchema user = (ProtoUserSchema) schema.origin();
    return new GeneratedCodec(
        INFO,
        schema,
        GeneratedCode.load(new PbGenRecipe(schema, user)),
        new PbDynamicCodec(schema, user)::describe);
  }
}
