package dev.wirebench.engine.codec.chronicle;

import dev.wirebench.engine.codec.NoDynamicMapping;

/** Why the chronicle-binary codec does not carry dynamic messages. */
public final class ChronicleBinaryNoDynamic extends NoDynamicMapping {
  public ChronicleBinaryNoDynamic() {
    super(
        "chronicle-binary",
        "not built yet: Chronicle Wire marshals compiled Java classes; no mapping reads your schema through its field API yet");
  }
}
