package dev.wirebench.engine.codec.quickfixj;

import dev.wirebench.engine.codec.CodecException;

/** Errors located in the FIX text: the byte offset of a tag's field, and the model path. */
final class QfjErrors {
  private QfjErrors() {}

  /** A problem with tag {@code tag} (its first occurrence) or, for tag 0, with the whole text. */
  static CodecException at(String text, int tag, String path, String problem) {
    return new CodecException(QuickfixCodec.ID, offsetOf(text, tag), path, problem);
  }

  /** Where {@code tag=} first starts in the text, or -1. */
  static int offsetOf(String text, int tag) {
    if (text == null || tag <= 0) {
      return -1;
    }
    String field = tag + "=";
    if (text.startsWith(field)) {
      return 0;
    }
    int at = text.indexOf('\u0001' + field);
    return at < 0 ? -1 : at + 1;
  }
}
