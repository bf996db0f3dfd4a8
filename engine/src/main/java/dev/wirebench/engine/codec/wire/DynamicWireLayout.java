package dev.wirebench.engine.codec.wire;

import dev.wirebench.engine.dynamic.Field;
import dev.wirebench.engine.dynamic.FieldKind;
import dev.wirebench.engine.dynamic.FieldType;
import dev.wirebench.engine.dynamic.RecordSchema;
import dev.wirebench.engine.model.Decimals;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * The wire layout of a dynamic {@link RecordSchema}: for each record, each field's width, absent
 * value and the bytes the fields after it need at least. Both dynamic wire codecs walk (or compile)
 * this one layout, so they write and accept the same bytes. The rules are the static format's
 * (WIRE-FORMAT.md, "Dynamic messages"): little-endian, fixed-width values with in-band absent
 * values, u16-length UTF-8 strings, u32-length records and u32-count lists.
 *
 * <p>Immutable and thread-safe once built.
 */
final class DynamicWireLayout {
  /** A float32 field's absent value: the all-ones NaN, as the slot holds it (sign-extended). */
  static final long ABSENT_FLOAT32 = -1L;

  /** A float64 field's absent value: the all-ones NaN. */
  static final long ABSENT_FLOAT64 = -1L;

  /** One record's layout. */
  static final class Record {
    final RecordSchema schema;
    final Field[] fields;
    final FieldKind[] kinds;
    final boolean[] optional;

    /** Fixed width of each long-slot field, 0 for variable-length fields. */
    final int[] widths;

    /** The absent value of each optional long-slot field, in its wire width. */
    final long[] absent;

    /** The fewest bytes the fields after field i take. */
    final int[] minAfter;

    /** The fewest bytes all fields take. */
    final int minSize;

    /** The nested layout of record fields and of lists of records, by field index. */
    final Record[] nested;

    Record(RecordSchema schema, Record[] nested) {
      this.schema = schema;
      int n = schema.size();
      this.fields = schema.fields().toArray(new Field[0]);
      this.kinds = new FieldKind[n];
      this.optional = new boolean[n];
      this.widths = new int[n];
      this.absent = new long[n];
      this.minAfter = new int[n];
      this.nested = nested;
      int total = 0;
      for (int i = n - 1; i >= 0; i--) {
        minAfter[i] = total;
        FieldKind kind = fields[i].kind();
        kinds[i] = kind;
        optional[i] = fields[i].optional();
        widths[i] = width(kind);
        absent[i] = absentValue(kind);
        total += minSize(fields[i].type());
      }
      this.minSize = total;
    }
  }

  private final Record root;

  private DynamicWireLayout(Record root) {
    this.root = root;
  }

  /** The layout of {@code schema}, or a problem if the format cannot carry it. */
  static DynamicWireLayout of(RecordSchema schema) {
    return new DynamicWireLayout(build(schema, new IdentityHashMap<>()));
  }

  private static Record build(RecordSchema schema, Map<RecordSchema, Record> done) {
    Record known = done.get(schema);
    if (known != null) {
      return known;
    }
    Record[] nested = new Record[schema.size()];
    for (int i = 0; i < schema.size(); i++) {
      RecordSchema child = recordOf(schema.field(i).type());
      if (child != null) {
        nested[i] = build(child, done);
      }
    }
    Record record = new Record(schema, nested);
    done.put(schema, record);
    return record;
  }

  /** The record a field of {@code type} holds (itself or as list elements, at any depth). */
  static RecordSchema recordOf(FieldType type) {
    FieldType t = type;
    while (t.kind() == FieldKind.LIST) {
      t = t.element();
    }
    return t.kind() == FieldKind.RECORD ? t.record() : null;
  }

  Record root() {
    return root;
  }

  /** Why the format cannot carry {@code schema}, or null if it can. */
  static String unsupported(RecordSchema schema) {
    for (Field field : schema.fields()) {
      String why = unsupported(field.name(), field.type());
      if (why != null) {
        return why;
      }
    }
    return null;
  }

  private static String unsupported(String path, FieldType type) {
    return switch (type.kind()) {
      case ENUM ->
          type.symbols().size() > WireBytes.MAX_ENUM_CONSTANTS
              ? path + ": an enum of more than 254 symbols (one byte per ordinal, 0xFF absent)"
              : null;
      case RECORD -> prefixed(path, unsupported(type.record()));
      case LIST -> unsupported(path + "[]", type.element());
      default -> null;
    };
  }

  private static String prefixed(String path, String why) {
    return why == null ? null : path + "." + why;
  }

  /** The fixed width of a long-slot kind; 0 for strings, bytes, records and lists. */
  static int width(FieldKind kind) {
    return switch (kind) {
      case INT8, BOOLEAN, ENUM -> 1;
      case INT16 -> 2;
      case INT32, FLOAT32 -> 4;
      case INT64, FLOAT64, DECIMAL, TIMESTAMP -> 8;
      default -> 0;
    };
  }

  /** The value an optional field of {@code kind} is written as when absent, in its wire width. */
  static long absentValue(FieldKind kind) {
    return switch (kind) {
      case INT8 -> Byte.MIN_VALUE;
      case INT16 -> Short.MIN_VALUE;
      case INT32 -> Integer.MIN_VALUE;
      case INT64, TIMESTAMP -> Long.MIN_VALUE;
      case FLOAT32 -> ABSENT_FLOAT32;
      case FLOAT64 -> ABSENT_FLOAT64;
      case DECIMAL -> Decimals.NULL;
      case BOOLEAN, ENUM -> (byte) WireBytes.NULL_BYTE;
      default -> 0;
    };
  }

  /** The fewest bytes a value of {@code type} takes: its width or its length/count prefix. */
  static int minSize(FieldType type) {
    return switch (type.kind()) {
      case STRING -> 2;
      case BYTES, RECORD, LIST -> 4;
      default -> width(type.kind());
    };
  }

  /** The fewest bytes one element of a list of {@code element} takes. */
  static int minElement(FieldType element, Record elementRecord) {
    return element.kind() == FieldKind.RECORD ? 4 + elementRecord.minSize : minSize(element);
  }

  /** Every record layout reachable from the root, root first (for the generator). */
  List<Record> records() {
    Map<Record, Boolean> seen = new IdentityHashMap<>();
    java.util.ArrayList<Record> order = new java.util.ArrayList<>();
    collect(root, seen, order);
    return order;
  }

  private static void collect(Record record, Map<Record, Boolean> seen, List<Record> order) {
    if (seen.put(record, Boolean.TRUE) != null) {
      return;
    }
    order.add(record);
    for (Record child : record.nested) {
      if (child != null) {
        collect(child, seen, order);
      }
    }
  }
}
