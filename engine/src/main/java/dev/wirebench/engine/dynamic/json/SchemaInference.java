package dev.wirebench.engine.dynamic.json;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import dev.wirebench.engine.dynamic.DecimalValues;
import dev.wirebench.engine.dynamic.Field;
import dev.wirebench.engine.dynamic.FieldKind;
import dev.wirebench.engine.dynamic.FieldType;
import dev.wirebench.engine.dynamic.RecordSchema;
import dev.wirebench.engine.dynamic.Timestamps;
import java.io.IOException;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Infers a {@link RecordSchema} from JSON messages whose shape Wirebench does not know, from every
 * message in the file (not just the first):
 *
 * <ul>
 *   <li>numbers: integers are {@code int32} when every value fits, else {@code int64}; a number
 *       with a fraction or exponent, or an integer beyond int64, makes the field an exact {@code
 *       decimal} (decided from the number's text, so {@code 1.50} keeps its scale); a number that
 *       decimal64 cannot hold exactly is "not supported", never rounded
 *   <li>strings: {@code timestamp} when every value is ISO-8601 with an offset, else {@code string}
 *       (enums are not guessed: a sample cannot tell a closed set; nor are decimals in strings, as
 *       {@code "0007"} may be an id — a note says when every value was decimal text)
 *   <li>objects: records, one per place in the message, named for their field ({@code lastTrade} →
 *       {@code LastTrade}, list elements singular: {@code bids} → {@code Bid}); fields missing from
 *       some objects, or null in some, are optional
 *   <li>arrays: lists of their elements' type; a field whose arrays were all empty is a list of
 *       strings, said in a note; null elements are not supported
 *   <li>a field that is a number in one message and a string in another: not supported (no unions)
 * </ul>
 *
 * <p>Errors are {@link DynamicInputException}s with the line and column of the offending value.
 */
public final class SchemaInference {
  private static final Pattern DECIMAL_TEXT = Pattern.compile("-?\\d+\\.\\d+");

  /**
   * An inferred schema.
   *
   * @param schema the message schema
   * @param messages how many messages it was inferred from
   * @param layout how the file holds them, said to the user
   * @param notes choices the data could not decide, for the user to check (may be empty)
   */
  public record Result(RecordSchema schema, int messages, String layout, List<String> notes) {
    public Result {
      notes = List.copyOf(notes);
    }
  }

  private final List<String> notes = new ArrayList<>();
  private final Set<String> names = new HashSet<>();
  private JsonParser parser;

  private SchemaInference() {}

  /**
   * Infers the schema of every message {@code parser} holds.
   *
   * @param rootName the message record's name (e.g. from the file name)
   */
  public static Result infer(JsonParser parser, String rootName) throws IOException {
    SchemaInference inference = new SchemaInference();
    inference.parser = parser;
    MessageFile messages = new MessageFile(parser);
    Shape root = new Shape();
    while (messages.next()) {
      inference.observe(root, JsonToken.START_OBJECT, messages.messagePath());
    }
    if (messages.count() == 0) {
      throw messages.error("holds no messages (an empty array)");
    }
    FieldType type = inference.resolve(root, recordName(rootName), "");
    return new Result(type.record(), messages.count(), messages.layout().text, inference.notes);
  }

  private void observe(Shape shape, JsonToken token, String path) throws IOException {
    JsonLocation at = parser.currentTokenLocation();
    int line = at.getLineNr();
    int column = at.getColumnNr();
    switch (token) {
      case VALUE_NULL -> {
        shape.values++;
        shape.nulls++;
      }
      case VALUE_TRUE, VALUE_FALSE -> shape.saw(Shape.Json.BOOLEAN, line, column, path);
      case VALUE_STRING -> {
        shape.saw(Shape.Json.STRING, line, column, path);
        shape.strings++;
        if (Timestamps.isTimestamp(parser.getText())) {
          shape.timestampStrings++;
        } else if (DECIMAL_TEXT.matcher(parser.getText()).matches()) {
          shape.decimalStrings++;
          if (shape.firstDecimalString == null) {
            shape.firstDecimalString = parser.getText();
          }
        }
      }
      case VALUE_NUMBER_INT, VALUE_NUMBER_FLOAT -> number(shape, token, path, line, column);
      case START_OBJECT -> {
        shape.saw(Shape.Json.OBJECT, line, column, path);
        shape.objects++;
        while (parser.nextToken() == JsonToken.FIELD_NAME) {
          String name = parser.currentName();
          Shape field = shape.fields.computeIfAbsent(name, n -> new Shape());
          observe(field, parser.nextToken(), join(path, name));
        }
      }
      case START_ARRAY -> {
        shape.saw(Shape.Json.ARRAY, line, column, path);
        int index = 0;
        JsonToken element;
        while ((element = parser.nextToken()) != JsonToken.END_ARRAY) {
          if (shape.element == null) {
            shape.element = new Shape();
          }
          String at2 = path + "[" + index++ + "]";
          if (element == JsonToken.VALUE_NULL) {
            throw new DynamicInputException(
                parser.currentTokenLocation().getLineNr(),
                parser.currentTokenLocation().getColumnNr(),
                -1,
                at2,
                "not supported: null inside a list (list elements are never null)");
          }
          observe(shape.element, element, at2);
        }
      }
      default ->
          throw new DynamicInputException(line, column, -1, path, "unexpected JSON token " + token);
    }
  }

  private void number(Shape shape, JsonToken token, String path, int line, int column)
      throws IOException {
    shape.saw(Shape.Json.NUMBER, line, column, path);
    if (token == JsonToken.VALUE_NUMBER_INT
        && parser.getNumberType() != JsonParser.NumberType.BIG_INTEGER) {
      long value = parser.getLongValue();
      shape.beyondInt32 |= value < Integer.MIN_VALUE || value > Integer.MAX_VALUE;
      return;
    }
    BigDecimal value = parser.getDecimalValue();
    String why = DecimalValues.whyNot(value);
    if (why != null) {
      throw new DynamicInputException(line, column, -1, path, "not supported: " + why);
    }
    if (token == JsonToken.VALUE_NUMBER_INT) {
      shape.beyondInt64 = true;
    } else {
      shape.anyFraction = true;
    }
  }

  private FieldType resolve(Shape shape, String name, String path) {
    Shape.Json kind = shape.kind();
    if (kind == null) {
      notes.add(
          (path.isEmpty() ? "(message)" : path)
              + ": only null values; typed as an optional string — edit the schema if it is"
              + " something else");
      return FieldType.of(FieldKind.STRING);
    }
    return switch (kind) {
      case BOOLEAN -> FieldType.of(FieldKind.BOOLEAN);
      case STRING -> {
        if (shape.timestampStrings == shape.strings) {
          yield FieldType.of(FieldKind.TIMESTAMP);
        }
        if (shape.decimalStrings == shape.strings) {
          notes.add(
              path
                  + ": every value is decimal text (\""
                  + shape.firstDecimalString
                  + "\"); typed as string — make it"
                  + " \"decimal\" in the schema to carry it as an exact number (scale kept)");
        }
        yield FieldType.of(FieldKind.STRING);
      }
      case NUMBER -> {
        if (shape.anyFraction || shape.beyondInt64) {
          yield FieldType.of(FieldKind.DECIMAL);
        }
        yield FieldType.of(shape.beyondInt32 ? FieldKind.INT64 : FieldKind.INT32);
      }
      case OBJECT -> FieldType.recordOf(record(shape, name, path));
      case ARRAY -> {
        if (shape.element == null) {
          notes.add(
              path
                  + ": every array was empty; typed as a list of strings — edit the schema to"
                  + " give the element type");
          yield FieldType.listOf(FieldType.of(FieldKind.STRING));
        }
        yield FieldType.listOf(resolve(shape.element, singular(name), path + "[]"));
      }
    };
  }

  private RecordSchema record(Shape shape, String name, String path) {
    String recordName = unique(name);
    List<Field> fields = new ArrayList<>();
    for (Map.Entry<String, Shape> entry : shape.fields.entrySet()) {
      Shape field = entry.getValue();
      boolean optional = field.nulls > 0 || field.values < shape.objects;
      String fieldPath = join(path, entry.getKey());
      FieldType type = resolve(field, recordName(entry.getKey()), fieldPath);
      fields.add(new Field(entry.getKey(), type, optional || field.values == field.nulls));
    }
    return new RecordSchema(recordName, fields);
  }

  private String unique(String name) {
    String candidate = name;
    for (int n = 2; !names.add(candidate); n++) {
      candidate = name + n;
    }
    return candidate;
  }

  private static String join(String path, String name) {
    return path.isEmpty() ? name : path + "." + name;
  }

  /** A record name from a field or file name: letters, digits and _, starting upper case. */
  static String recordName(String name) {
    StringBuilder text = new StringBuilder();
    boolean upper = true;
    for (int i = 0; i < name.length(); i++) {
      char c = name.charAt(i);
      if (Character.isLetterOrDigit(c) && c < 128) {
        text.append(upper ? Character.toUpperCase(c) : c);
        upper = false;
      } else {
        upper = true; // order_book-v2 -> OrderBookV2
      }
    }
    if (text.isEmpty() || Character.isDigit(text.charAt(0))) {
      text.insert(0, "Record");
    }
    return text.toString();
  }

  /** {@code Bids} → {@code Bid}, {@code Entries} → {@code Entry}; others unchanged. */
  static String singular(String name) {
    String lower = name.toLowerCase(Locale.ROOT);
    if (lower.endsWith("ies") && name.length() > 4) {
      return name.substring(0, name.length() - 3) + "y";
    }
    if (lower.endsWith("s") && !lower.endsWith("ss") && name.length() > 3) {
      return name.substring(0, name.length() - 1);
    }
    return name + "Item";
  }
}
