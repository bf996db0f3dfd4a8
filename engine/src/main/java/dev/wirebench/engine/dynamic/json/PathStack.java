package dev.wirebench.engine.dynamic.json;

import java.util.Arrays;

/**
 * Where a reader is in a message, kept as a stack of field names and list indexes and turned into
 * text ({@code bids[2].size}) only when an error needs it, so reading allocates no paths.
 */
final class PathStack {
  private String[] names = new String[16];
  private int[] indexes = new int[16];
  private int depth;

  void reset() {
    depth = 0;
  }

  void pushField(String name) {
    ensure();
    names[depth] = name;
    indexes[depth++] = -1;
  }

  void pushIndex(int index) {
    ensure();
    names[depth] = null;
    indexes[depth++] = index;
  }

  /** Replaces the top entry's index (the next element of a list). */
  void setIndex(int index) {
    indexes[depth - 1] = index;
  }

  void pop() {
    depth--;
  }

  private void ensure() {
    if (depth == names.length) {
      names = Arrays.copyOf(names, depth * 2);
      indexes = Arrays.copyOf(indexes, depth * 2);
    }
  }

  String text() {
    StringBuilder text = new StringBuilder();
    for (int i = 0; i < depth; i++) {
      if (indexes[i] >= 0) {
        text.append('[').append(indexes[i]).append(']');
      } else {
        if (!text.isEmpty()) {
          text.append('.');
        }
        text.append(names[i]);
      }
    }
    return text.toString();
  }
}
