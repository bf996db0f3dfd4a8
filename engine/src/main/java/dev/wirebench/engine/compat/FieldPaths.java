package dev.wirebench.engine.compat;

import dev.wirebench.engine.dynamic.DecimalValues;
import dev.wirebench.engine.dynamic.DynamicList;
import dev.wirebench.engine.dynamic.DynamicRecord;
import dev.wirebench.engine.dynamic.FieldKind;
import dev.wirebench.engine.dynamic.FieldType;
import dev.wirebench.engine.dynamic.RecordSchema;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * A message as its leaf values by path, so two versions' messages compare field by field whatever
 * codec carried them. A path names fields from the top ({@code lastTrade.size}); a list element is
 * {@code bids[3].size}, and the list itself is an entry of its own (its length) so a list that lost
 * elements is seen even when every remaining element is right. A template is a path with its
 * indices taken out ({@code bids[].size}): the unit results are reported in.
 */
public final class FieldPaths {
  private static final Pattern INDEX = Pattern.compile("\\[\\d+]");

  private FieldPaths() {}

  /** Every present leaf value and list length of {@code record}, in schema order. */
  public static Map<String, FieldValue> flatten(DynamicRecord record) {
    Map<String, FieldValue> values = new LinkedHashMap<>();
    record(record, "", values);
    return values;
  }

  /** The templates of every field of {@code schema}, in schema order (lists and their leaves). */
  public static List<String> templates(RecordSchema schema) {
    List<String> out = new ArrayList<>();
    templates(schema, "", out);
    return out;
  }

  /** {@code path} without its list indices: {@code bids[3].size} → {@code bids[].size}. */
  public static String template(String path) {
    return INDEX.matcher(path).replaceAll("[]");
  }

  /** The type of the field at {@code template} in {@code schema}, or null. */
  public static FieldType typeOf(RecordSchema schema, String template) {
    RecordSchema at = schema;
    FieldType type = null;
    for (String part : template.split("\\.")) {
      if (at == null) {
        return null;
      }
      String name = part.endsWith("[]") ? part.substring(0, part.length() - 2) : part;
      int index = at.indexOf(name);
      if (index < 0) {
        return null;
      }
      type = at.field(index).type();
      while (type.kind() == FieldKind.LIST && part.endsWith("[]")) {
        type = type.element();
        part = part.substring(0, part.length() - 2);
      }
      at = type.kind() == FieldKind.RECORD ? type.record() : null;
    }
    return type;
  }

  private static void templates(RecordSchema schema, String prefix, List<String> out) {
    for (int i = 0; i < schema.size(); i++) {
      String path = prefix + schema.field(i).name();
      FieldType type = schema.field(i).type();
      if (type.kind() == FieldKind.RECORD) {
        templates(type.record(), path + ".", out);
        continue;
      }
      out.add(path);
      while (type.kind() == FieldKind.LIST) {
        path = path + "[]";
        type = type.element();
        if (type.kind() == FieldKind.RECORD) {
          templates(type.record(), path + ".", out);
        } else if (type.kind() != FieldKind.LIST) {
          out.add(path);
        }
      }
    }
  }

  private static void record(DynamicRecord record, String prefix, Map<String, FieldValue> out) {
    RecordSchema schema = record.schema();
    for (int i = 0; i < schema.size(); i++) {
      if (!record.isPresent(i)) {
        continue;
      }
      String path = prefix + schema.field(i).name();
      FieldType type = schema.field(i).type();
      switch (type.kind()) {
        case RECORD -> record(record.getRecord(i), path + ".", out);
        case LIST -> list(record.getList(i), path, out);
        case STRING -> out.put(path, ref(record.getString(i)));
        case BYTES -> out.put(path, ref(record.getBytes(i)));
        default -> out.put(path, scalar(type, record.getLong(i)));
      }
    }
  }

  private static void list(DynamicList list, String path, Map<String, FieldValue> out) {
    out.put(path, new FieldValue(list.size() + " items", list.size() == 0));
    FieldType element = list.elementType();
    for (int k = 0; k < list.size(); k++) {
      String at = path + "[" + k + "]";
      switch (element.kind()) {
        case RECORD -> record(list.getRecord(k), at + ".", out);
        case LIST -> list(list.getList(k), at, out);
        case STRING, BYTES -> out.put(at, ref(list.get(k)));
        default -> out.put(at, scalar(element, list.getLong(k)));
      }
    }
  }

  private static FieldValue ref(Object value) {
    if (value instanceof byte[] bytes) {
      return new FieldValue("0x" + HexFormat.of().formatHex(bytes), bytes.length == 0);
    }
    String text = value.toString();
    return new FieldValue('"' + text + '"', text.isEmpty());
  }

  /** A long-slot value as comparable text; numbers of every width and form compare as numbers. */
  static FieldValue scalar(FieldType type, long raw) {
    return switch (type.kind()) {
      case INT8, INT16, INT32, INT64, TIMESTAMP -> new FieldValue(Long.toString(raw), raw == 0);
      case FLOAT32 -> floating(Float.intBitsToFloat((int) raw));
      case FLOAT64 -> floating(Double.longBitsToDouble(raw));
      case DECIMAL -> number(DecimalValues.toBigDecimal(raw));
      case BOOLEAN -> new FieldValue(raw != 0 ? "true" : "false", raw == 0);
      case ENUM ->
          raw >= 0 && raw < type.symbols().size()
              ? new FieldValue(type.symbols().get((int) raw), raw == 0)
              : new FieldValue("#" + raw, false);
      default -> throw new IllegalArgumentException(type.describe() + " is not a scalar");
    };
  }

  /**
   * A float as the shortest text of its double (a float32 widened to float64 keeps its value, so
   * both print alike), whole numbers as integers so a field retyped between int and float compares.
   */
  private static FieldValue floating(double value) {
    if (value == Math.rint(value) && Math.abs(value) < 1e15) {
      return new FieldValue(Long.toString((long) value), value == 0);
    }
    return new FieldValue(Double.toString(value), false);
  }

  private static FieldValue number(BigDecimal value) {
    BigDecimal plain = value.signum() == 0 ? BigDecimal.ZERO : value.stripTrailingZeros();
    return new FieldValue(plain.toPlainString(), plain.signum() == 0);
  }
}
