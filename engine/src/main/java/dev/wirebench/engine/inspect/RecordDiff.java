package dev.wirebench.engine.inspect;

import dev.wirebench.engine.dynamic.DecimalValues;
import dev.wirebench.engine.dynamic.DynamicList;
import dev.wirebench.engine.dynamic.DynamicRecord;
import dev.wirebench.engine.dynamic.FieldKind;
import dev.wirebench.engine.dynamic.FieldType;
import dev.wirebench.engine.dynamic.RecordSchema;
import dev.wirebench.engine.dynamic.ValueText;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Field-by-field differences between two records of one schema (messages of a user's schema).
 * Exact: decimals must keep their scale ({@code 1.50} vs {@code 1.5} is a difference), floats their
 * bits, timestamps their nanoseconds, and an absent optional field must stay absent.
 */
public final class RecordDiff {
  private RecordDiff() {}

  /** The differences, in schema order (empty when {@code decoded} equals {@code original}). */
  public static List<FieldDiff> diff(DynamicRecord original, DynamicRecord decoded) {
    List<FieldDiff> diffs = new ArrayList<>();
    record("", original, decoded, diffs);
    return diffs;
  }

  private static void record(String path, DynamicRecord a, DynamicRecord b, List<FieldDiff> diffs) {
    RecordSchema schema = a.schema();
    for (int i = 0; i < schema.size(); i++) {
      String at = path.isEmpty() ? schema.field(i).name() : path + "." + schema.field(i).name();
      boolean inA = a.isPresent(i);
      boolean inB = b.isPresent(i);
      if (!inA || !inB) {
        if (inA != inB) {
          diffs.add(new FieldDiff(at, inA ? text(a, i) : "absent", inB ? text(b, i) : "absent"));
        }
        continue;
      }
      FieldType type = schema.field(i).type();
      switch (type.kind()) {
        case RECORD -> record(at, a.getRecord(i), b.getRecord(i), diffs);
        case LIST -> list(at, a.getList(i), b.getList(i), diffs);
        case STRING, BYTES -> {
          if (!sameRef(refOf(a, i), refOf(b, i))) {
            diffs.add(new FieldDiff(at, text(a, i), text(b, i)));
          }
        }
        default -> {
          if (!sameLong(type, a.getLong(i), b.getLong(i))) {
            diffs.add(
                new FieldDiff(
                    at,
                    ValueText.ofLong(type, a.getLong(i)),
                    ValueText.ofLong(type, b.getLong(i))));
          }
        }
      }
    }
  }

  private static void list(String path, DynamicList a, DynamicList b, List<FieldDiff> diffs) {
    if (a.size() != b.size()) {
      diffs.add(
          new FieldDiff(path + ".size", Integer.toString(a.size()), Integer.toString(b.size())));
      return;
    }
    FieldType element = a.elementType();
    for (int k = 0; k < a.size(); k++) {
      String at = path + "[" + k + "]";
      switch (element.kind()) {
        case RECORD -> record(at, a.getRecord(k), b.getRecord(k), diffs);
        case LIST -> list(at, a.getList(k), b.getList(k), diffs);
        case STRING, BYTES -> {
          if (!sameRef(a.get(k), b.get(k))) {
            diffs.add(new FieldDiff(at, ValueText.ofRef(a.get(k)), ValueText.ofRef(b.get(k))));
          }
        }
        default -> {
          if (!sameLong(element, a.getLong(k), b.getLong(k))) {
            diffs.add(
                new FieldDiff(
                    at,
                    ValueText.ofLong(element, a.getLong(k)),
                    ValueText.ofLong(element, b.getLong(k))));
          }
        }
      }
    }
  }

  private static boolean sameLong(FieldType type, long a, long b) {
    if (type.kind() == FieldKind.DECIMAL) {
      return DecimalValues.identical(a, b);
    }
    if (type.kind() == FieldKind.FLOAT32) {
      return (int) a == (int) b;
    }
    return a == b;
  }

  private static Object refOf(DynamicRecord record, int field) {
    return record.schema().field(field).kind() == FieldKind.BYTES
        ? record.getBytes(field)
        : record.getString(field);
  }

  private static boolean sameRef(Object a, Object b) {
    return a instanceof byte[] x && b instanceof byte[] y ? Arrays.equals(x, y) : a.equals(b);
  }

  private static String text(DynamicRecord record, int field) {
    FieldType type = record.schema().field(field).type();
    return switch (type.kind()) {
      case RECORD -> "{...}";
      case LIST -> "[" + record.getList(field).size() + " elements]";
      case STRING, BYTES -> ValueText.ofRef(refOf(record, field));
      default -> ValueText.ofLong(type, record.getLong(field));
    };
  }
}
