package dev.wirebench.engine.dynamic.avsc;

import dev.wirebench.engine.dynamic.Field;
import dev.wirebench.engine.dynamic.FieldKind;
import dev.wirebench.engine.dynamic.FieldType;
import dev.wirebench.engine.dynamic.RecordSchema;
import dev.wirebench.engine.dynamic.json.DynamicInputException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.apache.avro.LogicalType;
import org.apache.avro.LogicalTypes;
import org.apache.avro.Schema;
import org.apache.avro.SchemaParseException;

/**
 * A user's Avro schema ({@code .avsc}, parsed by Avro's own parser) as a dynamic message schema:
 * record → record, {@code ["null", T]} → optional T, int → int32, long → int64 (timestamp-millis,
 * -micros and -nanos logical types → timestamp), float/double → float32/float64, boolean, string,
 * bytes (with the decimal logical type → decimal), enum → enum, array → list. Anything else — maps,
 * fixed, unions of two non-null types, null elements — is "not supported: X at line N", the line of
 * the field's first mention in the file (Avro's parser keeps no locations).
 */
public final class AvscSchemas {
  private final String text;

  private AvscSchemas(String text) {
    this.text = text;
  }

  /**
   * The dynamic schema of the top-level record in {@code content}.
   *
   * @throws DynamicInputException for a schema Avro rejects or a feature dynamic schemas lack
   */
  public static RecordSchema read(byte[] content) {
    String text = new String(content, StandardCharsets.UTF_8);
    Schema schema;
    try {
      schema = new Schema.Parser().parse(text);
    } catch (SchemaParseException | NullPointerException bad) {
      throw new DynamicInputException(
          -1, -1, -1, "", "not a valid Avro schema: " + bad.getMessage());
    }
    if (schema.getType() != Schema.Type.RECORD) {
      throw new DynamicInputException(
          -1,
          -1,
          -1,
          "",
          "not supported: a top-level " + schema.getType().getName() + " (give a record)");
    }
    return new AvscSchemas(text).record(schema, "");
  }

  private RecordSchema record(Schema record, String path) {
    List<Field> fields = new ArrayList<>();
    for (Schema.Field field : record.getFields()) {
      String at = path.isEmpty() ? field.name() : path + "." + field.name();
      Schema type = field.schema();
      boolean optional = false;
      if (type.getType() == Schema.Type.UNION) {
        List<Schema> branches = type.getTypes();
        boolean hasNull = branches.stream().anyMatch(b -> b.getType() == Schema.Type.NULL);
        if (branches.size() != 2 || !hasNull) {
          throw unsupported(
              "a union of " + branches.size() + " types other than [\"null\", T]",
              field.name(),
              at);
        }
        optional = true;
        type = branches.get(0).getType() == Schema.Type.NULL ? branches.get(1) : branches.get(0);
      }
      fields.add(new Field(field.name(), type(type, field.name(), at), optional));
    }
    return new RecordSchema(record.getName(), fields);
  }

  private FieldType type(Schema type, String name, String path) {
    LogicalType logical = type.getLogicalType();
    return switch (type.getType()) {
      case INT -> FieldType.of(FieldKind.INT32);
      case LONG ->
          FieldType.of(
              logical instanceof LogicalTypes.TimestampMillis
                      || logical instanceof LogicalTypes.TimestampMicros
                      || logical instanceof LogicalTypes.TimestampNanos
                  ? FieldKind.TIMESTAMP
                  : FieldKind.INT64);
      case FLOAT -> FieldType.of(FieldKind.FLOAT32);
      case DOUBLE -> FieldType.of(FieldKind.FLOAT64);
      case BOOLEAN -> FieldType.of(FieldKind.BOOLEAN);
      case STRING -> FieldType.of(FieldKind.STRING);
      case BYTES ->
          FieldType.of(
              logical instanceof LogicalTypes.Decimal ? FieldKind.DECIMAL : FieldKind.BYTES);
      case ENUM -> FieldType.enumOf(type.getEnumSymbols());
      case RECORD -> FieldType.recordOf(record(type, path));
      case ARRAY -> {
        Schema items = type.getElementType();
        if (items.getType() == Schema.Type.UNION) {
          throw unsupported("an array of a union (list elements are never null)", name, path);
        }
        yield FieldType.listOf(type(items, name, path + "[]"));
      }
      default -> throw unsupported(type.getType().getName(), name, path);
    };
  }

  private DynamicInputException unsupported(String what, String name, String path) {
    int at = text.indexOf("\"" + name + "\"");
    int line = 1;
    int column = 1;
    for (int i = 0; i < Math.max(at, 0); i++) {
      if (text.charAt(i) == '\n') {
        line++;
        column = 1;
      } else {
        column++;
      }
    }
    return new DynamicInputException(
        at < 0 ? -1 : line, at < 0 ? -1 : column, -1, path, "not supported: " + what);
  }
}
