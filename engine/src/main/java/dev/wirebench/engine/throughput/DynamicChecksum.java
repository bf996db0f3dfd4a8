package dev.wirebench.engine.throughput;

import dev.wirebench.engine.dynamic.DynamicList;
import dev.wirebench.engine.dynamic.DynamicRecord;
import dev.wirebench.engine.dynamic.FieldKind;
import dev.wirebench.engine.dynamic.FieldType;
import dev.wirebench.engine.dynamic.RecordSchema;
import java.util.Arrays;

/**
 * {@link MessageChecksum}'s twin for dynamic messages: a hash of every decoded value of a {@link
 * DynamicRecord}, walked by its schema, so a consumer must really read what the codec decoded and
 * two consumers can be checked to have decoded the same stream. Every field counts: its presence,
 * the raw long slot of fixed-size kinds (integers, float bits, decimal64 bits, booleans, enum
 * ordinals, epoch nanos), strings by {@link String#hashCode()} (cached per instance, so a codec
 * that keeps equal strings pays for it once), bytes by content, nested records and lists element by
 * element.
 *
 * <p>Unlike {@link MessageChecksum} it is not written per message type: it goes field by field
 * through the schema (a switch on the kind per field), which is what any consumer of a schema known
 * only at run time pays. Stateless; allocates nothing.
 */
public final class DynamicChecksum {
  private static final long ABSENT = 0x9E3779B97F4A7C15L;
  private static final long FIELD = 0xC2B2AE3D27D4EB4FL;

  private DynamicChecksum() {}

  /** The hash of one decoded message. */
  public static long of(DynamicRecord record) {
    RecordSchema schema = record.schema();
    long hash = schema.size();
    for (int i = 0, n = schema.size(); i < n; i++) {
      hash = hash * 31 + (record.isPresent(i) ? value(record, i, schema) * FIELD : ABSENT);
    }
    return hash;
  }

  private static long value(DynamicRecord record, int field, RecordSchema schema) {
    FieldType type = schema.field(field).type();
    FieldKind kind = type.kind();
    if (kind.inLongSlot()) {
      return record.getLong(field);
    }
    return switch (kind) {
      case STRING -> record.getString(field).hashCode();
      case BYTES -> Arrays.hashCode(record.getBytes(field));
      case RECORD -> of(record.getRecord(field));
      case LIST -> list(record.getList(field));
      default -> throw new IllegalStateException("field kind " + kind + " has no slot");
    };
  }

  private static long list(DynamicList list) {
    int size = list.size();
    long hash = size;
    FieldKind kind = list.elementType().kind();
    for (int i = 0; i < size; i++) {
      long element;
      if (kind.inLongSlot()) {
        element = list.getLong(i);
      } else {
        element =
            switch (kind) {
              case STRING -> list.getString(i).hashCode();
              case BYTES -> Arrays.hashCode(list.getBytes(i));
              case RECORD -> of(list.getRecord(i));
              case LIST -> list(list.getList(i));
              default -> throw new IllegalStateException("element kind " + kind + " has no slot");
            };
      }
      hash = hash * 31 + element;
    }
    return hash;
  }
}
