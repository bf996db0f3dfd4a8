package dev.wirebench.engine.compat;

import dev.wirebench.engine.dynamic.Field;
import dev.wirebench.engine.dynamic.FieldKind;
import dev.wirebench.engine.dynamic.FieldType;
import dev.wirebench.engine.dynamic.RecordSchema;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;

/**
 * A new version made from an old one by an edit list, for a change not yet written down as a schema
 * file. Each edit names a field by its dotted path ({@code lastTrade.size}; list elements are
 * passed through):
 *
 * <ul>
 *   <li>{@code add:PATH:TYPE} — an optional field at the end of its record ({@code int64}, {@code
 *       string}, … or {@code enum(A|B)})
 *   <li>{@code remove:PATH}, {@code rename:PATH=NAME}, {@code retype:PATH:TYPE}
 *   <li>{@code move:PATH:INDEX} — the field to position INDEX (0-based) of its record
 *   <li>{@code enum-add:PATH:SYMBOL} — a symbol at the end of an enum
 *   <li>{@code add-group:PATH:NAME:TYPE,NAME:TYPE…} — a repeating group (a list of records with
 *       those fields; SBE's group, protobuf's repeated message, Avro's array of records) at the end
 *       of its record, absent in old messages
 * </ul>
 *
 * <p>The new version is a dynamic schema without the old one's file layout (field numbers, SBE
 * offsets), so every codec derives its own layout of it; the old version is stripped the same way
 * so both sides are derived alike ({@link #strip}).
 */
public final class SchemaEdits {
  /**
   * The edited version.
   *
   * @param schema the new version
   * @param renames the renames the edits made (old path → new name), for the field mapping
   */
  public record Edited(RecordSchema schema, Map<String, String> renames) {}

  private SchemaEdits() {}

  /** Applies {@code edits} in order. */
  public static Edited apply(RecordSchema old, List<String> edits) {
    RecordSchema schema = strip(old);
    Map<String, String> renames = new LinkedHashMap<>();
    for (String edit : edits) {
      String[] parts = edit.split(":", 3);
      String verb = parts[0];
      if (parts.length < 2 || parts[1].isEmpty()) {
        throw bad(edit, "give a field path after " + verb + ":");
      }
      schema = one(schema, verb, parts, edit, renames);
    }
    return new Edited(schema, renames);
  }

  private static RecordSchema one(
      RecordSchema schema, String verb, String[] parts, String edit, Map<String, String> renames) {
    String path = parts[1];
    String argument = parts.length > 2 ? parts[2] : null;
    return switch (verb) {
      case "add" ->
          at(
              schema,
              path,
              edit,
              (fields, name) -> {
                fields.add(new Field(name, type(need(argument, edit), edit), true));
                return fields;
              });
      case "remove" ->
          at(
              schema,
              path,
              edit,
              (fields, name) -> {
                fields.remove(find(fields, name, edit));
                return fields;
              });
      case "rename" -> rename(schema, path, edit, renames);
      case "retype" ->
          at(
              schema,
              path,
              edit,
              (fields, name) -> {
                int i = find(fields, name, edit);
                Field f = fields.get(i);
                fields.set(i, new Field(f.name(), type(need(argument, edit), edit), f.optional()));
                return fields;
              });
      case "move" ->
          at(
              schema,
              path,
              edit,
              (fields, name) -> {
                Field f = fields.remove(find(fields, name, edit));
                fields.add(index(need(argument, edit), fields.size(), edit), f);
                return fields;
              });
      case "enum-add" -> enumAdd(schema, path, need(argument, edit), edit);
      case "add-group" ->
          at(
              schema,
              path,
              edit,
              (fields, name) -> {
                fields.add(new Field(name, group(name, need(argument, edit), edit), true));
                return fields;
              });
      default ->
          throw bad(
              edit,
              "unknown edit " + verb + " (add, remove, rename, retype, move, enum-add, add-group)");
    };
  }

  private static RecordSchema rename(
      RecordSchema schema, String path, String edit, Map<String, String> renames) {
    String[] names = path.split("=", 2);
    if (names.length < 2 || names[1].isEmpty()) {
      throw bad(edit, "rename:PATH=NEWNAME");
    }
    renames.put(names[0], names[1]);
    return at(
        schema,
        names[0],
        edit,
        (fields, name) -> {
          int i = find(fields, name, edit);
          Field f = fields.get(i);
          fields.set(i, new Field(names[1], f.type(), f.optional(), f.fix()));
          return fields;
        });
  }

  private static RecordSchema enumAdd(
      RecordSchema schema, String path, String symbol, String edit) {
    return at(
        schema,
        path,
        edit,
        (fields, name) -> {
          int i = find(fields, name, edit);
          Field f = fields.get(i);
          if (f.kind() != FieldKind.ENUM) {
            throw bad(edit, name + " is " + f.type().describe() + ", not an enum");
          }
          List<String> symbols = new ArrayList<>(f.type().symbols());
          symbols.add(symbol);
          fields.set(i, new Field(f.name(), FieldType.enumOf(symbols), f.optional()));
          return fields;
        });
  }

  /** {@code schema} and its nested records without their file layouts. */
  public static RecordSchema strip(RecordSchema schema) {
    List<Field> fields = new ArrayList<>();
    for (Field f : schema.fields()) {
      fields.add(new Field(f.name(), strip(f.type()), f.optional(), f.fix()));
    }
    return new RecordSchema(schema.name(), fields, schema.fixMsgType(), null);
  }

  private static FieldType strip(FieldType type) {
    return switch (type.kind()) {
      case RECORD -> FieldType.recordOf(strip(type.record()));
      case LIST -> FieldType.listOf(strip(type.element()));
      default -> type;
    };
  }

  private interface FieldsEdit {
    List<Field> apply(List<Field> fields, String name);
  }

  /** Applies {@code edit} to the record holding the last segment of {@code path}. */
  private static RecordSchema at(RecordSchema schema, String path, String text, FieldsEdit edit) {
    List<String> segments = Arrays.asList(path.replace("[]", "").split("\\."));
    return rebuild(schema, segments, 0, text, edit);
  }

  private static RecordSchema rebuild(
      RecordSchema schema, List<String> path, int depth, String text, FieldsEdit edit) {
    List<Field> fields = new ArrayList<>(schema.fields());
    if (depth == path.size() - 1) {
      fields = edit.apply(fields, path.get(depth));
    } else {
      int i = find(fields, path.get(depth), text);
      Field f = fields.get(i);
      UnaryOperator<RecordSchema> inner = r -> rebuild(r, path, depth + 1, text, edit);
      fields.set(i, new Field(f.name(), into(f.type(), inner, text), f.optional(), f.fix()));
    }
    try {
      return new RecordSchema(schema.name(), fields, schema.fixMsgType(), null);
    } catch (IllegalArgumentException clash) {
      throw bad(text, clash.getMessage());
    }
  }

  private static FieldType into(FieldType type, UnaryOperator<RecordSchema> inner, String text) {
    return switch (type.kind()) {
      case RECORD -> FieldType.recordOf(inner.apply(type.record()));
      case LIST -> FieldType.listOf(into(type.element(), inner, text));
      default -> throw bad(text, type.describe() + " has no fields");
    };
  }

  private static int find(List<Field> fields, String name, String text) {
    for (int i = 0; i < fields.size(); i++) {
      if (fields.get(i).name().equals(name)) {
        return i;
      }
    }
    throw bad(
        text,
        "no field "
            + name
            + " there (fields: "
            + String.join(", ", fields.stream().map(Field::name).toList())
            + ")");
  }

  private static FieldType type(String text, String edit) {
    if (text.startsWith("enum(") && text.endsWith(")")) {
      return FieldType.enumOf(List.of(text.substring(5, text.length() - 1).split("\\|")));
    }
    FieldKind kind = FieldKind.ofSchemaName(text);
    if (kind == null
        || kind == FieldKind.RECORD
        || kind == FieldKind.LIST
        || kind == FieldKind.ENUM) {
      throw bad(
          edit,
          "unknown type "
              + text
              + " (int8 … int64, float32, float64, decimal,"
              + " boolean, string, timestamp, bytes, enum(A|B))");
    }
    return FieldType.of(kind);
  }

  /** {@code price:float64,qty:int32} as a list of records named after the group. */
  private static FieldType group(String name, String members, String edit) {
    List<Field> fields = new ArrayList<>();
    for (String member : members.split(",")) {
      String[] nameType = member.trim().split(":", 2);
      if (nameType.length < 2 || nameType[0].isEmpty()) {
        throw bad(edit, "a group's fields are NAME:TYPE,NAME:TYPE…, not " + member);
      }
      fields.add(new Field(nameType[0], type(nameType[1], edit), false));
    }
    String entry = Character.toUpperCase(name.charAt(0)) + name.substring(1) + "Entry";
    try {
      return FieldType.listOf(FieldType.recordOf(new RecordSchema(entry, fields)));
    } catch (IllegalArgumentException clash) {
      throw bad(edit, clash.getMessage());
    }
  }

  private static int index(String text, int size, String edit) {
    try {
      int at = Integer.parseInt(text);
      if (at >= 0 && at <= size) {
        return at;
      }
    } catch (NumberFormatException notNumber) {
      // falls through to the error below
    }
    throw bad(edit, "the position must be 0.." + size + ", not " + text);
  }

  private static String need(String argument, String edit) {
    if (argument == null || argument.isEmpty()) {
      throw bad(edit, "this edit needs a value after the path (verb:PATH:VALUE)");
    }
    return argument;
  }

  private static CompatInputException bad(String edit, String problem) {
    return new CompatInputException("--edit " + edit + ": " + problem);
  }
}
