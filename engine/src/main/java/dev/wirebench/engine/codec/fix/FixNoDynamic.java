package dev.wirebench.engine.codec.fix;

import dev.wirebench.engine.codec.NoDynamicMapping;

/**
 * Why the fix codec does not carry dynamic messages. A FIX engineer expects a dynamic message on
 * FIX to use the dictionary's tags — each field named after a FIX field ({@code MDEntryPx} → 270, a
 * list {@code mdEntries} as the group counted by {@code NoMDEntries} 268), user-defined tags
 * (5000–9999) only where a schema says so — and enums as the dictionary's codes. Dynamic schemas
 * carry no per-field tag and no enum codes today, and guessing tags from names would put a
 * different wire format under the "fix" name than the one a venue uses; until the schema can say
 * which tag each field is, the codec says n/a.
 */
public final class FixNoDynamic extends NoDynamicMapping {
  public FixNoDynamic() {
    super(
        "fix",
        "a dynamic schema does not say which FIX tag each field is (nor the enum codes); tags"
            + " guessed from field names would not be the venue's FIX");
  }
}
