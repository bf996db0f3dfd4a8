package dev.wirebench.engine.codec.quickfixj;

import dev.wirebench.engine.codec.NoDynamicMapping;

/** Why the quickfixj codec does not carry dynamic messages. */
public final class QfjNoDynamic extends NoDynamicMapping {
  public QfjNoDynamic() {
    super(
        "quickfixj",
        "not built yet: a FIX tag for each field of the schema and a data dictionary for it (issue #15)");
  }
}
