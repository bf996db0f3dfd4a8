package dev.wirebench.engine.codec.sbe;

import dev.wirebench.engine.codec.SpanKind;
import dev.wirebench.engine.model.FixField;
import dev.wirebench.engine.model.FixGroup;
import dev.wirebench.engine.model.FixMessage;
import dev.wirebench.engine.model.Message;
import dev.wirebench.engine.model.json.ModelValues;
import java.util.ArrayList;
import java.util.List;

/**
 * Where the schema's fields sit in the model: mostly the same names, except the parts of the schema
 * that are SBE's answer to what it cannot express (the superset entry block, the absent-string
 * bits, the 0-or-1 last-trade group, the flat FIX node list).
 */
final class SbePaths {
  /** A model path and what kind of span its bytes are. */
  record Leaf(String path, SpanKind kind) {}

  /** The repeating-group element being walked; {@code prefix} is its model path. */
  record Scope(String group, int index, String prefix) {
    static final Scope ROOT = new Scope(null, -1, "");

    String child(String name) {
      return prefix.isEmpty() ? name : prefix + "." + name;
    }
  }

  private final ModelValues values;
  private final List<String> fixNodes = new ArrayList<>();

  SbePaths(Message decoded, ModelValues values) {
    this.values = values;
    if (decoded instanceof FixMessage fix) {
      preOrder(fix.getFields(), "fields");
    }
  }

  private void preOrder(List<FixField> fields, String list) {
    for (int i = 0; i < fields.size(); i++) {
      String field = list + "[" + i + "]";
      fixNodes.add(field);
      List<FixGroup> groups = fields.get(i).getGroups();
      for (int g = 0; g < groups.size(); g++) {
        String instance = field + ".groups[" + g + "]";
        fixNodes.add(instance);
        preOrder(groups.get(g).getFields(), instance + ".fields");
      }
    }
  }

  /** The scope of element {@code index} of group {@code group}. */
  Scope element(Scope parent, String group, int index, String metadataKey) {
    String prefix =
        switch (group) {
          case "lastTrade" -> "lastTrade";
          case "metadata" -> "metadata." + metadataKey;
          case "fields" -> index < fixNodes.size() ? fixNodes.get(index) : "fields?" + index;
          default -> parent.child(group) + "[" + index + "]";
        };
    return new Scope(group, index, prefix);
  }

  /** The path and kind of block field {@code name} in {@code scope}. */
  Leaf field(Scope scope, String name) {
    String path = scope.child(name);
    if (name.equals("absent")) {
      return new Leaf("(" + path + ")", SpanKind.HEADER);
    }
    if ("entries".equals(scope.group())) {
      boolean trade = "TradeEntry".equals(values.text(scope.child("$type")));
      return switch (name) {
        case "kind" -> new Leaf(scope.child("$type"), SpanKind.HEADER);
        case "side" -> new Leaf(trade ? "(" + path + ")" : path, SpanKind.VALUE);
        case "aggressor" ->
            new Leaf(trade ? scope.child("side") : "(" + path + ")", SpanKind.VALUE);
        default -> new Leaf(path, SpanKind.VALUE);
      };
    }
    if ("fields".equals(scope.group())) {
      boolean instance = scope.prefix().endsWith("]") && isInstance(scope.prefix());
      return switch (name) {
        case "tag" -> new Leaf(instance ? "(" + scope.prefix() + " tag)" : path, SpanKind.VALUE);
        case "node" -> new Leaf("(" + scope.prefix() + " node)", SpanKind.HEADER);
        default -> new Leaf("(" + scope.prefix() + " " + name + ")", SpanKind.LENGTH);
      };
    }
    return new Leaf(path, SpanKind.VALUE);
  }

  /** The path and kind of var-data field {@code name} in {@code scope}. */
  Leaf varData(Scope scope, String name) {
    if ("metadata".equals(scope.group())) {
      return new Leaf(scope.prefix(), name.equals("key") ? SpanKind.TAG : SpanKind.VALUE);
    }
    if ("fields".equals(scope.group()) && !values.has(scope.child(name))) {
      return new Leaf("(" + scope.prefix() + " " + name + ")", SpanKind.VALUE);
    }
    return new Leaf(scope.child(name), SpanKind.VALUE);
  }

  private static boolean isInstance(String prefix) {
    int groups = prefix.lastIndexOf(".groups[");
    int fields = prefix.lastIndexOf(".fields[");
    return groups >= 0 && groups > fields;
  }
}
