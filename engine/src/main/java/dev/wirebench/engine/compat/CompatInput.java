package dev.wirebench.engine.compat;

import dev.wirebench.engine.dynamic.DynamicRecord;
import dev.wirebench.engine.dynamic.RecordSchema;
import java.util.List;

/**
 * Two versions of one message and messages of each.
 *
 * @param oldSchema the old version
 * @param newSchema the new version
 * @param mapping which old field is which new field
 * @param oldMessages messages of the old version (the user's, or generated)
 * @param newMessages messages of the new version (the old ones converted, added fields filled); the
 *     first is the first old message's counterpart
 * @param notes what the reader of the report should know about how these were made
 */
public record CompatInput(
    RecordSchema oldSchema,
    RecordSchema newSchema,
    FieldMapping mapping,
    List<DynamicRecord> oldMessages,
    List<DynamicRecord> newMessages,
    List<String> notes) {
  public CompatInput {
    oldMessages = List.copyOf(oldMessages);
    newMessages = List.copyOf(newMessages);
    notes = List.copyOf(notes);
    if (oldMessages.isEmpty() || newMessages.isEmpty()) {
      throw new IllegalArgumentException("messages of both versions, at least one each");
    }
  }

  /** The writer's schema in {@code direction}. */
  public RecordSchema writer(Direction direction) {
    return direction == Direction.OLD_TO_NEW ? oldSchema : newSchema;
  }

  /** The reader's schema in {@code direction}. */
  public RecordSchema reader(Direction direction) {
    return direction == Direction.OLD_TO_NEW ? newSchema : oldSchema;
  }

  /** The messages written in {@code direction}. */
  public List<DynamicRecord> written(Direction direction) {
    return direction == Direction.OLD_TO_NEW ? oldMessages : newMessages;
  }

  /** The reader version's own messages in {@code direction} (for its own encoding's hex). */
  public List<DynamicRecord> readersOwn(Direction direction) {
    return direction == Direction.OLD_TO_NEW ? newMessages : oldMessages;
  }
}
