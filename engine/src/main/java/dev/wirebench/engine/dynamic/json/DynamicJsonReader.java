package dev.wirebench.engine.dynamic.json;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import dev.wirebench.engine.dynamic.DecimalValues;
import dev.wirebench.engine.dynamic.DynamicList;
import dev.wirebench.engine.dynamic.DynamicRecord;
import dev.wirebench.engine.dynamic.Field;
import dev.wirebench.engine.dynamic.FieldKind;
import dev.wirebench.engine.dynamic.FieldType;
import dev.wirebench.engine.dynamic.RecordSchema;
import dev.wirebench.engine.dynamic.Timestamps;
import java.io.IOException;
import java.math.BigDecimal;

/**
 * Reads dynamic messages from a Jackson parser (JSON text, CBOR or Smile) against a {@link
 * RecordSchema}, with every mismatch a located {@link DynamicInputException}: an unknown field, a
 * missing required field, null for a required field, a wrong type, an integer out of its kind's
 * range, a decimal decimal64 cannot hold exactly, a bad timestamp or enum symbol.
 *
 * <p>Values: integers are JSON integers; floats any number (or {@code "NaN"}, {@code "Infinity"},
 * {@code "-Infinity"}); decimals a number or a string of decimal text, scale kept; timestamps
 * ISO-8601 text with an offset; bytes base64 text (or a binary value in CBOR and Smile); enums a
 * symbol; records objects; lists arrays. An optional field may be left out or be null.
 *
 * <p>Not thread-safe. Allocates only what the values need (strings, bytes, decimals' {@code
 * BigDecimal}s from the parser) when filling a reused record.
 */
public final class DynamicJsonReader {
  private final PathStack path = new PathStack();
  private JsonParser parser;

  /** Reads from {@code parser} from now on (readers are reused across payloads). */
  public DynamicJsonReader on(JsonParser parser) {
    this.parser = parser;
    return this;
  }

  /**
   * Reads one message object; the parser stands on its START_OBJECT (or before it: the next token
   * is read then). Fills and returns {@code into}, cleared first.
   */
  public DynamicRecord read(DynamicRecord into) throws IOException {
    path.reset();
    JsonToken token = parser.currentToken();
    if (token != JsonToken.START_OBJECT) {
      token = parser.nextToken();
    }
    if (token != JsonToken.START_OBJECT) {
      throw error("expected a message object, found " + found(token));
    }
    into.clear();
    readRecord(into);
    return into;
  }

  private void readRecord(DynamicRecord record) throws IOException {
    RecordSchema schema = record.schema();
    JsonLocation start = parser.currentTokenLocation();
    JsonToken token;
    while ((token = parser.nextToken()) == JsonToken.FIELD_NAME) {
      String name = parser.currentName();
      int index = schema.indexOf(name);
      if (index < 0) {
        throw error(
            "unknown field \""
                + name
                + "\": record "
                + schema.name()
                + " has "
                + schema.fieldNames());
      }
      if (record.isPresent(index)) {
        throw error("field \"" + name + "\" appears twice");
      }
      Field field = schema.field(index);
      path.pushField(name);
      JsonToken value = parser.nextToken();
      if (value == JsonToken.VALUE_NULL) {
        if (!field.optional()) {
          throw error("null for required field (" + field.type().describe() + ")");
        }
      } else {
        readField(record, index, field.type(), value);
      }
      path.pop();
    }
    if (token != JsonToken.END_OBJECT) {
      throw error("expected a field name or the end of the object, found " + found(token));
    }
    for (int i = 0; i < schema.size(); i++) {
      Field field = schema.field(i);
      if (!field.optional() && !record.isPresent(i)) {
        throw error(
            start,
            "missing required field \""
                + field.name()
                + "\" ("
                + field.type().describe()
                + ") in this "
                + schema.name());
      }
    }
  }

  private void readField(DynamicRecord record, int index, FieldType type, JsonToken token)
      throws IOException {
    switch (type.kind()) {
      case STRING -> record.setString(index, string(type, token));
      case BYTES -> record.setBytes(index, bytes(token));
      case RECORD -> {
        expect(token, JsonToken.START_OBJECT, type);
        readRecord(record.record(index));
      }
      case LIST -> {
        expect(token, JsonToken.START_ARRAY, type);
        readList(record.list(index));
      }
      default -> record.setLong(index, scalar(type, token));
    }
  }

  private void readList(DynamicList list) throws IOException {
    FieldType element = list.elementType();
    path.pushIndex(0);
    int index = 0;
    JsonToken token;
    while ((token = parser.nextToken()) != JsonToken.END_ARRAY) {
      path.setIndex(index++);
      if (token == JsonToken.VALUE_NULL || token == null) {
        throw error(
            "expected "
                + element.describe()
                + " (list elements are never null), found "
                + found(token));
      }
      switch (element.kind()) {
        case STRING -> list.add(string(element, token));
        case BYTES -> list.add(bytes(token));
        case RECORD -> {
          expect(token, JsonToken.START_OBJECT, element);
          readRecord(list.addRecord());
        }
        case LIST -> {
          expect(token, JsonToken.START_ARRAY, element);
          readList(list.addList());
        }
        default -> list.addLong(scalar(element, token));
      }
    }
    path.pop();
  }

  /** A value of a long-slot kind. */
  private long scalar(FieldType type, JsonToken token) throws IOException {
    FieldKind kind = type.kind();
    switch (kind) {
      case INT8, INT16, INT32, INT64 -> {
        if (token != JsonToken.VALUE_NUMBER_INT) {
          throw mismatch(type, token, "an integer");
        }
        if (parser.getNumberType() == JsonParser.NumberType.BIG_INTEGER) {
          throw outOfRange(kind);
        }
        long value = parser.getLongValue();
        if (value < kind.min() || value > kind.max()) {
          throw outOfRange(kind);
        }
        return value;
      }
      case FLOAT32 -> {
        return Float.floatToRawIntBits((float) floating(type, token));
      }
      case FLOAT64 -> {
        return Double.doubleToRawLongBits(floating(type, token));
      }
      case DECIMAL -> {
        return decimal(type, token);
      }
      case BOOLEAN -> {
        if (token == JsonToken.VALUE_TRUE || token == JsonToken.VALUE_FALSE) {
          return token == JsonToken.VALUE_TRUE ? 1 : 0;
        }
        throw mismatch(type, token, "true or false");
      }
      case ENUM -> {
        String symbol = string(type, token);
        int ordinal = type.ordinal(symbol);
        if (ordinal < 0) {
          throw error(
              "expected one of "
                  + String.join(", ", type.symbols())
                  + ", found \""
                  + symbol
                  + "\"");
        }
        return ordinal;
      }
      case TIMESTAMP -> {
        String text = string(type, token);
        try {
          return Timestamps.parse(text);
        } catch (IllegalArgumentException bad) {
          throw error(bad.getMessage());
        }
      }
      default -> throw new IllegalStateException(kind + " is not a long-slot kind");
    }
  }

  private double floating(FieldType type, JsonToken token) throws IOException {
    if (token == JsonToken.VALUE_NUMBER_INT || token == JsonToken.VALUE_NUMBER_FLOAT) {
      return parser.getDoubleValue();
    }
    if (token == JsonToken.VALUE_STRING) {
      switch (parser.getText()) {
        case "NaN" -> {
          return Double.NaN;
        }
        case "Infinity" -> {
          return Double.POSITIVE_INFINITY;
        }
        case "-Infinity" -> {
          return Double.NEGATIVE_INFINITY;
        }
        default -> {
          // a string that names no number: reported below
        }
      }
    }
    throw mismatch(type, token, "a number");
  }

  private long decimal(FieldType type, JsonToken token) throws IOException {
    BigDecimal value;
    if (token == JsonToken.VALUE_NUMBER_INT || token == JsonToken.VALUE_NUMBER_FLOAT) {
      value = parser.getDecimalValue();
    } else if (token == JsonToken.VALUE_STRING) {
      try {
        value = new BigDecimal(parser.getText());
      } catch (NumberFormatException notDecimal) {
        throw error("expected decimal text, found \"" + parser.getText() + "\"");
      }
    } else {
      throw mismatch(type, token, "a number or decimal text");
    }
    String why = DecimalValues.whyNot(value);
    if (why != null) {
      throw error(why);
    }
    return DecimalValues.of(value);
  }

  private String string(FieldType type, JsonToken token) throws IOException {
    if (token != JsonToken.VALUE_STRING) {
      throw mismatch(type, token, "a string");
    }
    return parser.getText();
  }

  private byte[] bytes(JsonToken token) throws IOException {
    if (token == JsonToken.VALUE_STRING || token == JsonToken.VALUE_EMBEDDED_OBJECT) {
      try {
        return parser.getBinaryValue();
      } catch (IOException | IllegalArgumentException notBase64) {
        throw error("expected base64 text for bytes, found \"" + parser.getText() + "\"");
      }
    }
    throw error("expected bytes (base64 text), found " + found(token));
  }

  private void expect(JsonToken token, JsonToken wanted, FieldType type) {
    if (token != wanted) {
      throw mismatch(type, token, wanted == JsonToken.START_OBJECT ? "an object" : "an array");
    }
  }

  private DynamicInputException mismatch(FieldType type, JsonToken token, String what) {
    return error("expected " + type.describe() + " (" + what + "), found " + found(token));
  }

  private DynamicInputException outOfRange(FieldKind kind) throws IOException {
    return error(
        kind.schemaName()
            + " out of range: "
            + parser.getText()
            + " (expected "
            + kind.min()
            + ".."
            + kind.max()
            + ")");
  }

  private String found(JsonToken token) {
    if (token == null) {
      return "the end of the input";
    }
    try {
      return switch (token) {
        case VALUE_STRING -> "a string \"" + clip(parser.getText()) + "\"";
        case VALUE_NUMBER_INT, VALUE_NUMBER_FLOAT -> "a number " + parser.getText();
        case VALUE_TRUE, VALUE_FALSE -> "a boolean " + parser.getText();
        case VALUE_NULL -> "null";
        case START_OBJECT -> "an object";
        case START_ARRAY -> "an array";
        case VALUE_EMBEDDED_OBJECT -> "binary data";
        default -> token.asString() == null ? token.name() : "'" + token.asString() + "'";
      };
    } catch (IOException e) {
      return token.name();
    }
  }

  private static String clip(String text) {
    return text.length() > 40 ? text.substring(0, 37) + "..." : text;
  }

  /** An error at the current token. */
  public DynamicInputException error(String problem) {
    return error(parser.currentTokenLocation(), problem);
  }

  private DynamicInputException error(JsonLocation at, String problem) {
    return new DynamicInputException(
        at.getLineNr(), at.getColumnNr(), at.getByteOffset(), path.text(), problem);
  }
}
