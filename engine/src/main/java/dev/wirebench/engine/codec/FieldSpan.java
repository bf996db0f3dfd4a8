package dev.wirebench.engine.codec;

import java.util.List;
import java.util.Objects;

/**
 * A run of payload bytes and what it holds. A {@link SpanKind#GROUP} span has children that cover
 * it; every other span is a leaf. The leaves of a payload's spans tile it exactly.
 *
 * @param path field path in the message, e.g. {@code entries[3].price}; framing spans use a
 *     descriptive path such as {@code (message size)}
 * @param offset first byte, relative to the payload start
 * @param length number of bytes (may be 0 only for a group)
 * @param kind what the bytes are for
 * @param value the decoded value as text (null for framing, padding and groups)
 * @param children sub-spans of a group, in offset order (empty for leaves)
 */
public record FieldSpan(
    String path, int offset, int length, SpanKind kind, String value, List<FieldSpan> children) {
  public FieldSpan {
    Objects.requireNonNull(path, "path");
    Objects.requireNonNull(kind, "kind");
    children = List.copyOf(children);
  }

  /** A leaf span. */
  public static FieldSpan leaf(String path, int offset, int length, SpanKind kind, String value) {
    return new FieldSpan(path, offset, length, kind, value, List.of());
  }

  /** A group spanning its children (which must be in offset order and non-empty). */
  public static FieldSpan group(String path, List<FieldSpan> children) {
    if (children.isEmpty()) {
      throw new IllegalArgumentException("group " + path + " has no children");
    }
    FieldSpan first = children.get(0);
    FieldSpan last = children.get(children.size() - 1);
    return new FieldSpan(
        path, first.offset(), last.end() - first.offset(), SpanKind.GROUP, null, children);
  }

  /** One past the last byte. */
  public int end() {
    return offset + length;
  }

  public boolean isLeaf() {
    return children.isEmpty();
  }
}
