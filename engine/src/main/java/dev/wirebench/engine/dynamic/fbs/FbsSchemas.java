package dev.wirebench.engine.dynamic.fbs;

import dev.wirebench.engine.dynamic.Field;
import dev.wirebench.engine.dynamic.FieldKind;
import dev.wirebench.engine.dynamic.FieldType;
import dev.wirebench.engine.dynamic.RecordSchema;
import dev.wirebench.engine.dynamic.SchemaText;
import dev.wirebench.engine.dynamic.fbs.FbsModel.FbsEnum;
import dev.wirebench.engine.dynamic.fbs.FbsModel.FbsField;
import dev.wirebench.engine.dynamic.fbs.FbsModel.FbsType;
import dev.wirebench.engine.dynamic.json.DynamicInputException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * A user's FlatBuffers schema ({@code .fbs}) as a dynamic message schema, one table chosen (the
 * {@code root_type} by default). Mapping: bool → boolean; byte, short, int, long (and int8…int64)
 * as themselves; ubyte → int16, ushort → int32, uint → int64, ulong → int64 (values past 2^63 are
 * refused when read); float/double → float32/float64; a {@code long} or {@code ulong} with the
 * attribute {@code timestamp} (declared {@code attribute "timestamp";}) → timestamp, epoch
 * nanoseconds; string; enum → enum of its value names; table or struct → record; a vector → list,
 * {@code [ubyte]} and {@code [byte]} → bytes. Presence as FlatBuffers reads it: a table's scalar is
 * required (an absent one reads as its default) unless declared {@code = null}; strings, tables and
 * vectors are optional unless {@code (required)}; a struct's fields are required; deprecated fields
 * are left out. Unions, includes and fixed arrays are refused at their line and column.
 */
public final class FbsSchemas {
  private static final Set<String> BYTE_VECTORS = Set.of("ubyte", "byte", "uint8", "int8");

  /** The attributes flatc knows without a declaration. */
  private static final Set<String> FLATC_ATTRIBUTES =
      Set.of(
          "id",
          "deprecated",
          "required",
          "key",
          "hash",
          "force_align",
          "bit_flags",
          "nested_flatbuffer",
          "flexbuffer",
          "original_order",
          "shared",
          "native_inline",
          "native_default",
          "native_custom_alloc",
          "native_type",
          "cpp_type",
          "cpp_ptr_type",
          "cpp_str_type",
          "cpp_str_flex_ctor",
          "private",
          "idempotent",
          "streaming");

  private final FbsModel model;
  private final Set<String> open = new HashSet<>();

  private FbsSchemas(FbsModel model) {
    this.model = model;
  }

  /**
   * The dynamic schema of table {@code table} (null: the root type, or the file's one table) of the
   * {@code .fbs} {@code content}, with the file as its origin ({@link FbsUserSchema}).
   *
   * @throws DynamicInputException for text flatc's grammar rejects, a feature dynamic schemas lack,
   *     an unknown type, or no table chosen
   */
  public static RecordSchema read(byte[] content, String table, String fileName) {
    String text = new String(content, StandardCharsets.UTF_8);
    FbsModel model = FbsParser.parse(text);
    String chosen = choose(model, table);
    RecordSchema record = new FbsSchemas(model).record(model.types().get(chosen));
    return record.withOrigin(
        new FbsUserSchema(model, chosen, fileName == null ? null : new SchemaText(fileName, text)));
  }

  /** The tables a message file may hold: the root type if declared, else every table. */
  public static List<String> messages(byte[] content) {
    FbsModel model = FbsParser.parse(new String(content, StandardCharsets.UTF_8));
    if (model.rootType() != null) {
      return List.of(model.rootType().substring(model.rootType().lastIndexOf('.') + 1));
    }
    return model.types().values().stream().filter(t -> !t.struct()).map(FbsType::name).toList();
  }

  private static String choose(FbsModel model, String table) {
    List<String> tables =
        model.types().values().stream().filter(t -> !t.struct()).map(FbsType::name).toList();
    String chosen = table != null ? table : model.rootType();
    if (chosen == null && tables.size() == 1) {
      chosen = tables.get(0);
    }
    if (chosen == null) {
      throw new DynamicInputException(
          1,
          1,
          -1,
          "",
          tables.isEmpty()
              ? "the schema defines no table"
              : "the schema has no root_type and "
                  + tables.size()
                  + " tables ("
                  + String.join(", ", tables)
                  + "); choose one with --message NAME");
    }
    String simple = chosen.substring(chosen.lastIndexOf('.') + 1);
    FbsType type = model.types().get(simple);
    if (type == null || type.struct()) {
      throw new DynamicInputException(
          1,
          1,
          -1,
          "",
          "no table named \""
              + chosen
              + "\" (the schema's tables: "
              + String.join(", ", tables)
              + ")");
    }
    return simple;
  }

  private RecordSchema record(FbsType type) {
    if (!open.add(type.name())) {
      throw new DynamicInputException(
          type.line(), 1, -1, "", "not supported: " + type.name() + " contains itself");
    }
    List<Field> fields = new ArrayList<>();
    for (FbsField field : type.fields()) {
      if (!field.deprecated()) {
        fields.add(field(type, field));
      }
    }
    open.remove(type.name());
    return new RecordSchema(type.name(), fields);
  }

  private Field field(FbsType owner, FbsField field) {
    checkAttributes(field);
    FieldType element = type(field, field.type());
    FieldType fieldType = element;
    if (field.vector()) {
      fieldType =
          BYTE_VECTORS.contains(field.type())
              ? FieldType.of(FieldKind.BYTES)
              : FieldType.listOf(element);
    }
    // a table's scalars and enums always read (absent: their default) unless "= null"; strings,
    // vectors, tables and structs read as null when absent
    boolean reference =
        field.vector() || element.kind() == FieldKind.STRING || element.kind() == FieldKind.RECORD;
    boolean optional =
        !owner.struct()
            && (reference
                ? !field.attributes().containsKey("required")
                : "null".equals(field.defaultValue()));
    return new Field(field.name(), fieldType, optional);
  }

  /** flatc refuses an attribute that is neither its own nor declared: so does Wirebench. */
  private void checkAttributes(FbsField field) {
    for (String attribute : field.attributes().keySet()) {
      if (!FLATC_ATTRIBUTES.contains(attribute) && !model.attributes().contains(attribute)) {
        throw error(
            field,
            "attribute "
                + attribute
                + " is not declared (flatc needs attribute \""
                + attribute
                + "\"; before its use)");
      }
    }
  }

  private FieldType type(FbsField field, String name) {
    FieldKind kind = scalar(name);
    if (kind != null) {
      if (field.attributes().containsKey("timestamp")) {
        if (kind != FieldKind.INT64) {
          throw error(field, "the timestamp attribute needs a long or ulong, not " + name);
        }
        return FieldType.of(FieldKind.TIMESTAMP);
      }
      return FieldType.of(kind);
    }
    if (name.equals("string")) {
      return FieldType.of(FieldKind.STRING);
    }
    Object declared = model.find(name);
    if (declared instanceof FbsEnum e) {
      return FieldType.enumOf(e.values());
    }
    if (declared instanceof FbsType t) {
      return FieldType.recordOf(record(t));
    }
    throw error(field, "unknown type " + name);
  }

  private static FieldKind scalar(String name) {
    return switch (name) {
      case "bool" -> FieldKind.BOOLEAN;
      case "byte", "int8" -> FieldKind.INT8;
      case "ubyte", "uint8", "short", "int16" -> FieldKind.INT16;
      case "ushort", "uint16", "int", "int32" -> FieldKind.INT32;
      case "uint", "uint32", "long", "int64", "ulong", "uint64" -> FieldKind.INT64;
      case "float", "float32" -> FieldKind.FLOAT32;
      case "double", "float64" -> FieldKind.FLOAT64;
      default -> null;
    };
  }

  private static DynamicInputException error(FbsField field, String problem) {
    return new DynamicInputException(field.line(), field.column(), -1, "", problem);
  }
}
