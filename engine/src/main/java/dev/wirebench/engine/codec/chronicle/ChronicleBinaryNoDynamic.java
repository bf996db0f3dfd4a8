package dev.wirebench.engine.codec.chronicle;

import dev.wirebench.engine.codec.NoDynamicMapping;

/** Why the chronicle-binary codec does not carry dynamic messages. */
public final class ChronicleBinaryNoDynamic extends NoDynamicMapping {
  public ChronicleBinaryNoDynamic() {
    super(
        "chronicle-binary",
        "not built yet: a schema-driven mapping through Chronicle Wire's field API (it marshals Java classes today; issue #15)");
  }
}
