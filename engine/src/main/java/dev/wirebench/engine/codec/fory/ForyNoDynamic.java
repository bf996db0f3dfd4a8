package dev.wirebench.engine.codec.fory;

import dev.wirebench.engine.codec.NoDynamicMapping;

/** Why the fory codec does not carry dynamic messages. */
public final class ForyNoDynamic extends NoDynamicMapping {
  public ForyNoDynamic() {
    super(
        "fory",
        "Fory serializes Java classes (its JIT serializers are generated per class); a dynamic message has none, and serializing Wirebench's DynamicRecord would measure Wirebench internals");
  }
}
