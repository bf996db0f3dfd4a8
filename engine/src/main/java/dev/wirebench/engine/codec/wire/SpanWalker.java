package dev.wirebench.engine.codec.wire;

import dev.wirebench.engine.codec.FieldSpan;
import dev.wirebench.engine.codec.SpanKind;
import dev.wirebench.engine.model.Decimals;
import dev.wirebench.engine.model.MessageType;
import dev.wirebench.engine.model.Timestamps;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Field spans of a wire payload, read straight from the bytes with the schema (no model object):
 * framing and header, each value (with its text as the model shows it), each length and count
 * prefix, a group per nested record, list and map. Absent values get the path {@code (path
 * absent)}; bytes of fields a newer writer appended get a padding span. Checks everything the
 * decoders check, so a payload it accepts decodes. Not on the hot path: allocates freely.
 */
final class SpanWalker {
  private final WireSchema schema;
  private final byte[] src;
  private final int base;

  SpanWalker(WireSchema schema, byte[] src, int base) {
    this.schema = schema;
    this.src = src;
    this.base = base;
  }

  /** The spans of a payload whose header (already checked) names {@code type}. */
  List<FieldSpan> describe(MessageType type, int end) {
    List<FieldSpan> spans = new ArrayList<>();
    spans.add(leaf("(message size)", base, 4, SpanKind.FRAMING, null));
    spans.add(leaf("(type index)", base + 4, 1, SpanKind.HEADER, type.shortName()));
    record(schema.message(type), "", base + WireBytes.MESSAGE_HEADER, end, spans, 0);
    return spans;
  }

  private void record(
      RecordDescriptor record, String prefix, int pos, int end, List<FieldSpan> out, int depth) {
    Map<String, Integer> counts = new HashMap<>();
    Map<String, Integer> countLeaves = new HashMap<>();
    int at = pos;
    List<FieldDescriptor> fields = record.fields();
    for (int i = 0; i < fields.size(); i++) {
      FieldDescriptor field = fields.get(i);
      if (i == record.required() && at == end) {
        break; // an older writer's payload: the appended fields are absent
      }
      String path = prefix.isEmpty() ? field.name() : prefix + "." + field.name();
      try {
        WireIn.need(at, end, field.type().minSize());
        if (field.type() == WireType.LIST || field.type() == WireType.POLY_LIST) {
          counts.put(field.name(), WireBytes.getInt(src, at));
        }
        int before = out.size();
        at = field(field, path, at, end, out, depth);
        for (int k = before; field.countOf() != null && k < out.size(); k++) {
          if (out.get(k).kind() == SpanKind.VALUE && out.get(k).path().equals(path)) {
            countLeaves.put(field.countOf(), k);
          }
        }
      } catch (WireProblem problem) {
        throw problem.hasPath() ? problem : problem.within(path);
      }
    }
    countLeaves.forEach(
        (list, index) -> {
          if (counts.getOrDefault(list, 0) != 0) {
            FieldSpan value = out.get(index);
            out.set(
                index,
                leaf(
                    value.path(),
                    base + value.offset(),
                    value.length(),
                    SpanKind.LENGTH,
                    value.value()));
          }
        });
    if (at < end) {
      String owner = prefix.isEmpty() ? "message" : prefix;
      out.add(
          leaf("(" + owner + " unknown appended fields)", at, end - at, SpanKind.PADDING, null));
    }
  }

  private int field(
      FieldDescriptor field, String path, int at, int end, List<FieldSpan> out, int depth) {
    return switch (field.type()) {
      case ASCII, UTF8 -> string(field.type(), path, at, end, out);
      case OBJECT -> object(field, path, at, end, out, depth);
      case LIST, POLY_LIST -> list(field, path, at, end, out, depth);
      case STRING_MAP -> map(path, at, end, out);
      default -> {
        int width = field.type().minSize();
        String text = FixedText.of(field, src, at);
        out.add(
            text == null
                ? leaf("(" + path + " absent)", at, width, SpanKind.VALUE, "null")
                : leaf(path, at, width, SpanKind.VALUE, text));
        yield at + width;
      }
    };
  }

  private int string(WireType type, String path, int at, int end, List<FieldSpan> out) {
    int length = WireIn.stringLength(src, at, end);
    if (length < 0) {
      out.add(leaf("(" + path + " absent)", at, 2, SpanKind.VALUE, "null"));
      return at + 2;
    }
    String text =
        type == WireType.ASCII
            ? WireIn.ascii(null, src, at + 2, length)
            : WireIn.utf8(null, src, at + 2, length);
    out.add(leaf(path, at, 2, SpanKind.LENGTH, Integer.toString(length)));
    if (length > 0) {
      out.add(leaf(path, at + 2, length, SpanKind.VALUE, text));
    }
    return at + 2 + length;
  }

  private int object(
      FieldDescriptor field, String path, int at, int end, List<FieldSpan> out, int depth) {
    int length = WireIn.objectLength(src, at, end);
    if (length < 0) {
      out.add(leaf("(" + path + " absent)", at, 4, SpanKind.VALUE, "null"));
      return at + 4;
    }
    WireIn.checkDepth(depth + 1, at);
    List<FieldSpan> children = new ArrayList<>();
    children.add(leaf(path, at, 4, SpanKind.LENGTH, Integer.toString(length)));
    RecordDescriptor nested = schema.record(field.recordClasses().get(0));
    record(nested, path, at + 4, at + 4 + length, children, depth + 1);
    out.add(FieldSpan.group(path, children));
    return at + 4 + length;
  }

  private int list(
      FieldDescriptor field, String path, int at, int end, List<FieldSpan> out, int depth) {
    int count = WireIn.count(src, at, end, schema.minElement(field));
    List<FieldSpan> children = new ArrayList<>();
    children.add(leaf(path, at, 4, SpanKind.LENGTH, Integer.toString(count)));
    boolean poly = field.type() == WireType.POLY_LIST;
    List<Class<?>> variants = field.recordClasses();
    int pos = at + 4;
    for (int i = 0; i < count; i++) {
      String element = path + "[" + i + "]";
      try {
        List<FieldSpan> parts = new ArrayList<>();
        int variant = poly ? WireIn.variantIndex(src, pos, end, variants.size()) : 0;
        RecordDescriptor record = schema.record(variants.get(variant));
        if (poly) {
          parts.add(leaf(element + ".$type", pos, 1, SpanKind.HEADER, record.name()));
        }
        int start = poly ? pos + 5 : pos + 4;
        int length = WireIn.recordLength(src, start - 4, end);
        WireIn.checkDepth(depth + 1, pos);
        parts.add(leaf(element, start - 4, 4, SpanKind.LENGTH, Integer.toString(length)));
        record(record, element, start, start + length, parts, depth + 1);
        children.add(FieldSpan.group(element, parts));
        pos = start + length;
      } catch (WireProblem problem) {
        throw problem.hasPath() ? problem : problem.within(element);
      }
    }
    out.add(FieldSpan.group(path, children));
    return pos;
  }

  private int map(String path, int at, int end, List<FieldSpan> out) {
    int count = WireIn.count(src, at, end, 4);
    List<FieldSpan> children = new ArrayList<>();
    children.add(leaf(path, at, 4, SpanKind.LENGTH, Integer.toString(count)));
    int pos = at + 4;
    for (int i = 0; i < count; i++) {
      WireIn.need(pos, end, 2);
      int keyLength = WireIn.stringLength(src, pos, end);
      if (keyLength < 0) {
        throw new WireProblem(pos, "metadata key is absent");
      }
      String key = Utf8.get(null, src, pos + 2, keyLength);
      String entry = path + "." + key;
      children.add(leaf(entry, pos, 2, SpanKind.LENGTH, Integer.toString(keyLength)));
      if (keyLength > 0) {
        children.add(leaf(entry, pos + 2, keyLength, SpanKind.TAG, key));
      }
      pos += 2 + keyLength;
      WireIn.need(pos, end, 2);
      pos = string(WireType.UTF8, entry, pos, end, children);
    }
    out.add(FieldSpan.group(path, children));
    return pos;
  }

  private FieldSpan leaf(String path, int pos, int length, SpanKind kind, String value) {
    return FieldSpan.leaf(path, pos - base, length, kind, value);
  }

  /** Value text of fixed-width fields, as the model's JSON mapping shows it. */
  private static final class FixedText {
    private FixedText() {}

    /** The text of the value at {@code at}, or null if it is the field's absent value. */
    static String of(FieldDescriptor field, byte[] src, int at) {
      return switch (field.type()) {
        case INT8 -> integer(field, src[at], Byte.MIN_VALUE);
        case INT16 -> integer(field, WireBytes.getShort(src, at), Short.MIN_VALUE);
        case INT32 -> integer(field, WireBytes.getInt(src, at), Integer.MIN_VALUE);
        case INT64 -> integer(field, WireBytes.getLong(src, at), Long.MIN_VALUE);
        case DECIMAL64 -> {
          long bits = WireBytes.getLong(src, at);
          yield Decimals.isNull(bits) ? null : Decimals.toText(bits);
        }
        case TIMESTAMP -> {
          long nanos = WireBytes.getLong(src, at);
          yield nanos == Timestamps.NULL ? null : Timestamps.toText(nanos);
        }
        case ENUM -> {
          Object constant = WireIn.enumAt(field.valueClass().getEnumConstants(), src, at);
          yield constant == null ? null : ((Enum<?>) constant).name();
        }
        case BOOLEAN -> {
          if (!field.isNullable()) {
            yield Boolean.toString(WireIn.booleanAt(src, at));
          }
          Boolean value = WireIn.nullableBooleanAt(src, at);
          yield value == null ? null : value.toString();
        }
        default -> throw new IllegalArgumentException(field + " is not fixed-width");
      };
    }

    private static String integer(FieldDescriptor field, long value, long absent) {
      return field.isNullable() && value == absent ? null : Long.toString(value);
    }
  }
}
