package dev.wirebench.engine.codec.javaser;

import dev.wirebench.engine.codec.NoDynamicMapping;

/** Why the java-serialization codec does not carry dynamic messages. */
public final class JavaSerializationNoDynamic extends NoDynamicMapping {
  public JavaSerializationNoDynamic() {
    super(
        "java-serialization",
        "Java serialization writes a Java class's object graph; a dynamic message has no class of its own, and serializing Wirebench's DynamicRecord slots would measure Wirebench internals, not a format a system sends");
  }
}
