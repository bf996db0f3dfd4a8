package dev.wirebench.engine.profile;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** A profile's stacks merged into a tree, root first: what a flame graph draws. */
public final class FrameTree {
  private final String name;
  private long value;
  private final Map<String, FrameTree> children = new LinkedHashMap<>();

  private FrameTree(String name) {
    this.name = name;
  }

  /** The tree of {@code profile}, under a root named {@code all}. */
  public static FrameTree of(StackProfile profile) {
    FrameTree root = new FrameTree("all");
    for (StackProfile.Stack stack : profile.stacks()) {
      root.value += stack.value();
      FrameTree node = root;
      for (String frame : stack.frames()) {
        node = node.children.computeIfAbsent(frame, FrameTree::new);
        node.value += stack.value();
      }
    }
    return root;
  }

  public String name() {
    return name;
  }

  public long value() {
    return value;
  }

  public Collection<FrameTree> children() {
    return children.values();
  }

  /** How many nodes the tree has, root included. */
  public int size() {
    int n = 1;
    for (FrameTree child : children.values()) {
      n += child.size();
    }
    return n;
  }

  /** The children in name order, as a flame graph lays them out left to right. */
  public List<FrameTree> sortedChildren() {
    List<FrameTree> sorted = new ArrayList<>(children.values());
    sorted.sort((x, y) -> x.name.compareTo(y.name));
    return sorted;
  }
}
