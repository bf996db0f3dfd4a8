package dev.wirebench.app.inspect;

import dev.wirebench.engine.fixture.IgnoredField;
import dev.wirebench.engine.fixture.LoadedFixture;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Puts the fields loading skipped back into a decoded message tree, as greyed leaves under the
 * object they appeared in, so the user sees what the file held that no codec carries and where.
 */
final class IgnoredTree {
  private IgnoredTree() {}

  /** {@code tree} (message {@code index} of {@code fixture}) with its ignored fields added. */
  static FieldNode with(FieldNode tree, LoadedFixture fixture, int index) {
    Map<String, List<FieldNode>> byParent = new LinkedHashMap<>();
    for (IgnoredField field : fixture.ignored()) {
      for (IgnoredField.Place place : field.places()) {
        String path = inMessage(place.path(), index, fixture.messages().size());
        if (path != null) {
          byParent
              .computeIfAbsent(parentOf(path), key -> new ArrayList<>())
              .add(
                  new FieldNode(
                      field.field(),
                      path,
                      "ignored · line "
                          + place.line()
                          + ", column "
                          + place.column()
                          + " · not part of "
                          + field.typeName(),
                      null,
                      List.of(),
                      true));
        }
      }
    }
    return byParent.isEmpty() ? tree : attach(tree, byParent);
  }

  /**
   * The path inside message {@code index}: a file holding an array of messages prefixes paths with
   * {@code [i].}; a file holding one message does not. Null if the place is in another message.
   */
  private static String inMessage(String path, int index, int messages) {
    String prefix = "[" + index + "].";
    if (path.startsWith(prefix)) {
      return path.substring(prefix.length());
    }
    return path.startsWith("[") || messages > 1 ? null : path;
  }

  private static String parentOf(String path) {
    int dot = path.lastIndexOf('.');
    return dot < 0 ? "" : path.substring(0, dot);
  }

  private static FieldNode attach(FieldNode node, Map<String, List<FieldNode>> byParent) {
    List<FieldNode> children = new ArrayList<>();
    for (FieldNode child : node.children()) {
      children.add(
          child.children().isEmpty() && !byParent.containsKey(child.path())
              ? child
              : attach(child, byParent));
    }
    FieldNode rebuilt =
        new FieldNode(node.name(), node.path(), node.value(), node.summary(), children);
    List<FieldNode> extra = byParent.get(node.path());
    return extra == null ? rebuilt : rebuilt.withChildren(extra);
  }
}
