package dev.wirebench.engine.codec.mapping;

import dev.wirebench.engine.dynamic.Field;
import dev.wirebench.engine.dynamic.FieldKind;
import dev.wirebench.engine.dynamic.FieldType;
import dev.wirebench.engine.dynamic.RecordSchema;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Names a schema language accepts ({@code [A-Za-z_][A-Za-z0-9_]*}, none of its reserved words) for
 * the records and fields of a user's message, so that a JSON field such as TimeBase's {@code $type}
 * or a record the user named {@code Decimal} still gets an Avro, Protocol Buffers or SBE form
 * instead of making the codec n/a. A character the language does not allow becomes {@code _}
 * ({@code $type} → {@code _type}); a leading digit gets {@code _} before it; a reserved word or a
 * name already taken in the same record gets {@code _} after it until it is free.
 *
 * <p>Only the generated schema's names change: field order, types and values stay, and the codecs
 * read and write values by position, so every message round-trips unchanged; the field spans show
 * the names as they are on the wire. Stateless.
 */
public final class WireNames {
  private WireNames() {}

  /** {@code schema} with every record and field name valid and not in {@code reserved}. */
  public static RecordSchema of(RecordSchema schema, Set<String> reserved) {
    List<Field> fields = new ArrayList<>();
    Set<String> taken = new HashSet<>(reserved);
    for (Field field : schema.fields()) {
      String name = free(valid(field.name()), taken);
      taken.add(name);
      fields.add(new Field(name, type(field.type(), reserved), field.optional(), field.fix()));
    }
    return new RecordSchema(
        free(valid(schema.name()), reserved), fields, schema.fixMsgType(), schema.origin());
  }

  /** Whether {@code schema} keeps every name as it is under {@code reserved}. */
  public static boolean unchanged(RecordSchema schema, Set<String> reserved) {
    return of(schema, reserved).equals(schema);
  }

  private static FieldType type(FieldType type, Set<String> reserved) {
    if (type.kind() == FieldKind.RECORD) {
      return FieldType.recordOf(of(type.record(), reserved));
    }
    if (type.kind() == FieldKind.LIST) {
      return FieldType.listOf(type(type.element(), reserved));
    }
    return type;
  }

  /** {@code name} with every character outside {@code [A-Za-z0-9_]} as {@code _}. */
  static String valid(String name) {
    StringBuilder out = new StringBuilder(name.length() + 1);
    for (int i = 0; i < name.length(); i++) {
      char c = name.charAt(i);
      boolean ok = c < 128 && (Character.isLetterOrDigit(c) || c == '_');
      out.append(ok ? c : '_');
    }
    if (out.isEmpty() || Character.isDigit(out.charAt(0))) {
      out.insert(0, '_');
    }
    return out.toString();
  }

  private static String free(String name, Set<String> taken) {
    String candidate = name;
    while (taken.contains(candidate)) {
      candidate = candidate + "_";
    }
    return candidate;
  }
}
