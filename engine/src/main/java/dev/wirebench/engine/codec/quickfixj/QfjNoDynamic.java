package dev.wirebench.engine.codec.quickfixj;

import dev.wirebench.engine.codec.NoDynamicMapping;

/**
 * Why the quickfixj codec does not carry dynamic messages: a schema file can now give each field's
 * FIX tag (the fix codec uses them), but QuickFIX/J's cost includes validating against a data
 * dictionary, and one generated from the schema's tags (fields, enum values, groups, MsgType) is
 * not built; running QuickFIX/J without validation would measure less than a QuickFIX/J engine
 * does.
 */
public final class QfjNoDynamic extends NoDynamicMapping {
  public QfjNoDynamic() {
    super(
        "quickfixj",
        "not built: QuickFIX/J validates against a data dictionary (part of what it costs), and a"
            + " dictionary generated from the schema's FIX tags is not built yet; the fix codec"
            + " carries schemas with \"fixTag\"s");
  }
}
