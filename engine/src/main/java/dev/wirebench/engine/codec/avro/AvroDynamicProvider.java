package dev.wirebench.engine.codec.avro;

import dev.wirebench.engine.codec.DynamicCodec;
import dev.wirebench.engine.codec.DynamicCodecProvider;
import dev.wirebench.engine.codec.Support;
import dev.wirebench.engine.dynamic.RecordSchema;

/**
 * Dynamic messages as Avro generic records, with an Avro schema derived from the dynamic one
 * ({@link AvroDynamicSchema}); n/a for schemas with names Avro does not allow.
 */
public final class AvroDynamicProvider implements DynamicCodecProvider {
  @Override
  public String codecId() {
    return AvroCodec.ID;
  }

  @Override
  public Support support(RecordSchema schema) {
    String why = AvroDynamicSchema.whyNot(schema);
    return why == null ? Support.yes() : Support.no(why);
  }

  @Override
  public DynamicCodec create(RecordSchema schema) {
    Support support = support(schema);
    if (!support.supported()) {
      throw new IllegalArgumentException(
          "avro cannot carry " + schema.name() + ": " + support.reason());
    }
    return new AvroDynamicCodec(schema);
  }
}
