package dev.wirebench.engine.codec.chronicle;

import dev.wirebench.engine.codec.NoDynamicMapping;

/** Why the chronicle-yaml codec does not carry dynamic messages. */
public final class ChronicleYamlNoDynamic extends NoDynamicMapping {
  public ChronicleYamlNoDynamic() {
    super(
        "chronicle-yaml",
        "not built yet: Chronicle Wire marshals compiled Java classes; no mapping reads your schema through its field API yet");
  }
}
