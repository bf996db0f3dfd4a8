package dev.wirebench.engine.codec.quickfixj;

import dev.wirebench.engine.codec.NoDynamicMapping;

/**
 * Why the quickfixj codec does not carry dynamic messages: besides a tag per field (see the fix
 * codec's reason) QuickFIX/J validates against a data dictionary, which would have to be generated
 * for each schema — a QuickFIX/J run on a made-up dictionary measures that dictionary, not FIX.
 */
public final class QfjNoDynamic extends NoDynamicMapping {
  public QfjNoDynamic() {
    super(
        "quickfixj",
        "a dynamic schema names no FIX tags, and QuickFIX/J would need a data dictionary made up"
            + " for it (its validation is part of what it costs)");
  }
}
