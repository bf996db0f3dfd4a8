package dev.wirebench.engine.compat;

import dev.wirebench.engine.dynamic.DynamicRecord;
import dev.wirebench.engine.dynamic.RecordSchema;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Builds a {@link CompatInput}: the mapping, the old messages (given or made) and their new twins.
 */
public final class CompatInputs {
  /** Messages generated when none are given. */
  public static final int GENERATED = 3;

  private CompatInputs() {}

  /**
   * @param oldMessages the user's messages of the old version, or null to generate them
   * @param renames {@code --rename} pairs (old path → new name, empty for removed)
   * @throws CompatInputException if the schemas are not two versions of one message or a pairing
   *     cannot be inferred
   */
  public static CompatInput of(
      RecordSchema old,
      RecordSchema neu,
      Map<String, String> renames,
      List<DynamicRecord> oldMessages) {
    FieldMapping mapping = FieldMapping.infer(old, neu, renames);
    List<String> notes = new ArrayList<>();
    List<DynamicRecord> messages = oldMessages;
    if (messages == null || messages.isEmpty()) {
      messages = MessageGenerator.generate(old, GENERATED);
      notes.add(
          GENERATED
              + " old messages generated from the old schema: every field given, none at its"
              + " default, so a default read back means the value was lost");
    }
    MessageConverter converter = new MessageConverter(mapping);
    List<DynamicRecord> converted = new ArrayList<>();
    int count = Math.max(2, messages.size()); // two at least: odd ones carry new-only values
    for (int k = 0; k < count; k++) {
      converted.add(converter.toNew(messages.get(k % messages.size()), neu, k));
    }
    notes.add(
        "new messages: the old ones converted (values kept by field pairing; fields the new"
            + " version added given generated non-default values; in every second message an"
            + " added enum symbol and widened integers past the old range)");
    for (FieldPair pair : mapping.pairs()) {
      if (pair.byIdentity() || pair.how().equals("Avro alias")) {
        notes.add(pair.label() + ": paired by " + pair.how());
      }
    }
    return new CompatInput(old, neu, mapping, messages, converted, notes);
  }
}
