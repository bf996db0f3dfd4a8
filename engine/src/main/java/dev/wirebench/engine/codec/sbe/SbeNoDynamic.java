package dev.wirebench.engine.codec.sbe;

import dev.wirebench.engine.codec.NoDynamicMapping;

/** Why the sbe codec does not carry dynamic messages. */
public final class SbeNoDynamic extends NoDynamicMapping {
  public SbeNoDynamic() {
    super(
        "sbe",
        "not built yet: an SBE IR built from the dynamic schema, encoded and decoded by an IR-driven codec (issue #15)");
  }
}
