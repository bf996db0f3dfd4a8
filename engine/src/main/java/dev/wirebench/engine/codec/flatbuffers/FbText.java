package dev.wirebench.engine.codec.flatbuffers;

import dev.wirebench.engine.model.Reuse;
import java.nio.ByteBuffer;

/**
 * Strings read in place: the generated {@code xxxInByteBuffer(view)} accessors point a reused view
 * at a string's bytes, which are compared with the instance's current value; a String is only
 * created when the text changed.
 */
final class FbText {
  private ByteBuffer view;
  private byte[] src;
  private int start;

  void wrap(ByteBuffer view, byte[] src, int start) {
    this.view = view;
    this.src = src;
    this.start = start;
  }

  /** The payload offset of the string (its length prefix) the view was pointed at. */
  int offsetOf(ByteBuffer found) {
    return found.position() - 4 - start;
  }

  ByteBuffer view() {
    return view;
  }

  /** The string the view was pointed at (null if the field is absent), reusing {@code existing}. */
  String of(ByteBuffer found, String existing) {
    if (found == null) {
      return null;
    }
    return Reuse.utf8(existing, src, found.position(), found.remaining());
  }
}
