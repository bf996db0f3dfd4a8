package dev.wirebench.engine.codec.protobuf;

import dev.wirebench.engine.codec.DynamicCodec;
import dev.wirebench.engine.codec.DynamicCodecProvider;
import dev.wirebench.engine.codec.Support;
import dev.wirebench.engine.dynamic.RecordSchema;
import dev.wirebench.engine.dynamic.proto.ProtoUserSchema;

/**
 * Dynamic messages as protobuf {@code DynamicMessage}s: with the user's own descriptors when the
 * schema was read from a {@code .proto} ({@link ProtoUserSchema}), otherwise from descriptors built
 * from the schema (n/a for schemas with names protobuf does not allow).
 */
public final class ProtobufDynamicProvider implements DynamicCodecProvider {
  @Override
  public String codecId() {
    return ProtobufCodec.ID;
  }

  @Override
  public Support support(RecordSchema schema) {
    String why = schema.origin() instanceof ProtoUserSchema ? null : PbDynamicSchema.whyNot(schema);
    return why == null ? Support.yes() : Support.no(why);
  }

  /**
   * A codec reading as protobuf's own parser does — field numbers the schema lacks are kept aside
   * as unknown fields and the rest is read — where {@link #create}'s codec refuses such payloads
   * (its exact-message check). What a consumer of another version's payloads sees.
   */
  public static DynamicCodec keepingUnknownFields(RecordSchema schema) {
    return ((PbDynamicCodec) new ProtobufDynamicProvider().create(schema)).keepingUnknownFields();
  }

  @Override
  public DynamicCodec create(RecordSchema schema) {
    Support support = support(schema);
    if (!support.supported()) {
      throw new IllegalArgumentException(
          "protobuf cannot carry " + schema.name() + ": " + support.reason());
    }
    return schema.origin() instanceof ProtoUserSchema user
        ? new PbDynamicCodec(schema, user)
        : new PbDynamicCodec(schema);
  }
}
