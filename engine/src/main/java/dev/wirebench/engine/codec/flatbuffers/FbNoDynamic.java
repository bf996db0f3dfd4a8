package dev.wirebench.engine.codec.flatbuffers;

import dev.wirebench.engine.codec.NoDynamicMapping;

/** Why the flatbuffers codec does not carry dynamic messages. */
public final class FbNoDynamic extends NoDynamicMapping {
  public FbNoDynamic() {
    super(
        "flatbuffers",
        "not built yet: FlatBuffers needs code flatc compiles from your .fbs (flatbuffers-gen, not"
            + " built yet), and its Java library has no table builder that reads a schema at run"
            + " time");
  }
}
