package dev.wirebench.engine.codec.sbe;

import dev.wirebench.engine.codec.FieldSpan;
import dev.wirebench.engine.codec.SpanKind;
import dev.wirebench.engine.dynamic.FieldType;
import dev.wirebench.engine.dynamic.ValueText;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

/**
 * Collects the spans {@link SbeDynamicReader} reports while it walks a payload: leaves in payload
 * order, nested records and list entries as groups ({@code fills[1]}), the message header as a
 * group of its four fields.
 */
final class SbeDynamicSpans {
  private final Deque<List<FieldSpan>> open = new ArrayDeque<>();

  SbeDynamicSpans() {
    open.push(new ArrayList<>());
  }

  void leaf(String path, int offset, int length, SpanKind kind, String value) {
    if (length > 0) {
      open.peek().add(FieldSpan.leaf(path, offset, length, kind, value));
    }
  }

  void open() {
    open.push(new ArrayList<>());
  }

  void close(String path) {
    List<FieldSpan> children = open.pop();
    if (!children.isEmpty()) {
      open.peek().add(FieldSpan.group(path, children));
    }
  }

  List<FieldSpan> spans() {
    return open.peek();
  }

  static String text(FieldType type, long value) {
    return ValueText.ofLong(type, value);
  }

  static String text(Object value) {
    return value == null ? null : value instanceof String s ? s : ValueText.ofRef(value);
  }
}
