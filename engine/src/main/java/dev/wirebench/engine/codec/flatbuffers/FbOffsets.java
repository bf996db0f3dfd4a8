package dev.wirebench.engine.codec.flatbuffers;

import com.google.flatbuffers.FlatBufferBuilder;
import java.util.Arrays;

/**
 * A reused stack of table offsets waiting to become a vector, so building vectors of tables
 * (nested, for FIX groups) allocates no {@code int[]} per vector as the generated {@code
 * createXxxVector(builder, int[])} helpers would.
 */
final class FbOffsets {
  private int[] stack = new int[64];
  private int size;

  void clear() {
    size = 0;
  }

  int size() {
    return size;
  }

  void push(int offset) {
    if (size == stack.length) {
      stack = Arrays.copyOf(stack, size * 2);
    }
    stack[size++] = offset;
  }

  /**
   * Adds the offsets pushed since {@code mark} to the vector just started (last first, as
   * FlatBuffers builds back to front), ends the vector and pops them.
   */
  int popVector(FlatBufferBuilder builder, int mark) {
    for (int i = size - 1; i >= mark; i--) {
      builder.addOffset(stack[i]);
    }
    size = mark;
    return builder.endVector();
  }
}
