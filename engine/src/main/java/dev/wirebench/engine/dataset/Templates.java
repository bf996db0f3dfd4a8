package dev.wirebench.engine.dataset;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.MappingIterator;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * A fixture's messages as JSON objects, to vary: JSON objects one after another (NDJSON, or
 * pretty-printed objects), or arrays of them (as most bundled fixtures are written).
 */
public final class Templates {
  private static final ObjectMapper JSON = new ObjectMapper();

  private Templates() {}

  /**
   * The messages in {@code bytes}.
   *
   * @param source the file or fixture, for messages
   * @throws IllegalArgumentException naming the source, line and column of what is not a message
   */
  public static List<ObjectNode> read(byte[] bytes, String source) {
    List<ObjectNode> messages = new ArrayList<>();
    try (MappingIterator<JsonNode> values =
        JSON.readerFor(JsonNode.class).readValues(new String(bytes, StandardCharsets.UTF_8))) {
      while (values.hasNextValue()) {
        JsonNode value = values.nextValue();
        if (value.isArray()) {
          for (JsonNode element : value) {
            messages.add(object(element, source, "message " + (messages.size() + 1)));
          }
        } else {
          messages.add(object(value, source, "message " + (messages.size() + 1)));
        }
      }
    } catch (JsonProcessingException e) {
      JsonLocation at = e.getLocation();
      String where =
          at == null ? "" : " at line " + at.getLineNr() + ", column " + at.getColumnNr();
      throw new IllegalArgumentException(
          source + where + ": not JSON (" + e.getOriginalMessage() + ")", e);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read " + source, e);
    }
    if (messages.isEmpty()) {
      throw new IllegalArgumentException(source + ": no message (expected JSON objects)");
    }
    return messages;
  }

  private static ObjectNode object(JsonNode node, String source, String where) {
    if (!(node instanceof ObjectNode object)) {
      throw new IllegalArgumentException(
          source
              + ", "
              + where
              + ": expected a JSON object (a message), got "
              + node.getNodeType());
    }
    return object;
  }
}
