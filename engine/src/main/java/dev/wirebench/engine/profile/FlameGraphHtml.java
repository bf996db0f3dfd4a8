package dev.wirebench.engine.profile;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A flame graph as one self-contained HTML page (no scripts, fonts or styles from the network):
 * frames root at the bottom, width by value, children in name order; click a frame to zoom to it
 * (click the root to zoom out), hover for its value and share, and a search box that highlights
 * matching frames (a regular expression or plain text) and says what share they hold. A
 * differential page colours each frame by its change in share: red grew, blue shrank.
 */
public final class FlameGraphHtml {
  private FlameGraphHtml() {}

  /** The page of {@code profile} titled {@code title}. */
  public static String of(String title, StackProfile profile) {
    return page(title, FrameTree.of(profile), profile.event().valueUnit(), Map.of());
  }

  /**
   * The page of {@code b} coloured by each frame's change in total share from A ({@link
   * ProfileDiff}).
   */
  public static String differential(String title, StackProfile b, ProfileDiff.Result diff) {
    Map<String, Double> delta = new HashMap<>();
    diff.movers().forEach(m -> delta.put(m.frame(), m.delta()));
    return page(title, FrameTree.of(ProfileDiff.normalized(b)), b.event().valueUnit(), delta);
  }

  private static String page(String title, FrameTree tree, String unit, Map<String, Double> delta) {
    Map<String, Integer> names = new HashMap<>();
    StringBuilder nameList = new StringBuilder("[");
    StringBuilder nodes = new StringBuilder();
    encode(tree, names, nameList, nodes);
    nameList.append(']');
    StringBuilder deltas = new StringBuilder("{");
    delta.forEach(
        (frame, d) -> {
          Integer id = names.get(frame);
          if (id != null) {
            deltas.append(deltas.length() > 1 ? "," : "").append(id).append(':').append(d);
          }
        });
    deltas.append('}');
    return template()
        .replace("@TITLE@", html(title))
        .replace("@UNIT@", js(unit))
        .replace("@NAMES@", nameList)
        .replace("@TREE@", nodes)
        .replace("@DELTA@", deltas);
  }

  /** A node as [nameId, value, child, child, ...], names interned into {@code nameList}. */
  private static void encode(
      FrameTree node, Map<String, Integer> names, StringBuilder nameList, StringBuilder out) {
    Integer id = names.get(node.name());
    if (id == null) {
      id = names.size();
      names.put(node.name(), id);
      nameList.append(id == 0 ? "" : ",").append(js(node.name()));
    }
    out.append('[').append(id).append(',').append(node.value());
    List<FrameTree> children = node.sortedChildren();
    for (FrameTree child : children) {
      out.append(',');
      encode(child, names, nameList, out);
    }
    out.append(']');
  }

  static String js(String text) {
    StringBuilder out = new StringBuilder("\"");
    for (char c : text.toCharArray()) {
      if (c == '"' || c == '\\') {
        out.append('\\').append(c);
      } else if (c < 0x20 || c == '<' || c == '>' || c == '&' || c == 0x2028 || c == 0x2029) {
        out.append(String.format("\\u%04x", (int) c));
      } else {
        out.append(c);
      }
    }
    return out.append('"').toString();
  }

  static String html(String text) {
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
  }

  private static String template() {
    try (var in = FlameGraphHtml.class.getResourceAsStream("flamegraph.html")) {
      if (in == null) {
        throw new IllegalStateException("flamegraph.html is missing from the jar");
      }
      return new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
    } catch (java.io.IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }
}
