package dev.wirebench.engine.dynamic.json;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;

/**
 * The message objects of a JSON message file, in order: one object, an array of objects, or objects
 * one after another (NDJSON, or any whitespace between them). {@link #next()} stops on each
 * message's START_OBJECT; anything else where a message should be is a located error.
 */
public final class MessageFile {
  /** How the file holds its messages. */
  enum Layout {
    OBJECT("one JSON object"),
    ARRAY("a JSON array of objects"),
    SEQUENCE("JSON objects one after another (NDJSON)");

    final String text;

    Layout(String text) {
      this.text = text;
    }
  }

  private final JsonParser parser;
  private Layout layout;
  private int count;

  public MessageFile(JsonParser parser) {
    this.parser = parser;
  }

  /** Moves to the next message's START_OBJECT; false at the end of the messages. */
  public boolean next() throws IOException {
    JsonToken token = parser.nextToken();
    if (layout == null) {
      if (token == JsonToken.START_ARRAY) {
        layout = Layout.ARRAY;
        token = parser.nextToken();
      } else {
        layout = Layout.OBJECT;
      }
    } else if (layout == Layout.OBJECT && token == JsonToken.START_OBJECT) {
      layout = Layout.SEQUENCE;
    }
    if (layout == Layout.ARRAY && token == JsonToken.END_ARRAY) {
      if (parser.nextToken() != null) {
        throw error("expected the end of the file after the array of messages");
      }
      return false;
    }
    if (token == null && layout != Layout.ARRAY) {
      if (count == 0) {
        throw error("expected a JSON message object, found nothing");
      }
      return false;
    }
    if (token != JsonToken.START_OBJECT) {
      throw error(
          "expected a message object"
              + (layout == Layout.ARRAY ? " in the array" : "")
              + ", found "
              + (token == null ? "the end of the file" : describe(token)));
    }
    count++;
    return true;
  }

  private static String describe(JsonToken token) {
    return switch (token) {
      case START_ARRAY -> "an array";
      case VALUE_STRING -> "a string";
      case VALUE_NUMBER_INT, VALUE_NUMBER_FLOAT -> "a number";
      case VALUE_TRUE, VALUE_FALSE -> "a boolean";
      case VALUE_NULL -> "null";
      default -> token.name();
    };
  }

  /** How a file holds its messages, in words (reads the whole input). */
  public static String layoutOf(JsonParser parser) throws IOException {
    MessageFile file = new MessageFile(parser);
    while (file.next()) {
      parser.skipChildren();
    }
    return file.layout.text + ", " + file.count + " message" + (file.count == 1 ? "" : "s");
  }

  /** {@code bad}, from a reader of the current message, with the message's place in its path. */
  public DynamicInputException within(DynamicInputException bad) {
    String prefix = messagePath();
    String path =
        bad.path().isEmpty() ? prefix : prefix.isEmpty() ? bad.path() : prefix + "." + bad.path();
    return new DynamicInputException(
        bad.line(), bad.column(), bad.byteOffset(), path, bad.problem());
  }

  Layout layout() {
    return layout;
  }

  int count() {
    return count;
  }

  /** Which message (1-based) the stream stands on, for paths such as {@code [3].bids}. */
  String messagePath() {
    return layout == Layout.OBJECT ? "" : "[" + (count - 1) + "]";
  }

  DynamicInputException error(String problem) {
    JsonLocation at = parser.currentTokenLocation();
    return new DynamicInputException(
        at.getLineNr(), at.getColumnNr(), at.getByteOffset(), messagePath(), problem);
  }
}
