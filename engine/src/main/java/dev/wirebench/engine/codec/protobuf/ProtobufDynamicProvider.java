package dev.wirebench.engine.codec.protobuf;

import dev.wirebench.engine.codec.DynamicCodec;
import dev.wirebench.engine.codec.DynamicCodecProvider;
import dev.wirebench.engine.codec.Support;
import dev.wirebench.engine.dynamic.RecordSchema;

/**
 * Dynamic messages as protobuf {@code DynamicMessage}s from descriptors built from the schema; n/a
 * for schemas with names protobuf does not allow.
 */
public final class ProtobufDynamicProvider implements DynamicCodecProvider {
  @Override
  public String codecId() {
    return ProtobufCodec.ID;
  }

  @Override
  public Support support(RecordSchema schema) {
    String why = PbDynamicSchema.whyNot(schema);
    return why == null ? Support.yes() : Support.no(why);
  }

  @Override
  public DynamicCodec create(RecordSchema schema) {
    Support support = support(schema);
    if (!support.supported()) {
      throw new IllegalArgumentException(
          "protobuf cannot carry " + schema.name() + ": " + support.reason());
    }
    return new PbDynamicCodec(schema);
  }
}
