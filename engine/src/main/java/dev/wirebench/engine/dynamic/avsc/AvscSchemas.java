package dev.wirebench.engine.dynamic.avsc;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import dev.wirebench.engine.dynamic.Field;
import dev.wirebench.engine.dynamic.FieldKind;
import dev.wirebench.engine.dynamic.FieldType;
import dev.wirebench.engine.dynamic.RecordSchema;
import dev.wirebench.engine.dynamic.SchemaText;
import dev.wirebench.engine.dynamic.json.DynamicInputException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.avro.LogicalType;
import org.apache.avro.LogicalTypes;
import org.apache.avro.Schema;

/**
 * A user's Avro schema ({@code .avsc}, parsed by Avro's own parser) as a dynamic message schema:
 * record → record, {@code ["null", T]} → optional T, int → int32, long → int64 (timestamp-millis,
 * -micros and -nanos logical types → timestamp), float/double → float32/float64, boolean, string,
 * bytes (with the decimal logical type → decimal), enum → enum, array → list. Anything else — maps,
 * fixed, unions of two non-null types, null elements — is "not supported: X at line N", the line of
 * the field's first mention in the file (Avro's parser keeps no locations).
 */
public final class AvscSchemas {
  private static final Pattern NAME = Pattern.compile("[A-Za-z_][\\w.]*");

  private final String text;

  /** The records being converted, outermost first: a record met again inside itself is a cycle. */
  private final Set<String> open = new HashSet<>();

  private AvscSchemas(String text) {
    this.text = text;
  }

  /**
   * The dynamic schema of the top-level record in {@code content}.
   *
   * @throws DynamicInputException for a schema Avro rejects or a feature dynamic schemas lack
   */
  public static RecordSchema read(byte[] content) {
    return read(content, null);
  }

  /**
   * As {@link #read(byte[])}, with the user's schema ({@link AvscUserSchema}: Avro's parse and,
   * when {@code fileName} is given, the file's text) as the record's origin.
   */
  public static RecordSchema read(byte[] content, String fileName) {
    String text = new String(content, StandardCharsets.UTF_8);
    Schema schema;
    try {
      schema = new Schema.Parser().parse(text);
    } catch (RuntimeException bad) {
      // Avro's parser throws SchemaParseException, AvroTypeException (an undefined name) and, for
      // broken JSON, wraps Jackson's exception: all are the file's fault, none a bug of ours.
      throw new AvscSchemas(text).rejected(bad);
    }
    if (schema.getType() != Schema.Type.RECORD) {
      throw new DynamicInputException(
          -1,
          -1,
          -1,
          "",
          "not supported: a top-level " + schema.getType().getName() + " (give a record)");
    }
    return new AvscSchemas(text)
        .record(schema, "")
        .withOrigin(
            new AvscUserSchema(schema, fileName == null ? null : SchemaText.of(fileName, content)));
  }

  /** Avro's refusal, located: Jackson's line and column for broken JSON, else a name's line. */
  private DynamicInputException rejected(RuntimeException bad) {
    for (Throwable t = bad; t != null; t = t.getCause()) {
      if (t instanceof JsonProcessingException json && json.getLocation() != null) {
        JsonLocation at = json.getLocation();
        return new DynamicInputException(
            at.getLineNr(),
            at.getColumnNr(),
            at.getCharOffset(),
            "",
            "not valid JSON for an Avro schema: " + json.getOriginalMessage());
      }
    }
    String message = bad.getMessage() == null ? bad.getClass().getSimpleName() : bad.getMessage();
    int[] lineColumn = lineColumn(firstNamed(message));
    return new DynamicInputException(
        lineColumn[0], lineColumn[1], -1, "", "not a valid Avro schema: " + message);
  }

  /**
   * Where the text quotes a name the message mentions, trying its last words first (Avro names the
   * culprit at the end and keeps no locations), or -1.
   */
  private int firstNamed(String message) {
    List<String> words = new ArrayList<>();
    Matcher name = NAME.matcher(message);
    while (name.find()) {
      words.add(0, name.group());
    }
    for (String full : words) {
      String simple = full.substring(full.lastIndexOf('.') + 1);
      for (String candidate : new String[] {full, simple}) {
        int at = text.indexOf("\"" + candidate + "\"");
        if (at >= 0 && !candidate.isEmpty()) {
          return at;
        }
      }
    }
    return -1;
  }

  private RecordSchema record(Schema record, String path) {
    if (!open.add(record.getFullName())) {
      throw unsupported(
          "a recursive record (" + record.getName() + " contains itself)", record.getName(), path);
    }
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
    open.remove(record.getFullName());
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
    int[] lineColumn = lineColumn(text.indexOf("\"" + name + "\""));
    return new DynamicInputException(
        lineColumn[0], lineColumn[1], -1, path, "not supported: " + what);
  }

  /** The 1-based line and column of offset {@code at} in the text, or -1, -1 for none. */
  private int[] lineColumn(int at) {
    if (at < 0) {
      return new int[] {-1, -1};
    }
    int line = 1;
    int column = 1;
    for (int i = 0; i < at; i++) {
      if (text.charAt(i) == '\n') {
        line++;
        column = 1;
      } else {
        column++;
      }
    }
    return new int[] {line, column};
  }
}
