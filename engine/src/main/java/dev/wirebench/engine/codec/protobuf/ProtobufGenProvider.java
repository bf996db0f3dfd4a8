package dev.wirebench.engine.codec.protobuf;

import dev.wirebench.engine.codec.CodecInfo;
import dev.wirebench.engine.codec.DecodeContract;
import dev.wirebench.engine.codec.gen.GeneratedCodec;
import dev.wirebench.engine.codec.gen.GeneratedCodecProvider;
import dev.wirebench.engine.codec.gen.GenerationRecipe;
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
public final class ProtobufGenProvider extends GeneratedCodecProvider<ProtoUserSchema> {
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

  public ProtobufGenProvider() {
    super(ProtoUserSchema.class, ".proto");
  }

  @Override
  protected CodecInfo info() {
    return INFO;
  }

  @Override
  protected String unavailable() {
    return PbGenRecipe.unavailable();
  }

  @Override
  protected GenerationRecipe recipe(RecordSchema schema, ProtoUserSchema origin) {
    return new PbGenRecipe(schema, origin);
  }

  @Override
  protected GeneratedCodec.Spans spans(RecordSchema schema, ProtoUserSchema origin) {
    return new PbDynamicCodec(schema, origin)::describe;
  }
}
