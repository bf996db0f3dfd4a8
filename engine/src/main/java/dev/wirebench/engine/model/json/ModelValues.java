package dev.wirebench.engine.model.json;

import com.fasterxml.jackson.databind.JsonNode;
import dev.wirebench.engine.model.Message;

/**
 * The values of a decoded message by field path ({@code entries[3].price}), as field spans show
 * them: decimals plain, timestamps ISO-8601, enums by name, booleans true/false. Built from the
 * message's JSON tree; off the hot path.
 */
public final class ModelValues {
  private final JsonNode tree;

  public ModelValues(Message message) {
    this.tree = MessageJson.toTree(message);
  }

  /** The value at {@code path} as span text, or null if the message has no such (present) field. */
  public String text(String path) {
    JsonNode node = node(path);
    if (node == null || node.isNull() || node.isContainerNode()) {
      return null;
    }
    return node.isNumber() ? node.decimalValue().toPlainString() : node.asText();
  }

  /** Whether the message has a field at {@code path}, whatever its kind. */
  public boolean has(String path) {
    return node(path) != null;
  }

  /**
   * The node at {@code path}: names ({@code entries}) and indexes ({@code [3]}) in any order, dots
   * between them skipped. Walked by hand, not by a regular expression: describing a 40-level book
   * looks up every span's value, and the matcher's groups were a tenth of an inspection's time.
   */
  private JsonNode node(String path) {
    JsonNode node = tree;
    boolean any = false;
    int at = 0;
    int length = path.length();
    while (at < length) {
      char c = path.charAt(at);
      if (c == '.' || c == ']') {
        at++;
        continue;
      }
      int end;
      if (c == '[') {
        end = digitsFrom(path, at + 1);
        if (end == at + 1 || end == length || path.charAt(end) != ']') {
          at++; // a '[' that opens no index is skipped, like any other separator
          continue;
        }
      } else {
        end = nameEnd(path, at);
      }
      if (node == null) {
        return null;
      }
      node =
          c == '['
              ? node.get(Integer.parseInt(path, at + 1, end, 10))
              : node.get(path.substring(at, end));
      any = true;
      at = c == '[' ? end + 1 : end;
    }
    return any ? node : null;
  }

  private static int digitsFrom(String path, int from) {
    int at = from;
    while (at < path.length() && path.charAt(at) >= '0' && path.charAt(at) <= '9') {
      at++;
    }
    return at;
  }

  private static int nameEnd(String path, int from) {
    int at = from;
    while (at < path.length() && ".[]".indexOf(path.charAt(at)) < 0) {
      at++;
    }
    return at;
  }
}
