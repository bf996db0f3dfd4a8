package dev.wirebench.engine.codec.wire;

import dev.wirebench.engine.codec.DynamicCodec;
import dev.wirebench.engine.codec.DynamicCodecProvider;
import dev.wirebench.engine.codec.Support;
import dev.wirebench.engine.dynamic.RecordSchema;

/** Dynamic messages in the Wirebench wire format, walked by {@link DynamicWireInterpreter}. */
public final class WireInterpretedDynamicProvider implements DynamicCodecProvider {
  @Override
  public String codecId() {
    return InterpretedWireCodec.ID;
  }

  @Override
  public Support support(RecordSchema schema) {
    return WireCompiledDynamicProvider.supportOf(schema);
  }

  @Override
  public DynamicCodec create(RecordSchema schema) {
    return new WireInterpretedDynamicCodec(schema);
  }
}
