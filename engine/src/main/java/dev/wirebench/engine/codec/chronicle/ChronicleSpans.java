package dev.wirebench.engine.codec.chronicle;

import com.fasterxml.jackson.databind.JsonNode;
import dev.wirebench.engine.codec.FieldSpan;
import dev.wirebench.engine.codec.SpanKind;
import dev.wirebench.engine.model.Message;
import dev.wirebench.engine.model.OrderBookSnapshot;
import dev.wirebench.engine.model.json.MessageJson;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import net.openhft.chronicle.bytes.Bytes;
import net.openhft.chronicle.wire.BracketType;
import net.openhft.chronicle.wire.ValueIn;
import net.openhft.chronicle.wire.WireIn;

/**
 * Field spans of a Chronicle payload, found by walking it with Chronicle's own reader: each field
 * name is a tag, each scalar a value, each nested object or list a group, and whatever lies between
 * (binary length prefixes, YAML punctuation and indentation) framing. Both wires are
 * self-describing, so this needs no knowledge of the classes.
 *
 * <p>Values are shown as the model holds them (from the decoded message), since the bytes hold
 * decimals and timestamps as raw {@code long}s; fields the JSON mapping leaves out (absent values,
 * a group field's count) get their path in parentheses. Metadata, kept by the model as parallel
 * {@code keys} and {@code values} lists, is shown under the JSON mapping's {@code metadata.<key>}.
 */
final class ChronicleSpans {
  private static final Pattern METADATA = Pattern.compile("metadata\\.(keys|values)\\[(\\d+)]");

  private final WireIn wire;
  private final Bytes<?> bytes;
  private final boolean binary;
  private final Message message;
  private final JsonNode tree;

  ChronicleSpans(WireIn wire, boolean binary, Message message) {
    this.wire = wire;
    this.bytes = wire.bytes();
    this.binary = binary;
    this.message = message;
    this.tree = MessageJson.toTree(message);
  }

  List<FieldSpan> describe(int length) {
    List<FieldSpan> top = new ArrayList<>();
    value(wire.getValueIn(), "", top);
    return fill(top, 0, length);
  }

  private int position() {
    return (int) bytes.readPosition();
  }

  private void map(WireIn in, String path, List<FieldSpan> into) {
    StringBuilder name = new StringBuilder();
    while (in.hasMore()) {
      int start = position();
      ValueIn value = in.read(name);
      String child = path.isEmpty() ? name.toString() : path + "." + name;
      leaf(into, child, start, position(), SpanKind.TAG);
      value(value, child, into);
      progressed(start);
    }
  }

  /** Chronicle's reader can stand still on corrupt input; the walk must not spin with it. */
  private void progressed(int start) {
    if (position() <= start) {
      throw new IllegalStateException("the payload stops making sense at byte " + start);
    }
  }

  private void value(ValueIn value, String path, List<FieldSpan> into) {
    int start = position();
    if (value.isTyped()) {
      Class<?> type = value.typePrefix();
      int[] trimmed = trim(start, position());
      if (trimmed[1] > trimmed[0]) {
        String name = type == null ? null : type.getSimpleName();
        into.add(
            FieldSpan.leaf("(type)", trimmed[0], trimmed[1] - trimmed[0], SpanKind.HEADER, name));
      }
      start = position();
    }
    BracketType bracket = value.getBracketType();
    switch (bracket) {
      case MAP -> {
        List<FieldSpan> children = new ArrayList<>();
        value.marshallable(in -> map(in, path, children));
        group(into, path, children, start, position());
      }
      case SEQ -> {
        List<FieldSpan> children = new ArrayList<>();
        int[] index = {0};
        value.sequence(
            children,
            (kids, in) -> {
              while (in.hasNextSequenceItem()) {
                int before = position();
                value(in, path + "[" + index[0]++ + "]", kids);
                progressed(before);
              }
            });
        group(into, path, children, start, position());
      }
      default -> {
        value.skipValue();
        leaf(into, path, start, position(), SpanKind.VALUE);
      }
    }
  }

  private void group(
      List<FieldSpan> into, String path, List<FieldSpan> children, int start, int end) {
    List<FieldSpan> filled = fill(children, start, end);
    if (!filled.isEmpty()) {
      into.add(FieldSpan.group(path.isEmpty() ? "(message)" : path, filled));
    }
  }

  private void leaf(List<FieldSpan> into, String path, int start, int end, SpanKind kind) {
    int[] trimmed = trim(start, end);
    if (trimmed[1] <= trimmed[0]) {
      return;
    }
    String shown = path;
    Matcher metadata = METADATA.matcher(path);
    if (metadata.matches() && message instanceof OrderBookSnapshot book) {
      int index = Integer.parseInt(metadata.group(2));
      if (index < book.getMetadata().size()) {
        shown = "metadata." + book.getMetadata().key(index);
        kind = metadata.group(1).equals("keys") ? SpanKind.TAG : SpanKind.VALUE;
      }
    }
    String value = null;
    if (kind == SpanKind.VALUE) {
      JsonNode node = resolve(shown);
      if (node == null || node.isContainerNode()) {
        shown = "(" + shown + ")";
      } else {
        value = node.isNumber() ? node.decimalValue().toPlainString() : node.asText();
      }
    }
    into.add(FieldSpan.leaf(shown, trimmed[0], trimmed[1] - trimmed[0], kind, value));
  }

  /** Text wires: leaves hold a token's own characters, not the spaces, colons and commas around. */
  private int[] trim(int start, int end) {
    if (binary) {
      return new int[] {start, end};
    }
    int from = start;
    int to = end;
    while (from < to && isPunctuation(bytes.peekUnsignedByte(from))) {
      from++;
    }
    while (to > from && isPunctuation(bytes.peekUnsignedByte(to - 1))) {
      to--;
    }
    return new int[] {from, to};
  }

  private static boolean isPunctuation(int b) {
    return b == ' ' || b == '\n' || b == '\r' || b == '\t' || b == ',' || b == ':';
  }

  /** Fills the gaps between {@code children} within [start, end) with framing leaves. */
  private List<FieldSpan> fill(List<FieldSpan> children, int start, int end) {
    List<FieldSpan> filled = new ArrayList<>();
    int at = start;
    for (FieldSpan child : children) {
      if (child.offset() > at) {
        filled.add(gap(at, child.offset(), at == start));
      }
      filled.add(child);
      at = Math.max(at, child.end());
    }
    if (end > at) {
      filled.add(gap(at, end, at == start));
    }
    return filled;
  }

  private FieldSpan gap(int from, int to, boolean opening) {
    if (binary && opening) {
      return FieldSpan.leaf("(length prefix)", from, to - from, SpanKind.LENGTH, null);
    }
    return FieldSpan.leaf(
        binary ? "(framing)" : "(punctuation)", from, to - from, SpanKind.FRAMING, null);
  }

  private JsonNode resolve(String path) {
    JsonNode node = tree;
    int i = 0;
    while (node != null && i < path.length()) {
      if (path.charAt(i) == '[') {
        int close = path.indexOf(']', i);
        node = node.get(Integer.parseInt(path.substring(i + 1, close)));
        i = close + 1;
      } else {
        if (path.charAt(i) == '.') {
          i++;
        }
        int stop = i;
        while (stop < path.length() && path.charAt(stop) != '.' && path.charAt(stop) != '[') {
          stop++;
        }
        node = node.get(path.substring(i, stop));
        i = stop;
      }
    }
    return node;
  }
}
