package dev.wirebench.storage;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * The small JSON columns (params, percentiles, secondary metrics, environment): maps to and from
 * text. NaN is written as null and read back as NaN, since JSON has no NaN.
 */
final class Json {
  static final ObjectMapper MAPPER = new ObjectMapper();

  private Json() {}

  static String strings(Map<String, String> values) {
    ObjectNode node = MAPPER.createObjectNode();
    new TreeMap<>(values).forEach(node::put);
    return node.toString();
  }

  static SortedMap<String, String> strings(String json) {
    SortedMap<String, String> values = new TreeMap<>();
    flat(json, (key, parser) -> values.put(key, parser.getValueAsString()));
    return values;
  }

  static String numbers(Map<String, Double> values) {
    ObjectNode node = MAPPER.createObjectNode();
    new TreeMap<>(values).forEach((k, v) -> putNumber(node, k, v));
    return node.toString();
  }

  static SortedMap<String, Double> numbers(String json) {
    SortedMap<String, Double> values = new TreeMap<>();
    flat(json, (key, parser) -> values.put(key, number(parser)));
    return values;
  }

  static String percentiles(SortedMap<Double, Double> values) {
    ObjectNode node = MAPPER.createObjectNode();
    values.forEach((k, v) -> putNumber(node, Double.toString(k), v));
    return node.toString();
  }

  static SortedMap<Double, Double> percentiles(String json) {
    SortedMap<Double, Double> values = new TreeMap<>();
    flat(json, (key, parser) -> values.put(Double.parseDouble(key), number(parser)));
    return values;
  }

  /** A value of a flat object, handed over with the parser on it. */
  private interface Field {
    void accept(String key, JsonParser parser) throws IOException;
  }

  /**
   * Streams a flat JSON object's fields (the stored columns are flat objects; streaming skips the
   * tree, which matters when a comparison reads thousands of rows).
   */
  private static void flat(String json, Field field) {
    if (json == null || json.isEmpty() || json.equals("{}")) {
      return;
    }
    try (JsonParser parser = MAPPER.getFactory().createParser(json)) {
      if (parser.nextToken() != JsonToken.START_OBJECT) {
        throw new StorageException("reading a JSON column: expected an object: " + json);
      }
      while (parser.nextToken() == JsonToken.FIELD_NAME) {
        String key = parser.currentName();
        if (parser.nextToken().isStructStart()) {
          parser.skipChildren(); // the columns are flat; a nested value is not ours to read
        } else {
          field.accept(key, parser);
        }
      }
    } catch (IOException e) {
      throw new StorageException("reading a JSON column: " + e.getMessage(), e);
    }
  }

  private static double number(JsonParser parser) throws IOException {
    return parser.currentToken().isNumeric() ? parser.getDoubleValue() : Double.NaN;
  }

  static String doubles(List<Double> values) {
    ArrayNode node = MAPPER.createArrayNode();
    for (Double value : values) {
      if (value == null || !Double.isFinite(value)) {
        node.addNull();
      } else {
        node.add(value);
      }
    }
    return node.toString();
  }

  static List<Double> doubles(String json) {
    List<Double> values = new ArrayList<>();
    parse(json).forEach(element -> values.add(numberOf(element)));
    return values;
  }

  private static void putNumber(ObjectNode node, String key, Double value) {
    if (value == null || !Double.isFinite(value)) {
      node.putNull(key);
    } else {
      node.put(key, value);
    }
  }

  private static double numberOf(JsonNode node) {
    return node.isNumber() ? node.doubleValue() : Double.NaN;
  }

  static JsonNode parse(String json) {
    if (json == null || json.isBlank()) {
      return MAPPER.createObjectNode();
    }
    try {
      return MAPPER.readTree(json);
    } catch (JsonProcessingException e) {
      throw new StorageException("reading a JSON column: " + e.getOriginalMessage(), e);
    }
  }
}
