package dev.wirebench.app.inspect;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * One node of a decoded message tree, built from {@code MessageJson.toTree}: the field's name, its
 * path (the same paths the codecs' spans use), its value or a summary of its children.
 *
 * @param name what the tree shows, e.g. {@code price}, {@code [3]}, or the message type at the root
 * @param path field path, e.g. {@code entries[3].price}; empty for the message
 * @param value the value as span text (decimals plain), or null for an object or array
 * @param summary for objects and arrays, e.g. {@code TradeEntry · 6 fields}, {@code 20 items}
 * @param children fields or elements, in message order
 * @param ignored true for a field of the file that no model holds: loading skipped it, so no codec
 *     carries it; the tree shows it greyed with its location as the value
 */
public record FieldNode(
    String name,
    String path,
    String value,
    String summary,
    List<FieldNode> children,
    boolean ignored) {
  public FieldNode {
    children = List.copyOf(children);
  }

  /** A node of the decoded message (not an ignored field). */
  public FieldNode(
      String name, String path, String value, String summary, List<FieldNode> children) {
    this(name, path, value, summary, children, false);
  }

  /** This node with {@code extra} appended to its children. */
  FieldNode withChildren(List<FieldNode> extra) {
    List<FieldNode> all = new ArrayList<>(children);
    all.addAll(extra);
    return new FieldNode(name, path, value, summary, all, ignored);
  }

  /** The tree of a message's JSON mapping. */
  public static FieldNode of(JsonNode message) {
    String type = message.path("$type").asText("message");
    return build(type, "", message);
  }

  /** The tree of a message without a {@code $type} (a dynamic message), rooted at {@code name}. */
  public static FieldNode of(JsonNode message, String name) {
    return build(name, "", message);
  }

  private static FieldNode build(String name, String path, JsonNode node) {
    if (node.isObject()) {
      List<FieldNode> children = new ArrayList<>();
      for (Map.Entry<String, JsonNode> field : node.properties()) {
        children.add(
            build(field.getKey(), FieldPaths.child(path, field.getKey()), field.getValue()));
      }
      String type = node.path("$type").asText("");
      String count = children.size() + (children.size() == 1 ? " field" : " fields");
      return new FieldNode(
          name, path, null, type.isEmpty() ? count : type + " · " + count, children);
    }
    if (node.isArray()) {
      List<FieldNode> children = new ArrayList<>();
      for (int i = 0; i < node.size(); i++) {
        children.add(build("[" + i + "]", FieldPaths.element(path, i), node.get(i)));
      }
      return new FieldNode(
          name, path, null, node.size() + (node.size() == 1 ? " item" : " items"), children);
    }
    String text = node.isNumber() ? node.decimalValue().toPlainString() : node.asText();
    return new FieldNode(name, path, node.isNull() ? "null" : text, null, List.of());
  }

  /** The node at {@code path}, or null. */
  public FieldNode find(String target) {
    if (path.equals(target)) {
      return this;
    }
    for (FieldNode child : children) {
      if (target.startsWith(child.path)) {
        FieldNode found = child.find(target);
        if (found != null) {
          return found;
        }
      }
    }
    return null;
  }

  /**
   * The node at {@code path}, else at the nearest enclosing path that exists (the root at worst).
   */
  public FieldNode nearest(String target) {
    for (String p = target; p != null; p = FieldPaths.parent(p)) {
      FieldNode found = find(p);
      if (found != null) {
        return found;
      }
    }
    return this;
  }

  /** What the tree's value column shows: the value, or the summary. */
  public String display() {
    return value != null ? value : summary;
  }
}
