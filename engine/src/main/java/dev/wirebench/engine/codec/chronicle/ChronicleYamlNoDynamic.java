package dev.wirebench.engine.codec.chronicle;

import dev.wirebench.engine.codec.NoDynamicMapping;

/** Why the chronicle-yaml codec does not carry dynamic messages. */
public final class ChronicleYamlNoDynamic extends NoDynamicMapping {
  public ChronicleYamlNoDynamic() {
    super(
        "chronicle-yaml",
        "not built yet: a schema-driven mapping through Chronicle Wire's field API (it marshals Java classes today; issue #15)");
  }
}
