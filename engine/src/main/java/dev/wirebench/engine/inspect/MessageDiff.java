package dev.wirebench.engine.inspect;

import com.fasterxml.jackson.databind.JsonNode;
import dev.wirebench.engine.model.Message;
import dev.wirebench.engine.model.json.MessageJson;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Compares two messages field by field through their JSON trees. Decimals compare numerically
 * ({@code 1.50} equals {@code 1.5}); absent and present differ.
 */
public final class MessageDiff {
  private static final String ABSENT = "absent";

  private MessageDiff() {}

  /** The differing fields, in tree order; empty if the messages are equal. */
  public static List<FieldDiff> diff(Message expected, Message actual) {
    List<FieldDiff> diffs = new ArrayList<>();
    compare("", MessageJson.toTree(expected), MessageJson.toTree(actual), diffs);
    return diffs;
  }

  /** Compares two JSON trees in the message mapping. */
  public static List<FieldDiff> diff(JsonNode expected, JsonNode actual) {
    List<FieldDiff> diffs = new ArrayList<>();
    compare("", expected, actual, diffs);
    return diffs;
  }

  private static void compare(String path, JsonNode a, JsonNode b, List<FieldDiff> diffs) {
    if (a == null || b == null || a.isMissingNode() || b.isMissingNode()) {
      if (present(a) || present(b)) {
        diffs.add(new FieldDiff(path, text(a), text(b)));
      }
      return;
    }
    if (a.isObject() && b.isObject()) {
      Set<String> names = new LinkedHashSet<>();
      a.fieldNames().forEachRemaining(names::add);
      b.fieldNames().forEachRemaining(names::add);
      for (String name : names) {
        compare(path.isEmpty() ? name : path + "." + name, a.get(name), b.get(name), diffs);
      }
    } else if (a.isArray() && b.isArray()) {
      int n = Math.max(a.size(), b.size());
      for (int i = 0; i < n; i++) {
        compare(path + "[" + i + "]", a.get(i), b.get(i), diffs);
      }
    } else if (a.isNumber() && b.isNumber()) {
      if (a.decimalValue().compareTo(b.decimalValue()) != 0) {
        diffs.add(new FieldDiff(path, text(a), text(b)));
      }
    } else if (!a.equals(b)) {
      diffs.add(new FieldDiff(path, text(a), text(b)));
    }
  }

  private static boolean present(JsonNode node) {
    return node != null && !node.isMissingNode();
  }

  private static String text(JsonNode node) {
    if (!present(node)) {
      return ABSENT;
    }
    if (node.isContainerNode()) {
      return node.isArray() ? "[" + node.size() + " items]" : "{" + count(node) + " fields}";
    }
    return node.isNumber() ? node.decimalValue().toPlainString() : node.asText();
  }

  private static int count(JsonNode node) {
    int n = 0;
    for (Iterator<String> it = node.fieldNames(); it.hasNext(); it.next()) {
      n++;
    }
    return n;
  }
}
