package dev.wirebench.engine.model.json;

import com.epam.deltix.dfp.Decimal64Utils;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonStreamContext;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import dev.wirebench.engine.model.DecimalText;
import dev.wirebench.engine.model.Decimals;
import dev.wirebench.engine.model.Timestamps;
import java.io.IOException;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Deque;

/**
 * A strict, located view of a Jackson parser: every read states what it expects, and every failure
 * becomes a {@link JsonInputException} naming the line, column, byte offset and JSON path.
 */
final class JsonCursor {
  private static final int SHOWN_TEXT = 40;

  private final JsonParser parser;
  private final DecimalText decimalText = new DecimalText();
  private final UnknownFieldSink unknownFields;

  JsonCursor(JsonParser parser, UnknownFieldSink unknownFields) {
    this.parser = parser;
    this.unknownFields = unknownFields;
  }

  /** Where unknown fields go, or null if they are errors. */
  UnknownFieldSink unknownFields() {
    return unknownFields;
  }

  /** 1-based line of the current token (-1 for binary input). */
  int line() {
    return parser.currentTokenLocation().getLineNr();
  }

  /** Byte offset of the current token (-1 for char input). */
  long offset() {
    return parser.currentTokenLocation().getByteOffset();
  }

  /** 1-based column of the current token (-1 for binary input). */
  int column() {
    return parser.currentTokenLocation().getColumnNr();
  }

  JsonToken next() {
    try {
      return parser.nextToken();
    } catch (StreamConstraintsException tooBig) {
      throw error("input exceeds a safety limit: " + tooBig.getOriginalMessage(), tooBig);
    } catch (JsonProcessingException malformed) {
      throw at(malformed.getLocation(), "malformed input: " + malformed.getOriginalMessage());
    } catch (IOException io) {
      throw error("could not read input: " + io.getMessage(), io);
    }
  }

  JsonToken token() {
    return parser.currentToken();
  }

  /**
   * Where the current token starts, as a key: the byte offset for byte input, else the char offset.
   * Type pre-scans and readers over the same input agree on it.
   */
  long objectKey() {
    JsonLocation location = parser.currentTokenLocation();
    return location.getByteOffset() >= 0 ? location.getByteOffset() : location.getCharOffset();
  }

  /** The current field name (at a FIELD_NAME token). */
  String fieldName() {
    try {
      return parser.currentName();
    } catch (IOException io) {
      throw error("could not read a field name: " + io.getMessage(), io);
    }
  }

  /** Skips the current value (and its children if an object or array). */
  void skipValue() {
    try {
      parser.skipChildren();
    } catch (IOException io) {
      throw error("could not skip a value: " + io.getMessage(), io);
    }
  }

  JsonInputException error(String problem) {
    return error(problem, null);
  }

  JsonInputException error(String problem, Throwable cause) {
    JsonLocation location = parser.currentTokenLocation();
    if (location == null || location == JsonLocation.NA) {
      location = parser.currentLocation();
    }
    return located(location, problem, cause);
  }

  private JsonInputException at(JsonLocation location, String problem) {
    return located(location == null ? parser.currentLocation() : location, problem, null);
  }

  private JsonInputException located(JsonLocation location, String problem, Throwable cause) {
    int line = location.getLineNr();
    int column = location.getColumnNr();
    long offset = location.getByteOffset();
    return new JsonInputException(line, column, offset, path(), problem, cause);
  }

  /** The current JSON path, e.g. {@code entries[3].price} (empty at the top level). */
  String path() {
    Deque<String> parts = new ArrayDeque<>();
    for (JsonStreamContext context = parser.getParsingContext();
        context != null && !context.inRoot();
        context = context.getParent()) {
      if (context.inObject() && context.getCurrentName() != null) {
        parts.push("." + context.getCurrentName());
      } else if (context.inArray() && context.getCurrentIndex() >= 0) {
        parts.push("[" + context.getCurrentIndex() + "]");
      }
    }
    String path = String.join("", parts);
    return path.startsWith(".") ? path.substring(1) : path;
  }

  /** What the current token is, for "found ..." in messages. */
  String found() {
    JsonToken token = parser.currentToken();
    if (token == null) {
      return "the end of the input";
    }
    return switch (token) {
      case START_OBJECT -> "an object";
      case START_ARRAY -> "an array";
      case END_OBJECT -> "the end of the object";
      case END_ARRAY -> "the end of the array";
      case FIELD_NAME -> "field \"" + shorten(fieldName()) + "\"";
      case VALUE_STRING -> "the string \"" + shorten(text()) + "\"";
      case VALUE_NUMBER_INT, VALUE_NUMBER_FLOAT -> "the number " + shorten(text());
      case VALUE_TRUE -> "true";
      case VALUE_FALSE -> "false";
      case VALUE_NULL -> "null";
      case VALUE_EMBEDDED_OBJECT -> "binary data";
      default -> token.toString();
    };
  }

  private static String shorten(String text) {
    return text.length() <= SHOWN_TEXT ? text : text.substring(0, SHOWN_TEXT) + "…";
  }

  private String text() {
    try {
      return parser.getText();
    } catch (IOException io) {
      throw error("could not read a value: " + io.getMessage(), io);
    }
  }

  JsonInputException expected(String what) {
    return error("expected " + what + ", found " + found());
  }

  void expect(JsonToken wanted, String what) {
    if (parser.currentToken() != wanted) {
      throw expected(what);
    }
  }

  boolean isNull() {
    return parser.currentToken() == JsonToken.VALUE_NULL;
  }

  /** A string value; null only if {@code optional} and the value is JSON null. */
  String string(boolean optional) {
    if (optional && isNull()) {
      return null;
    }
    expect(JsonToken.VALUE_STRING, "a string");
    return text();
  }

  long longValue() {
    if (parser.currentToken() != JsonToken.VALUE_NUMBER_INT) {
      throw expected("an integer");
    }
    try {
      return parser.getLongValue();
    } catch (IOException outOfRange) {
      throw error("expected a 64-bit integer, found " + found() + " (out of range)", outOfRange);
    }
  }

  /** An integer within {@code [min, max]}. */
  long longValue(long min, long max) {
    long value = longValue();
    if (value < min || value > max) {
      throw error("expected an integer in [" + min + ", " + max + "], found " + value);
    }
    return value;
  }

  boolean booleanValue() {
    JsonToken token = parser.currentToken();
    if (token == JsonToken.VALUE_TRUE) {
      return true;
    }
    if (token == JsonToken.VALUE_FALSE) {
      return false;
    }
    throw expected("true or false");
  }

  /** True, false, or null (absent). */
  Boolean optionalBoolean() {
    return isNull() ? null : booleanValue();
  }

  /** An exact decimal from a JSON number or string; null (JSON) gives {@link Decimals#NULL}. */
  long decimal(boolean optional) {
    if (optional && isNull()) {
      return Decimals.NULL;
    }
    JsonToken token = parser.currentToken();
    if (token == JsonToken.VALUE_STRING
        || token == JsonToken.VALUE_NUMBER_INT
        || token == JsonToken.VALUE_NUMBER_FLOAT) {
      long fast = plainDecimal();
      if (fast != Decimals.NULL) {
        return fast;
      }
    }
    BigDecimal value;
    try {
      if (token == JsonToken.VALUE_STRING) {
        value = new BigDecimal(text().trim());
      } else if (token == JsonToken.VALUE_NUMBER_INT || token == JsonToken.VALUE_NUMBER_FLOAT) {
        value = parser.getDecimalValue();
      } else {
        throw expected("a decimal (number or string)");
      }
    } catch (NumberFormatException | IOException notNumber) {
      throw error("expected a decimal (number or string), found " + found(), notNumber);
    }
    try {
      return Decimal64Utils.fromBigDecimalExact(value);
    } catch (ArithmeticException | IllegalArgumentException | IndexOutOfBoundsException inexact) {
      // IndexOutOfBounds: the library's packing overruns for exponents below decimal64's range
      // (1e-399 and smaller) instead of refusing them.
      throw error(
          "expected a decimal that fits decimal64 exactly (16 significant digits, exponent from"
              + " -398 to 369), found "
              + found(),
          inexact);
    }
  }

  /**
   * The common case without allocating: plain digits with an optional sign and point, at most 16
   * significant digits. Anything else (exponents, spaces, more digits, binary formats' numbers)
   * returns {@link Decimals#NULL} so the exact BigDecimal path decides.
   */
  private long plainDecimal() {
    char[] chars;
    int start;
    int length;
    try {
      if (!parser.hasTextCharacters() && parser.currentToken() != JsonToken.VALUE_STRING) {
        return Decimals.NULL;
      }
      chars = parser.getTextCharacters();
      start = parser.getTextOffset();
      length = parser.getTextLength();
    } catch (IOException e) {
      return Decimals.NULL;
    }
    DecimalText text = decimalText.reset();
    for (int i = start, end = start + length; i < end; i++) {
      if (text.accept(chars[i]) != DecimalText.Problem.NONE) {
        return Decimals.NULL;
      }
    }
    return text.finish() == DecimalText.Problem.NONE ? text.value() : Decimals.NULL;
  }

  /**
   * A timestamp: an ISO-8601 string with a zone and up to 9 fractional digits, or an epoch number
   * whose magnitude gives its unit (seconds below 1e11, milliseconds below 1e14, microseconds below
   * 1e17, nanoseconds above).
   */
  long timestamp(boolean optional) {
    if (optional && isNull()) {
      return Timestamps.NULL;
    }
    JsonToken token = parser.currentToken();
    if (token == JsonToken.VALUE_STRING) {
      String text = text();
      try {
        return Timestamps.fromInstant(Instant.parse(text.trim()));
      } catch (DateTimeParseException | ArithmeticException bad) {
        throw error(
            "expected an ISO-8601 timestamp with a zone, e.g. 2025-03-14T09:26:53.123456789Z,"
                + " found "
                + found(),
            bad);
      }
    }
    if (token == JsonToken.VALUE_NUMBER_INT || token == JsonToken.VALUE_NUMBER_FLOAT) {
      try {
        return EpochNumbers.toNanos(parser.getDecimalValue());
      } catch (IOException | ArithmeticException bad) {
        throw error("expected an epoch timestamp, found " + found() + " (out of range)", bad);
      }
    }
    throw expected("a timestamp (ISO-8601 string or epoch number)");
  }

  /** An enum constant by exact name; the error lists the allowed names. */
  <E extends Enum<E>> E enumValue(Class<E> type, boolean optional) {
    if (optional && isNull()) {
      return null;
    }
    E[] constants = type.getEnumConstants();
    if (parser.currentToken() == JsonToken.VALUE_STRING) {
      String text = text();
      for (E constant : constants) {
        if (constant.name().equals(text)) {
          return constant;
        }
      }
    }
    throw expected("one of " + Arrays.toString(constants));
  }

  /** Like {@link #enumValue(Class, boolean)}, also accepting an older spelling of one constant. */
  <E extends Enum<E>> E enumValue(Class<E> type, boolean optional, String oldName, E renamed) {
    if (parser.currentToken() == JsonToken.VALUE_STRING && oldName.equals(text())) {
      return renamed;
    }
    return enumValue(type, optional);
  }
}
