package dev.wirebench.engine.codec;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.wirebench.engine.model.Message;
import dev.wirebench.engine.model.json.MessageJson;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Assertions every codec's field spans must satisfy. */
public final class SpanChecks {
  private static final Pattern STEP = Pattern.compile("([^.\\[\\]]+)|\\[(\\d+)]");

  private SpanChecks() {}

  /** Every leaf, depth first. */
  public static List<FieldSpan> leaves(List<FieldSpan> spans) {
    List<FieldSpan> out = new ArrayList<>();
    for (FieldSpan span : spans) {
      if (span.isLeaf()) {
        out.add(span);
      } else {
        out.addAll(leaves(span.children()));
      }
    }
    return out;
  }

  /** Leaves cover [0, length) exactly: no gap, no overlap, nothing out of bounds. */
  public static void assertTiles(List<FieldSpan> spans, int length, String context) {
    List<FieldSpan> leaves = new ArrayList<>(leaves(spans));
    leaves.sort(Comparator.comparingInt(FieldSpan::offset));
    int expected = 0;
    for (FieldSpan leaf : leaves) {
      assertThat(leaf.length()).as("%s: empty leaf %s", context, leaf).isPositive();
      assertThat(leaf.offset())
          .as(
              "%s: leaf %s starts at %d, expected %d (gap or overlap)",
              context, leaf.path(), leaf.offset(), expected)
          .isEqualTo(expected);
      expected = leaf.end();
    }
    assertThat(expected)
        .as("%s: leaves end at %d of %d bytes", context, expected, length)
        .isEqualTo(length);
    assertGroupsContainChildren(spans, context);
  }

  private static void assertGroupsContainChildren(List<FieldSpan> spans, String context) {
    for (FieldSpan span : spans) {
      for (FieldSpan child : span.children()) {
        assertThat(child.offset() >= span.offset() && child.end() <= span.end())
            .as("%s: child %s outside group %s", context, child, span.path())
            .isTrue();
      }
      assertGroupsContainChildren(span.children(), context);
    }
  }

  /**
   * Every value leaf with a model path (not in parentheses) names a field of the message and shows
   * its value. Returns how many value spans were checked.
   */
  public static int assertValuesMatch(List<FieldSpan> spans, Message message, String context) {
    JsonNode tree = MessageJson.toTree(message);
    int checked = 0;
    for (FieldSpan leaf : leaves(spans)) {
      if (leaf.kind() != SpanKind.VALUE || leaf.path().startsWith("(")) {
        continue;
      }
      JsonNode node = resolve(tree, leaf.path());
      assertThat(node)
          .as("%s: value span path %s is not a field of the message", context, leaf.path())
          .isNotNull();
      assertThat(leaf.value())
          .as("%s: value span %s has no value text", context, leaf.path())
          .isNotNull();
      assertThat(sameValue(node, leaf.value()))
          .as(
              "%s: span %s shows %s but the message holds %s",
              context, leaf.path(), leaf.value(), node)
          .isTrue();
      checked++;
    }
    return checked;
  }

  /** The node at a path like {@code entries[3].price}, or null. */
  public static JsonNode resolve(JsonNode tree, String path) {
    JsonNode node = tree;
    Matcher m = STEP.matcher(path);
    int consumed = 0;
    while (m.find()) {
      if (node == null) {
        return null;
      }
      node = m.group(1) != null ? node.get(m.group(1)) : node.get(Integer.parseInt(m.group(2)));
      consumed = m.end();
    }
    return consumed == 0 ? null : node;
  }

  private static boolean sameValue(JsonNode node, String text) {
    if (node.isNumber()) {
      try {
        return node.decimalValue().compareTo(new BigDecimal(text)) == 0;
      } catch (NumberFormatException notNumber) {
        return false;
      }
    }
    return node.asText().equals(text);
  }
}
