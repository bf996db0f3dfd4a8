package dev.wirebench.engine.model.json;

import com.fasterxml.jackson.databind.JsonNode;
import dev.wirebench.engine.model.Message;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The values of a decoded message by field path ({@code entries[3].price}), as field spans show
 * them: decimals plain, timestamps ISO-8601, enums by name, booleans true/false. Built from the
 * message's JSON tree; off the hot path.
 */
public final class ModelValues {
  private static final Pattern STEP = Pattern.compile("([^.\\[\\]]+)|\\[(\\d+)]");

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

  private JsonNode node(String path) {
    JsonNode node = tree;
    Matcher m = STEP.matcher(path);
    boolean any = false;
    while (m.find()) {
      if (node == null) {
        return null;
      }
      node = m.group(1) != null ? node.get(m.group(1)) : node.get(Integer.parseInt(m.group(2)));
      any = true;
    }
    return any ? node : null;
  }
}
