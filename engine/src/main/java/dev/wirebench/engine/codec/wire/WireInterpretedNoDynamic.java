package dev.wirebench.engine.codec.wire;

import dev.wirebench.engine.codec.NoDynamicMapping;

/** Why the wire-interpreted codec does not carry dynamic messages. */
public final class WireInterpretedNoDynamic extends NoDynamicMapping {
  public WireInterpretedNoDynamic() {
    super(
        "wire-interpreted",
        "not built yet: the Wirebench binary layout for dynamic schemas (issue #15)");
  }
}
