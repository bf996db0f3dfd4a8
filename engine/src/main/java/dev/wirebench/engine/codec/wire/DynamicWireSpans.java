package dev.wirebench.engine.codec.wire;

import dev.wirebench.engine.codec.FieldSpan;
import dev.wirebench.engine.codec.SpanKind;
import dev.wirebench.engine.dynamic.FieldKind;
import dev.wirebench.engine.dynamic.FieldType;
import dev.wirebench.engine.dynamic.ValueText;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The field spans of a dynamic wire payload, in the static codecs' style (WIRE-FORMAT.md, "Field
 * spans"): message size, type index, a length span before each string, bytes value, record and
 * list, a value span per value, a group per record and list, {@code (path absent)} for absent
 * values and a padding span for bytes a record holds after the fields its schema knows.
 *
 * <p>Runs only over payloads the interpreted decoder accepted first, so it reads lengths without
 * checking them again. Off the hot path; allocates freely.
 */
final class DynamicWireSpans {
  private final byte[] src;
  private final int base;

  DynamicWireSpans(byte[] src, int base) {
    this.src = src;
    this.base = base;
  }

  /** The spans of the checked payload at {@code base} of {@code length} bytes. */
  List<FieldSpan> describe(DynamicWireLayout layout, int length) {
    List<FieldSpan> spans = new ArrayList<>();
    spans.add(FieldSpan.leaf("(message size)", 0, 4, SpanKind.FRAMING, null));
    spans.add(FieldSpan.leaf("(type index)", 4, 1, SpanKind.HEADER, null));
    record(layout.root(), "", base + WireBytes.MESSAGE_HEADER, base + length, spans);
    return spans;
  }

  private void record(
      DynamicWireLayout.Record layout, String prefix, int pos, int end, List<FieldSpan> out) {
    int at = pos;
    for (int i = 0; i < layout.fields.length; i++) {
      at = field(layout, i, prefix + layout.fields[i].name(), at, out);
    }
    if (at < end) {
      String owner =
          prefix.isEmpty() ? layout.schema.name() : prefix.substring(0, prefix.length() - 1);
      out.add(
          leaf("(" + owner + " unknown appended fields)", at, end - at, SpanKind.PADDING, null));
    }
  }

  private int field(
      DynamicWireLayout.Record layout, int i, String path, int pos, List<FieldSpan> out) {
    FieldType type = layout.fields[i].type();
    int width = layout.widths[i];
    if (width > 0) {
      long value = DynamicWireSteps.getFixed(src, pos, width);
      if (layout.optional[i] && value == layout.absent[i]) {
        out.add(leaf("(" + path + " absent)", pos, width, SpanKind.VALUE, null));
      } else {
        out.add(
            leaf(path, pos, width, SpanKind.VALUE, ValueText.ofLong(type, fixedSlot(type, value))));
      }
      return pos + width;
    }
    return variable(type, layout.nested[i], path, pos, out);
  }

  /** The slot value of a fixed-width wire value (enum ordinals and booleans unsigned). */
  private static long fixedSlot(FieldType type, long value) {
    return type.kind() == FieldKind.ENUM ? value & 0xFF : value;
  }

  private int variable(
      FieldType type, DynamicWireLayout.Record records, String path, int pos, List<FieldSpan> out) {
    switch (type.kind()) {
      case STRING:
        {
          int length = WireBytes.getU16(src, pos);
          if (length == WireBytes.NULL_STRING) {
            out.add(leaf("(" + path + " absent)", pos, 2, SpanKind.VALUE, null));
            return pos + 2;
          }
          out.add(leaf(path, pos, 2, SpanKind.LENGTH, Integer.toString(length)));
          if (length > 0) {
            String text = new String(src, pos + 2, length, StandardCharsets.UTF_8);
            out.add(leaf(path, pos + 2, length, SpanKind.VALUE, text));
          }
          return pos + 2 + length;
        }
      case BYTES:
        {
          int length = WireBytes.getInt(src, pos);
          if (length == WireBytes.NULL_LENGTH) {
            out.add(leaf("(" + path + " absent)", pos, 4, SpanKind.VALUE, null));
            return pos + 4;
          }
          out.add(leaf(path, pos, 4, SpanKind.LENGTH, Integer.toString(length)));
          if (length > 0) {
            byte[] value = Arrays.copyOfRange(src, pos + 4, pos + 4 + length);
            out.add(leaf(path, pos + 4, length, SpanKind.VALUE, ValueText.ofRef(value)));
          }
          return pos + 4 + length;
        }
      case RECORD:
        {
          int length = WireBytes.getInt(src, pos);
          if (length == WireBytes.NULL_LENGTH) {
            out.add(leaf("(" + path + " absent)", pos, 4, SpanKind.VALUE, null));
            return pos + 4;
          }
          List<FieldSpan> children = new ArrayList<>();
          children.add(leaf(path, pos, 4, SpanKind.LENGTH, Integer.toString(length)));
          record(records, path + ".", pos + 4, pos + 4 + length, children);
          out.add(FieldSpan.group(path, children));
          return pos + 4 + length;
        }
      default:
        return list(type, records, path, pos, out);
    }
  }

  private int list(
      FieldType type, DynamicWireLayout.Record records, String path, int pos, List<FieldSpan> out) {
    int count = WireBytes.getInt(src, pos);
    if (count == WireBytes.NULL_LENGTH) {
      out.add(leaf("(" + path + " absent)", pos, 4, SpanKind.VALUE, null));
      return pos + 4;
    }
    List<FieldSpan> children = new ArrayList<>();
    children.add(leaf(path, pos, 4, SpanKind.LENGTH, Integer.toString(count)));
    FieldType element = type.element();
    int width = DynamicWireLayout.width(element.kind());
    int at = pos + 4;
    for (int k = 0; k < count; k++) {
      String elementPath = path + "[" + k + "]";
      if (width > 0) {
        long value = fixedSlot(element, DynamicWireSteps.getFixed(src, at, width));
        children.add(
            leaf(elementPath, at, width, SpanKind.VALUE, ValueText.ofLong(element, value)));
        at += width;
      } else {
        at = variable(element, records, elementPath, at, children);
      }
    }
    out.add(FieldSpan.group(path, children));
    return at;
  }

  private FieldSpan leaf(String path, int pos, int length, SpanKind kind, String value) {
    return FieldSpan.leaf(path, pos - base, length, kind, value);
  }
}
