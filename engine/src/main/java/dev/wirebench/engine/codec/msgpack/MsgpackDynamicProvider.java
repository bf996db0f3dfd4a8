package dev.wirebench.engine.codec.msgpack;

import dev.wirebench.engine.codec.DynamicCodec;
import dev.wirebench.engine.codec.DynamicCodecProvider;
import dev.wirebench.engine.codec.Support;
import dev.wirebench.engine.dynamic.RecordSchema;

/** Dynamic messages in the positional MessagePack layout ({@link MsgpackDynamicWriter}). */
public final class MsgpackDynamicProvider implements DynamicCodecProvider {
  @Override
  public String codecId() {
    return MsgpackCodec.ID;
  }

  @Override
  public Support support(RecordSchema schema) {
    return Support.yes();
  }

  @Override
  public DynamicCodec create(RecordSchema schema) {
    return new MsgpackDynamicCodec(schema);
  }
}
