package dev.wirebench.engine.codec.kryo;

import dev.wirebench.engine.codec.NoDynamicMapping;

/** Why the kryo codec does not carry dynamic messages. */
public final class KryoNoDynamic extends NoDynamicMapping {
  public KryoNoDynamic() {
    super(
        "kryo",
        "Kryo serializes registered Java classes; a dynamic message has none, and Kryo-serializing Wirebench's DynamicRecord slots would measure Wirebench internals, not a format a system sends");
  }
}
