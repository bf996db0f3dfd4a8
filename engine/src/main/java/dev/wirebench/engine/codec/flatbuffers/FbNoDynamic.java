package dev.wirebench.engine.codec.flatbuffers;

import dev.wirebench.engine.codec.NoDynamicMapping;

/** Why the flatbuffers codec does not carry dynamic messages. */
public final class FbNoDynamic extends NoDynamicMapping {
  public FbNoDynamic() {
    super(
        "flatbuffers",
        "not built yet: FlatBuffers needs a flatc-compiled schema, and no table builder reads your schema at run time yet");
  }
}
