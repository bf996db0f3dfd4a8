package dev.wirebench.engine.compat;

import dev.wirebench.engine.dynamic.DecimalValues;
import dev.wirebench.engine.dynamic.DynamicList;
import dev.wirebench.engine.dynamic.DynamicRecord;
import dev.wirebench.engine.dynamic.FieldKind;
import dev.wirebench.engine.dynamic.FieldType;
import dev.wirebench.engine.dynamic.RecordSchema;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;

/**
 * Messages made from a schema when the user gives none, and values for fields a version added.
 * Every field is given (optional ones too) and no value is its type's default — not zero, not
 * false, not the first enum symbol — so a reader that sees a default was not sent this value, and
 * fields of one type differ from each other, so a value read into the wrong field shows. Values
 * stay small (an int8 fits, a short string fits a fixed-length SBE char array). Deterministic.
 */
public final class MessageGenerator {
  /** Elements in each generated list: enough to see a list lose or gain one. */
  static final int LIST_SIZE = 2;

  private MessageGenerator() {}

  /** {@code count} messages of {@code schema}. */
  public static List<DynamicRecord> generate(RecordSchema schema, int count) {
    List<DynamicRecord> out = new ArrayList<>();
    for (int k = 0; k < count; k++) {
      DynamicRecord record = new DynamicRecord(schema);
      fill(record, k);
      out.add(record);
    }
    return out;
  }

  /** Fills every field of {@code record}; {@code seed} varies the values per message. */
  static void fill(DynamicRecord record, int seed) {
    for (int i = 0; i < record.schema().size(); i++) {
      fillField(record, i, seed);
    }
  }

  /** Fills field {@code i} of {@code record}. */
  static void fillField(DynamicRecord record, int i, int seed) {
    FieldType type = record.schema().field(i).type();
    int salt = seed * 31 + i;
    switch (type.kind()) {
      case STRING -> record.setString(i, text(salt));
      case BYTES -> record.setBytes(i, new byte[] {1, 2, (byte) salt});
      case RECORD -> fill(record.record(i), seed + i);
      case LIST -> list(record.list(i), seed + i);
      default -> record.setLong(i, scalar(type, salt));
    }
  }

  private static void list(DynamicList list, int seed) {
    FieldType element = list.elementType();
    for (int k = 0; k < LIST_SIZE; k++) {
      int salt = seed * 7 + k;
      switch (element.kind()) {
        case STRING -> list.add(text(salt));
        case BYTES -> list.add(new byte[] {3, (byte) salt});
        case RECORD -> fill(list.addRecord(), salt);
        case LIST -> list(list.addList(), salt);
        default -> list.addLong(scalar(element, salt));
      }
    }
  }

  private static String text(int salt) {
    return "v" + Math.floorMod(salt, 1000);
  }

  /** A non-default value of a long-slot kind. */
  static long scalar(FieldType type, int salt) {
    int small = 1 + Math.floorMod(salt, 100);
    FieldKind kind = type.kind();
    return switch (kind) {
      case INT8, INT16, INT32, INT64 -> small + (kind == FieldKind.INT8 ? 0 : 100L * small);
      case FLOAT32 -> Float.floatToRawIntBits(small + 0.5f);
      case FLOAT64 -> Double.doubleToRawLongBits(small + 0.25);
      case DECIMAL -> DecimalValues.of(BigDecimal.valueOf(small * 100L + 25, 2));
      case BOOLEAN -> 1;
      case ENUM ->
          type.symbols().size() < 2 ? 0 : 1 + Math.floorMod(salt, type.symbols().size() - 1);
      case TIMESTAMP -> 1_764_400_000_000_000_000L + small * 1_000_000L;
      default -> throw new IllegalArgumentException(type.describe() + " is not a scalar");
    };
  }
}
