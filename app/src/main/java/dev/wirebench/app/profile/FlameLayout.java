package dev.wirebench.app.profile;

import dev.wirebench.engine.profile.FrameTree;
import dev.wirebench.engine.profile.StackProfile;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.regex.Pattern;

/**
 * A profile laid out as a flame graph, ready to draw: every frame of the merged stacks as a box
 * with its depth (0: the root, {@code all}) and its span as a fraction of the root, children left
 * to right in name order. Immutable; built off the FX thread.
 */
public final class FlameLayout {
  /** What kind of code a frame is, for its colour. */
  public enum Kind {
    /** The codecs' and Wirebench's own code. */
    OWN,
    /** The JDK, JMH and libraries. */
    JAVA,
    /** Native code: the JVM, libc, the kernel. */
    NATIVE
  }

  /**
   * One frame.
   *
   * @param depth 0 for the root
   * @param start where it starts, as a fraction of the root
   * @param width its share of the root
   * @param name the frame
   * @param value its samples (or bytes)
   * @param kind what kind of code it is
   */
  public record Box(int depth, double start, double width, String name, long value, Kind kind) {
    /** Whether {@code other} lies within this box (it is this box or under it). */
    public boolean contains(Box other) {
      return other.depth >= depth
          && other.start >= start - 1e-12
          && other.start + other.width <= start + width + 1e-12;
    }
  }

  private final List<Box> boxes;
  private final int maxDepth;
  private final String unit;

  private FlameLayout(List<Box> boxes, String unit) {
    this.boxes = Collections.unmodifiableList(boxes);
    this.maxDepth = boxes.stream().mapToInt(Box::depth).max().orElse(0);
    this.unit = unit;
  }

  public static FlameLayout of(StackProfile profile) {
    List<Box> boxes = new ArrayList<>();
    FrameTree root = FrameTree.of(profile);
    add(boxes, root, 0, 0.0, Math.max(1, root.value()));
    return new FlameLayout(boxes, profile.event().valueUnit());
  }

  private static void add(List<Box> boxes, FrameTree node, int depth, double start, double total) {
    boxes.add(
        new Box(depth, start, node.value() / total, node.name(), node.value(), kind(node.name())));
    double x = start;
    for (FrameTree child : node.sortedChildren()) {
      add(boxes, child, depth + 1, x, total);
      x += child.value() / total;
    }
  }

  static Kind kind(String frame) {
    if (frame.startsWith("dev/wirebench/") || frame.startsWith("dev.wirebench.")) {
      return Kind.OWN;
    }
    boolean java = frame.contains("/") || frame.matches("^[a-z][\\w$]*(\\.[\\w$]+)+(_\\[j])?$");
    return java && !frame.contains("::") && !frame.endsWith("_[k]") ? Kind.JAVA : Kind.NATIVE;
  }

  /** Every box, parents before children. */
  public List<Box> boxes() {
    return boxes;
  }

  public Box root() {
    return boxes.get(0);
  }

  public int maxDepth() {
    return maxDepth;
  }

  /** {@code samples} or {@code bytes}. */
  public String unit() {
    return unit;
  }

  /** The share of the root held by frames matching {@code pattern} (nested matches once). */
  public double matchedShare(Pattern pattern) {
    double share = 0;
    Box covered = null;
    for (Box box : boxes) {
      if (covered != null && covered.contains(box)) {
        continue;
      }
      if (pattern.matcher(box.name()).find()) {
        share += box.width();
        covered = box;
      }
    }
    return share;
  }
}
