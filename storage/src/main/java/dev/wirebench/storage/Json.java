package dev.wirebench.storage;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
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
    fields(parse(json)).forEach(e -> values.put(e.getKey(), e.getValue().asText()));
    return values;
  }

  static String numbers(Map<String, Double> values) {
    ObjectNode node = MAPPER.createObjectNode();
    new TreeMap<>(values).forEach((k, v) -> putNumber(node, k, v));
    return node.toString();
  }

  static SortedMap<String, Double> numbers(String json) {
    SortedMap<String, Double> values = new TreeMap<>();
    fields(parse(json)).forEach(e -> values.put(e.getKey(), number(e.getValue())));
    return values;
  }

  static String percentiles(SortedMap<Double, Double> values) {
    ObjectNode node = MAPPER.createObjectNode();
    values.forEach((k, v) -> putNumber(node, Double.toString(k), v));
    return node.toString();
  }

  static SortedMap<Double, Double> percentiles(String json) {
    SortedMap<Double, Double> values = new TreeMap<>();
    fields(parse(json))
        .forEach(e -> values.put(Double.parseDouble(e.getKey()), number(e.getValue())));
    return values;
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
    parse(json).forEach(element -> values.add(number(element)));
    return values;
  }

  private static void putNumber(ObjectNode node, String key, Double value) {
    if (value == null || !Double.isFinite(value)) {
      node.putNull(key);
    } else {
      node.put(key, value);
    }
  }

  private static double number(JsonNode node) {
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

  private static Iterable<Map.Entry<String, JsonNode>> fields(JsonNode node) {
    return node.properties();
  }
}
