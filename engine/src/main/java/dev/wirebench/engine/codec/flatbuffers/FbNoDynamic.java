package dev.wirebench.engine.codec.flatbuffers;

import dev.wirebench.engine.codec.NoDynamicMapping;

/** Why the flatbuffers codec does not carry dynamic messages. */
public final class FbNoDynamic extends NoDynamicMapping {
  public FbNoDynamic() {
    super(
        "flatbuffers",
        "FlatBuffers' Java library has no schema-driven reader or builder, so there is no"
            + " generic row: with your .fbs, flatbuffers-gen runs the code flatc generates from it");
  }
}
