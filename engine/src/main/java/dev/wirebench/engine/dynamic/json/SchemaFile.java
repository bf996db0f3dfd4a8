package dev.wirebench.engine.dynamic.json;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.io.JsonStringEncoder;
import dev.wirebench.engine.dynamic.Field;
import dev.wirebench.engine.dynamic.FieldKind;
import dev.wirebench.engine.dynamic.FieldType;
import dev.wirebench.engine.dynamic.RecordSchema;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Wirebench's schema file format (JSON), written by {@code wirebench schema infer} and read back by
 * {@code --schema}:
 *
 * <pre>{@code
 * {
 *   "wirebenchSchema": 1,
 *   "name": "OrderEvent",
 *   "fields": [
 *     {"name": "orderId", "type": "int64"},
 *     {"name": "price", "type": "decimal"},
 *     {"name": "note", "type": "string", "optional": true},
 *     {"name": "side", "type": {"enum": ["BUY", "SELL"]}},
 *     {"name": "fills", "type": {"list": {"record": "Fill", "fields": [...]}}}
 *   ]
 * }
 * }</pre>
 *
 * <p>Scalar types are {@code int8 int16 int32 int64 float32 float64 decimal boolean string
 * timestamp bytes}; {@code {"enum": [symbols]}}, {@code {"record": "Name", "fields": [...]}} and
 * {@code {"list": TYPE}} build the others. A field is required unless {@code "optional": true}.
 * Reading reports every problem with its line and column; an unknown type is "not supported".
 *
 * <p><b>FIX tags</b> (optional; what the {@code fix} codec needs, see {@code FIX-MAPPING.md}): the
 * schema's {@code "fixMsgType": "X"} is the MsgType (35); a field's {@code "fixTag": 270} is its
 * tag; an enum's {@code "fixValues": {"NEW": "0", "CHANGE": "1"}} gives each symbol's FIX value
 * (without it the symbols are the values); a list of records' {@code "fixTag"} is the repeating
 * group's NoXXX count tag, and its records' first field (required, tagged) delimits the entries.
 * {@code schema infer} writes no tags: a schema cannot guess a venue's tags from field names.
 */
public final class SchemaFile {
  /** The format's version, the value of {@code "wirebenchSchema"}. */
  public static final int VERSION = 1;

  private static final JsonFactory JSON =
      JsonFactory.builder()
          .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
          .enable(StreamReadFeature.INCLUDE_SOURCE_IN_LOCATION)
          .build();

  private final JsonParser parser;

  private SchemaFile(JsonParser parser) {
    this.parser = parser;
  }

  /**
   * The schema as a schema file for people to read and edit: one line per scalar field, nested
   * records and lists opened on their field's line and their fields indented below.
   */
  public static String write(RecordSchema schema) {
    StringBuilder text = new StringBuilder();
    text.append("{\n  \"wirebenchSchema\": ").append(VERSION).append(",\n");
    text.append("  \"name\": ").append(quote(schema.name())).append(",\n");
    if (schema.fixMsgType() != null) {
      text.append("  \"fixMsgType\": ").append(quote(schema.fixMsgType())).append(",\n");
    }
    text.append("  \"fields\": [\n");
    fields(text, schema, "    ");
    text.append("  ]\n}\n");
    return text.toString();
  }

  private static void fields(StringBuilder text, RecordSchema schema, String indent) {
    for (int i = 0; i < schema.size(); i++) {
      Field field = schema.field(i);
      text.append(indent).append("{\"name\": ").append(quote(field.name())).append(", \"type\": ");
      type(text, field.type(), indent);
      if (field.optional()) {
        text.append(", \"optional\": true");
      }
      if (field.fix() != null) {
        text.append(", \"fixTag\": ").append(field.fix().tag());
        List<String> values = field.fix().values();
        if (!values.isEmpty()) {
          text.append(", \"fixValues\": {");
          for (int v = 0; v < values.size(); v++) {
            text.append(v == 0 ? "" : ", ")
                .append(quote(field.type().symbols().get(v)))
                .append(": ")
                .append(quote(values.get(v)));
          }
          text.append('}');
        }
      }
      text.append(i + 1 < schema.size() ? "},\n" : "}\n");
    }
  }

  private static void type(StringBuilder text, FieldType type, String indent) {
    switch (type.kind()) {
      case ENUM ->
          text.append("{\"enum\": [")
              .append(String.join(", ", type.symbols().stream().map(SchemaFile::quote).toList()))
              .append("]}");
      case LIST -> {
        text.append("{\"list\": ");
        type(text, type.element(), indent);
        text.append('}');
      }
      case RECORD -> {
        text.append("{\"record\": ").append(quote(type.record().name())).append(", \"fields\": [");
        if (type.record().size() > 0) {
          text.append('\n');
          fields(text, type.record(), indent + "  ");
          text.append(indent);
        }
        text.append("]}");
      }
      default -> text.append('"').append(type.kind().schemaName()).append('"');
    }
  }

  private static String quote(String text) {
    return "\"" + new String(JsonStringEncoder.getInstance().quoteAsString(text)) + "\"";
  }

  /** SHA-256 (hex) of the schema's text: equal schemas have equal hashes. */
  public static String hash(RecordSchema schema) {
    try {
      byte[] text = write(schema).getBytes(StandardCharsets.UTF_8);
      return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(text));
    } catch (NoSuchAlgorithmException impossible) {
      throw new IllegalStateException("every JDK has SHA-256", impossible);
    }
  }

  /**
   * Reads a schema file.
   *
   * @throws DynamicInputException located, for malformed JSON or anything the format does not allow
   */
  public static RecordSchema read(byte[] content) {
    try (JsonParser parser = JSON.createParser(content)) {
      SchemaFile reader = new SchemaFile(parser);
      try {
        RecordSchema schema = reader.readRoot();
        if (parser.nextToken() != null) {
          throw reader.error("expected the end of the schema file");
        }
        return schema;
      } catch (com.fasterxml.jackson.core.JsonProcessingException malformed) {
        JsonLocation at =
            malformed.getLocation() != null ? malformed.getLocation() : parser.currentLocation();
        throw new DynamicInputException(
            at.getLineNr(),
            at.getColumnNr(),
            -1,
            "",
            "malformed JSON: " + malformed.getOriginalMessage());
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private RecordSchema readRoot() throws IOException {
    expect(parser.nextToken(), JsonToken.START_OBJECT, "a schema object");
    Integer version = null;
    String name = null;
    List<Field> fields = null;
    String msgType = null;
    JsonLocation start = parser.currentTokenLocation();
    while (parser.nextToken() == JsonToken.FIELD_NAME) {
      switch (parser.currentName()) {
        case "wirebenchSchema" -> {
          expect(parser.nextToken(), JsonToken.VALUE_NUMBER_INT, "the format version 1");
          version = parser.getIntValue();
          if (version != VERSION) {
            throw error(
                "not supported: schema format version " + version + " (this Wirebench reads 1)");
          }
        }
        case "name" -> name = string("the message's name");
        case "fixMsgType" -> msgType = fixValue("the FIX MsgType (35), e.g. \"X\"");
        case "fields" -> fields = readFields();
        default -> throw unknownKey("wirebenchSchema, name, fixMsgType, fields");
      }
    }
    if (version == null || name == null || fields == null) {
      throw error(start, "a schema needs \"wirebenchSchema\": 1, \"name\" and \"fields\"");
    }
    try {
      return new RecordSchema(name, fields, msgType);
    } catch (IllegalArgumentException twoFields) {
      throw error(start, twoFields.getMessage());
    }
  }

  private List<Field> readFields() throws IOException {
    expect(parser.nextToken(), JsonToken.START_ARRAY, "an array of fields");
    List<Field> fields = new ArrayList<>();
    while (parser.nextToken() == JsonToken.START_OBJECT) {
      JsonLocation start = parser.currentTokenLocation();
      String name = null;
      FieldType type = null;
      boolean optional = false;
      int fixTag = 0;
      Map<String, String> fixValues = null;
      JsonLocation valuesAt = null;
      while (parser.nextToken() == JsonToken.FIELD_NAME) {
        switch (parser.currentName()) {
          case "name" -> name = string("the field's name");
          case "type" -> type = readType(parser.nextToken());
          case "optional" -> {
            JsonToken value = parser.nextToken();
            if (value != JsonToken.VALUE_TRUE && value != JsonToken.VALUE_FALSE) {
              throw error("expected true or false for \"optional\"");
            }
            optional = value == JsonToken.VALUE_TRUE;
          }
          case "fixTag" -> fixTag = fixTag();
          case "fixValues" -> {
            valuesAt = parser.currentTokenLocation();
            fixValues = fixValues();
          }
          default -> throw unknownKey("name, type, optional, fixTag, fixValues");
        }
      }
      if (name == null || name.isEmpty() || type == null) {
        throw error(start, "a field needs a \"name\" and a \"type\"");
      }
      fields.add(
          new Field(
              name, type, optional, SchemaFixTags.of(name, type, fixTag, fixValues, valuesAt)));
    }
    if (parser.currentToken() != JsonToken.END_ARRAY) {
      throw error("expected a field object or the end of the fields");
    }
    return fields;
  }

  private FieldType readType(JsonToken token) throws IOException {
    JsonLocation start = parser.currentTokenLocation();
    if (token == JsonToken.VALUE_STRING) {
      String text = parser.getText();
      FieldKind kind = FieldKind.ofSchemaName(text);
      if (kind == null
          || kind == FieldKind.ENUM
          || kind == FieldKind.RECORD
          || kind == FieldKind.LIST) {
        throw error(
            "not supported: type \""
                + text
                + "\" (scalar types: int8, int16, int32, int64, float32, float64, decimal, boolean,"
                + " string, timestamp, bytes; or {\"enum\": [...]}, {\"record\": ..., \"fields\":"
                + " [...]}, {\"list\": TYPE})");
      }
      return FieldType.of(kind);
    }
    expect(token, JsonToken.START_OBJECT, "a type name or a type object");
    if (parser.nextToken() != JsonToken.FIELD_NAME) {
      throw error("expected \"enum\", \"record\" or \"list\"");
    }
    String key = parser.currentName();
    FieldType type;
    switch (key) {
      case "enum" -> type = FieldType.enumOf(symbols());
      case "list" -> type = FieldType.listOf(readType(parser.nextToken()));
      case "record" -> {
        String name = string("the record's name");
        if (parser.nextToken() != JsonToken.FIELD_NAME || !"fields".equals(parser.currentName())) {
          throw error("expected \"fields\" after the record's name");
        }
        type = FieldType.recordOf(record(name, readFields(), start));
      }
      default ->
          throw error("not supported: type {\"" + key + "\": ...} (give enum, record or list)");
    }
    if (parser.nextToken() != JsonToken.END_OBJECT) {
      throw error("expected the end of the type object");
    }
    return type;
  }

  private int fixTag() throws IOException {
    expect(parser.nextToken(), JsonToken.VALUE_NUMBER_INT, "a FIX tag number");
    long tag = parser.getLongValue();
    if (tag < 1 || tag > 999_999_999) {
      throw error("a FIX tag is a number from 1 to 999999999, not " + tag);
    }
    return (int) tag;
  }

  private Map<String, String> fixValues() throws IOException {
    expect(parser.nextToken(), JsonToken.START_OBJECT, "an object of enum symbol → FIX value");
    Map<String, String> values = new LinkedHashMap<>();
    while (parser.nextToken() == JsonToken.FIELD_NAME) {
      String symbol = parser.currentName();
      values.put(symbol, fixValue("the FIX value of \"" + symbol + "\""));
    }
    return values;
  }

  private String fixValue(String what) throws IOException {
    String value = string(what);
    if (value.isEmpty() || value.indexOf('\u0001') >= 0) {
      throw error("expected " + what + ": a FIX value is not empty and holds no SOH");
    }
    return value;
  }

  private List<String> symbols() throws IOException {
    expect(parser.nextToken(), JsonToken.START_ARRAY, "an array of symbols");
    List<String> symbols = new ArrayList<>();
    JsonToken token;
    while ((token = parser.nextToken()) == JsonToken.VALUE_STRING) {
      if (symbols.contains(parser.getText())) {
        throw error("the enum symbol \"" + parser.getText() + "\" appears twice");
      }
      symbols.add(parser.getText());
    }
    expect(token, JsonToken.END_ARRAY, "a symbol string or the end of the symbols");
    if (symbols.isEmpty()) {
      throw error("an enum needs at least one symbol");
    }
    return symbols;
  }

  private RecordSchema record(String name, List<Field> fields, JsonLocation at) {
    try {
      return new RecordSchema(name, fields);
    } catch (IllegalArgumentException twoFields) {
      throw error(at, twoFields.getMessage());
    }
  }

  private String string(String what) throws IOException {
    expect(parser.nextToken(), JsonToken.VALUE_STRING, what);
    return parser.getText();
  }

  private void expect(JsonToken token, JsonToken wanted, String what) {
    if (token != wanted) {
      throw error(
          "expected "
              + what
              + ", found "
              + (token == null
                  ? "the end of the file"
                  : token.asString() == null ? token.name() : token.asString()));
    }
  }

  private DynamicInputException unknownKey(String known) throws IOException {
    return error("unknown key \"" + parser.currentName() + "\" (known here: " + known + ")");
  }

  private DynamicInputException error(String problem) {
    return error(parser.currentTokenLocation(), problem);
  }

  static DynamicInputException error(JsonLocation at, String problem) {
    return new DynamicInputException(at.getLineNr(), at.getColumnNr(), -1, "", problem);
  }
}
