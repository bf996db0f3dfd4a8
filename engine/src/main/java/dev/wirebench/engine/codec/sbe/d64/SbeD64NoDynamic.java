package dev.wirebench.engine.codec.sbe.d64;

import dev.wirebench.engine.codec.NoDynamicMapping;

/** The decimal64 binding is a binding of Wirebench's own schema only. */
public final class SbeD64NoDynamic extends NoDynamicMapping {
  public SbeD64NoDynamic() {
    super(
        SbeBinding.ID,
        "the decimal64 binding is of Wirebench's own SBE schema; messages of other shapes go"
            + " through sbe");
  }
}
