package dev.wirebench.engine.codec.sbe;

/**
 * The field path being written or read ({@code legs[2].price}) as a stack of names and entry
 * indices, turned into text only when an error or a span needs it — so walking a message builds no
 * strings. Not thread-safe.
 */
final class SbePath {
  private String[] names = new String[16];
  private int[] indices = new int[16];
  private int depth;

  void reset() {
    depth = 0;
  }

  void push(String name) {
    if (depth == names.length) {
      names = java.util.Arrays.copyOf(names, depth * 2);
      indices = java.util.Arrays.copyOf(indices, depth * 2);
    }
    names[depth] = name;
    indices[depth] = -1;
    depth++;
  }

  void pop() {
    depth--;
  }

  /** Marks the innermost name as entry {@code k} of a group. */
  void index(int k) {
    indices[depth - 1] = k;
  }

  void unindex() {
    indices[depth - 1] = -1;
  }

  String text() {
    StringBuilder text = new StringBuilder();
    for (int i = 0; i < depth; i++) {
      if (i > 0) {
        text.append('.');
      }
      text.append(names[i]);
      if (indices[i] >= 0) {
        text.append('[').append(indices[i]).append(']');
      }
    }
    return text.toString();
  }
}
