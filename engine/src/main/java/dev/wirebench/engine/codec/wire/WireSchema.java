package dev.wirebench.engine.codec.wire;

import dev.wirebench.engine.model.MessageType;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A complete set of record descriptors: one per message type (the type index on the wire is the
 * {@link MessageType} ordinal) and one per nested record class they reach. Every record class a
 * field names must be described.
 *
 * <p>Immutable and thread-safe. Each schema owns the cache of classes generated for it by the
 * compiled codec, so schemas are meant to be long-lived ({@link ModelSchema#standard()}).
 */
final class WireSchema {
  private static final MessageType[] MESSAGE_TYPES = MessageType.values();

  private final Map<Class<?>, RecordDescriptor> records;
  private final RecordDescriptor[] messages;
  private final GeneratedCodecCache generated;
  private InterpretedPlan interpreted;

  WireSchema(Map<MessageType, RecordDescriptor> messageRecords, List<RecordDescriptor> nested) {
    Map<Class<?>, RecordDescriptor> all = new LinkedHashMap<>();
    this.messages = new RecordDescriptor[MESSAGE_TYPES.length];
    messageRecords.forEach(
        (type, record) -> {
          if (record.type() != type.newInstance().getClass()) {
            throw new IllegalArgumentException(type + " is not described by " + record.name());
          }
          messages[type.ordinal()] = record;
          all.put(record.type(), record);
        });
    for (RecordDescriptor record : nested) {
      all.put(record.type(), record);
    }
    this.records = Map.copyOf(all);
    checkClosed();
    this.generated = new GeneratedCodecCache(this);
  }

  private void checkClosed() {
    Deque<RecordDescriptor> pending = new ArrayDeque<>(records.values());
    while (!pending.isEmpty()) {
      for (FieldDescriptor field : pending.pop().fields()) {
        for (Class<?> nested : field.recordClasses()) {
          if (!records.containsKey(nested)) {
            throw new IllegalArgumentException(
                "field " + field.name() + " names " + nested.getSimpleName() + ", not described");
          }
        }
      }
    }
  }

  /** The descriptor of {@code type}, or null if this schema cannot carry it. */
  RecordDescriptor message(MessageType type) {
    return messages[type.ordinal()];
  }

  /** The message type at wire type index {@code index}, or null if unknown. */
  static MessageType messageType(int index) {
    return index >= 0 && index < MESSAGE_TYPES.length ? MESSAGE_TYPES[index] : null;
  }

  /** The descriptor of a nested or message record class. */
  RecordDescriptor record(Class<?> type) {
    RecordDescriptor record = records.get(type);
    if (record == null) {
      throw new IllegalArgumentException(type.getSimpleName() + " is not in the schema");
    }
    return record;
  }

  /**
   * The fewest bytes one element of list or map field {@code field} takes (its prefixes plus the
   * smallest variant's known fields), for checking a count before looping; 0 for other fields.
   */
  int minElement(FieldDescriptor field) {
    return switch (field.type()) {
      case LIST -> 4 + record(field.recordClasses().get(0)).minSize();
      case POLY_LIST ->
          5
              + field.recordClasses().stream()
                  .mapToInt(variant -> record(variant).minSize())
                  .min()
                  .orElse(0);
      case STRING_MAP -> 4;
      default -> 0;
    };
  }

  /** The method-handle plan the interpreted codec walks, built on first use. */
  synchronized InterpretedPlan interpreted() {
    if (interpreted == null) {
      interpreted = new InterpretedPlan(this);
    }
    return interpreted;
  }

  /** The classes generated for this schema by the compiled codec. */
  GeneratedCodecCache generated() {
    return generated;
  }

  /**
   * This schema as an older writer knew it: record {@code type} has only its first {@code count}
   * fields (the rest were appended later). For versioning tests and tools.
   */
  WireSchema olderVersion(Class<?> type, int count) {
    Map<MessageType, RecordDescriptor> messageRecords = new LinkedHashMap<>();
    for (MessageType messageType : MESSAGE_TYPES) {
      RecordDescriptor record = messages[messageType.ordinal()];
      if (record != null) {
        messageRecords.put(messageType, record.type() == type ? record.prefix(count) : record);
      }
    }
    List<RecordDescriptor> nested =
        records.values().stream()
            .map(record -> record.type() == type ? record.prefix(count) : record)
            .toList();
    return new WireSchema(messageRecords, nested);
  }
}
