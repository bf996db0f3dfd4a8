package dev.wirebench.engine.codec.mapping;

import dev.wirebench.engine.codec.FieldSpan;
import dev.wirebench.engine.codec.SpanKind;
import dev.wirebench.engine.model.Message;
import dev.wirebench.engine.model.json.ModelValues;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

/**
 * Builds a payload's field spans while a codec walks its bytes: groups opened and closed around
 * their children, leaves in between. Value leaves take their text from the decoded message, so a
 * span shows what the codec reads from those bytes; a field the message does not hold (a null
 * sentinel, a slot another entry kind uses) keeps its bytes under its path in parentheses with the
 * raw text the walker read, as padding (unused bytes), so parenthesised value spans stay what the
 * size breakdown takes them for: bytes too coarse to attribute.
 *
 * <p>Not thread-safe; one per {@code describe} call.
 */
public final class SpanBuilder {
  private final ModelValues values;
  private final Deque<String> paths = new ArrayDeque<>();
  private final Deque<List<FieldSpan>> open = new ArrayDeque<>();

  public SpanBuilder(Message decoded) {
    this.values = new ModelValues(decoded);
    open.push(new ArrayList<>());
  }

  /** The decoded message's values. */
  public ModelValues values() {
    return values;
  }

  /** Opens a group; leaves and groups added until {@link #end()} become its children. */
  public void begin(String path) {
    paths.push(path);
    open.push(new ArrayList<>());
  }

  /** Closes the innermost group (dropped if nothing was added to it). */
  public void end() {
    List<FieldSpan> children = open.pop();
    String path = paths.pop();
    if (!children.isEmpty()) {
      children.sort((a, b) -> Integer.compare(a.offset(), b.offset()));
      open.peek().add(FieldSpan.group(path, children));
    }
  }

  /** A leaf of any kind. */
  public void leaf(String path, int offset, int length, SpanKind kind, String value) {
    if (length > 0) {
      open.peek().add(FieldSpan.leaf(path, offset, length, kind, value));
    }
  }

  /**
   * A value leaf for the model field {@code path}: its decoded value, or, if the message has no
   * such value, {@code (path)} with {@code raw} as unused bytes (a null sentinel, a slot another
   * entry kind uses: overhead in the size breakdown, not value bytes).
   */
  public void value(String path, int offset, int length, String raw) {
    String text = path.startsWith("(") ? null : values.text(path);
    if (text != null) {
      leaf(path, offset, length, SpanKind.VALUE, text);
    } else {
      leaf(path.startsWith("(") ? path : "(" + path + ")", offset, length, SpanKind.PADDING, raw);
    }
  }

  /**
   * More bytes of the model field {@code path}'s value than {@link #value} was given (a decimal's
   * exponent beside its mantissa): a value leaf under the same path and value, or, if the message
   * has no such value, {@code (path what)} with {@code raw} as unused bytes.
   */
  public void part(String path, String what, int offset, int length, String raw) {
    String text = values.text(path);
    if (text != null) {
      leaf(path, offset, length, SpanKind.VALUE, text);
    } else {
      leaf("(" + path + " " + what + ")", offset, length, SpanKind.PADDING, raw);
    }
  }

  /** The finished top-level spans (closing any group left open). */
  public List<FieldSpan> finish() {
    while (open.size() > 1) {
      end();
    }
    List<FieldSpan> top = open.peek();
    top.sort((a, b) -> Integer.compare(a.offset(), b.offset()));
    return List.copyOf(top);
  }
}
