package dev.wirebench.engine.codec.fory;

import dev.wirebench.engine.codec.FieldSpan;
import dev.wirebench.engine.codec.SpanKind;
import java.util.ArrayList;
import java.util.List;

/**
 * The coarse spans of a Fory payload already known to decode: Fory's header bitmap, the root's
 * reference flag, its type (an internal type tag and the registered id, a varint), then the root's
 * fields as one span.
 */
final class ForySpans {
  /** Header bitmap, reference flag, internal type tag. */
  private static final int FIXED_PREFIX = 3;

  /** The reference flag of a non-null object written without reference tracking. */
  private static final byte NOT_NULL_VALUE = (byte) 0xff;

  private ForySpans() {}

  static List<FieldSpan> of(byte[] src, int offset, int length, String typeName) {
    List<FieldSpan> spans = new ArrayList<>();
    if (length <= FIXED_PREFIX || src[offset + 1] != NOT_NULL_VALUE) {
      // not the layout below (a future Fory version?): say so rather than guess
      spans.add(FieldSpan.leaf("(fory payload)", 0, length, SpanKind.VALUE, typeName));
      return spans;
    }
    int typeEnd = FIXED_PREFIX;
    while (typeEnd < length && (src[offset + typeEnd] & 0x80) != 0) {
      typeEnd++;
    }
    typeEnd = Math.min(typeEnd + 1, length);
    spans.add(FieldSpan.leaf("(fory header)", 0, 1, SpanKind.FRAMING, null));
    spans.add(FieldSpan.leaf("(reference flag)", 1, 1, SpanKind.FRAMING, null));
    spans.add(FieldSpan.leaf("(type id)", 2, typeEnd - 2, SpanKind.HEADER, typeName));
    if (typeEnd < length) {
      spans.add(
          FieldSpan.leaf(
              "(object graph)", typeEnd, length - typeEnd, SpanKind.VALUE, typeName + " fields"));
    }
    return spans;
  }
}
