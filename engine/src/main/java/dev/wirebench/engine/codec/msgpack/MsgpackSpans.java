package dev.wirebench.engine.codec.msgpack;

import dev.wirebench.engine.codec.FieldSpan;
import dev.wirebench.engine.codec.SpanKind;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

/**
 * Collects the spans of one payload while {@link MsgpackInput} reads it: containers become groups,
 * everything else a leaf. Off the hot path: a plain decode runs without a recorder.
 */
final class MsgpackSpans {
  private record Open(String path, List<FieldSpan> children) {}

  private final Deque<Open> open = new ArrayDeque<>();
  private final List<FieldSpan> top = new ArrayList<>();

  /**
   * The path of a child of the innermost container: {@code name}, or {@code [index]}, or the
   * container's own path for a null name (the message itself).
   */
  String child(String name, int index) {
    String parent = open.isEmpty() ? "" : open.peek().path();
    if (name == null && index < 0) {
      return parent;
    }
    if (index >= 0) {
      return parent + "[" + index + "]";
    }
    return parent.isEmpty() ? name : parent + "." + name;
  }

  void leaf(String path, int start, int end, SpanKind kind, String value) {
    if (end > start) {
      children().add(FieldSpan.leaf(path, start, end - start, kind, value));
    }
  }

  void begin(String path) {
    open.push(new Open(path, new ArrayList<>()));
  }

  void end() {
    Open done = open.pop();
    if (!done.children().isEmpty()) {
      String path = done.path().isEmpty() ? "(message)" : done.path();
      children().add(FieldSpan.group(path, done.children()));
    }
  }

  List<FieldSpan> spans() {
    while (!open.isEmpty()) {
      end();
    }
    return top;
  }

  private List<FieldSpan> children() {
    return open.isEmpty() ? top : open.peek().children();
  }
}
