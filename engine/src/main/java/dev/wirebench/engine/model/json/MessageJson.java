package dev.wirebench.engine.model.json;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.util.TokenBuffer;
import dev.wirebench.engine.model.Message;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;

/** Off-hot-path conveniences: messages to and from JSON text and trees. Thread-safe. */
public final class MessageJson {
  private static final ObjectMapper MAPPER =
      new ObjectMapper().enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS);
  private static final JsonFactory FACTORY = MAPPER.getFactory();

  private MessageJson() {}

  /** Pretty-printed JSON in Wirebench's mapping (the fixture format). */
  public static String toJson(Message message) {
    StringWriter out = new StringWriter();
    try (JsonGenerator gen = FACTORY.createGenerator(out)) {
      gen.useDefaultPrettyPrinter();
      new MessageJsonWriter(gen, false).write(message);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return out.toString();
  }

  /** The message as a JSON tree (decimals as exact numbers), for display and field diffs. */
  public static JsonNode toTree(Message message) {
    try (TokenBuffer buffer = new TokenBuffer(MAPPER, false)) {
      buffer.forceUseOfBigDecimal(true);
      new MessageJsonWriter(buffer, true).write(message);
      try (JsonParser parser = buffer.asParser(MAPPER)) {
        return MAPPER.readTree(parser);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * The value at a field path such as {@code entries[3].price} in a tree from {@link #toTree}, as
   * span text (decimals plain), or null if the path names no value.
   */
  public static String valueAt(JsonNode tree, String path) {
    JsonNode node = tree;
    int i = 0;
    while (node != null && i < path.length()) {
      char c = path.charAt(i);
      if (c == '.') {
        i++;
      } else if (c == '[') {
        int close = path.indexOf(']', i);
        if (close < 0) {
          return null;
        }
        node = node.get(Integer.parseInt(path.substring(i + 1, close)));
        i = close + 1;
      } else {
        int end = i;
        while (end < path.length() && path.charAt(end) != '.' && path.charAt(end) != '[') {
          end++;
        }
        node = node.get(path.substring(i, end));
        i = end;
      }
    }
    if (node == null || node.isContainerNode() || path.isEmpty()) {
      return null;
    }
    return node.isNumber() ? node.decimalValue().toPlainString() : node.asText();
  }

  /** Parses one message written by {@link #toJson} ({@code $type} first). */
  public static Message fromJson(String json) {
    try (JsonParser parser = FACTORY.createParser(json)) {
      MessageJsonReader reader = MessageJsonReader.forPayload(parser);
      reader.next();
      return reader.read(null);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
