package dev.wirebench.engine.codec.fix;

import dev.wirebench.engine.codec.NoDynamicMapping;

/** Why the fix codec does not carry dynamic messages. */
public final class FixNoDynamic extends NoDynamicMapping {
  public FixNoDynamic() {
    super("fix", "not built yet: a FIX tag for each field of the schema (issue #15)");
  }
}
