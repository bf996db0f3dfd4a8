package dev.wirebench.engine.codec.wire;

import dev.wirebench.engine.codec.NoDynamicMapping;

/** Why the wire-compiled codec does not carry dynamic messages. */
public final class WireCompiledNoDynamic extends NoDynamicMapping {
  public WireCompiledNoDynamic() {
    super(
        "wire-compiled",
        "not built yet: bytecode generated from the dynamic schema, to be held within 1.5x of static wire-compiled (issue #15)");
  }
}
