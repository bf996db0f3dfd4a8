package dev.wirebench.engine.codec.wire;

import dev.wirebench.engine.codec.DynamicCodec;
import dev.wirebench.engine.codec.DynamicCodecProvider;
import dev.wirebench.engine.codec.Support;
import dev.wirebench.engine.dynamic.RecordSchema;

/**
 * Dynamic messages in the Wirebench wire format, through a class generated for the schema at run
 * time ({@link DynamicCodecGenerator}).
 */
public final class WireCompiledDynamicProvider implements DynamicCodecProvider {
  @Override
  public String codecId() {
    return CompiledWireCodec.ID;
  }

  @Override
  public Support support(RecordSchema schema) {
    return supportOf(schema);
  }

  /** What both wire mappings can carry: everything but enums of more than 254 symbols. */
  static Support supportOf(RecordSchema schema) {
    String why = DynamicWireLayout.unsupported(schema);
    return why == null ? Support.yes() : Support.no(why);
  }

  @Override
  public DynamicCodec create(RecordSchema schema) {
    return new WireCompiledDynamicCodec(schema);
  }
}
