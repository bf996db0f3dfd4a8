package dev.wirebench.engine.codec.protobuf;

import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.EnumValueDescriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import dev.wirebench.engine.codec.CodecException;
import dev.wirebench.engine.codec.FieldSpan;
import dev.wirebench.engine.codec.SpanKind;
import dev.wirebench.engine.codec.mapping.SpanBuilder;
import dev.wirebench.engine.codec.protobuf.gen.Pb;
import dev.wirebench.engine.model.Message;
import dev.wirebench.engine.model.OrderBookSnapshot;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * Field spans of a protobuf payload from a walk of the wire format itself: each field's tag (number
 * and wire type), length prefix and value, named from the message descriptors. Paths are the
 * descriptors' JSON names, which are the model's; the envelope's and entries' oneofs become {@code
 * $type} header spans, and a Decimal's mantissa carries the decimal's value.
 */
final class PbSpans {
  private static final int VARINT = 0;
  private static final int FIXED64 = 1;
  private static final int LEN = 2;
  private static final int FIXED32 = 5;

  private final byte[] src;
  private final int base;
  private final SpanBuilder spans;
  private final Message decoded;
  private int next;

  private PbSpans(byte[] src, int base, Message decoded) {
    this.src = src;
    this.base = base;
    this.decoded = decoded;
    this.spans = new SpanBuilder(decoded);
  }

  static List<FieldSpan> describe(byte[] src, int offset, int length, Message decoded) {
    PbSpans walker = new PbSpans(src, offset, decoded);
    walker.message(Pb.Envelope.getDescriptor(), 0, length, "");
    return walker.spans.finish();
  }

  private void message(Descriptor type, int start, int end, String prefix) {
    int[] seen = new int[type.getFields().size()];
    int pos = start;
    while (pos < end) {
      int tagStart = pos;
      long tag = varint(pos, end);
      pos = next;
      int number = (int) (tag >>> 3);
      int wire = (int) (tag & 7);
      FieldDescriptor field = type.findFieldByNumber(number);
      if (field == null) {
        pos = unknown(number, wire, tagStart, pos, end);
        continue;
      }
      String path = path(type, field, prefix, seen[field.getIndex()]++);
      String label =
          type == Pb.Decimal.getDescriptor() ? "(" + path + " " + field.getName() + ")" : path;
      spans.begin(label.isEmpty() ? "(message)" : label);
      if (field.getRealContainingOneof() != null && isTypeSwitch(type)) {
        String typePath = join(path, "$type");
        String text = spans.values().text(typePath);
        spans.leaf(
            typePath,
            tagStart,
            pos - tagStart,
            SpanKind.HEADER,
            text != null ? text : field.getName());
      } else {
        spans.leaf(label, tagStart, pos - tagStart, SpanKind.TAG, "field " + number);
      }
      pos = value(type, field, wire, path, pos, end);
      spans.end();
    }
    if (pos != end) {
      throw error(pos, prefix, "a field runs past the end of its message");
    }
  }

  private int value(
      Descriptor owner, FieldDescriptor field, int wire, String path, int pos, int end) {
    switch (wire) {
      case VARINT -> {
        long raw = varint(pos, end);
        scalar(owner, field, path, pos, next - pos, rawText(field, raw));
        return next;
      }
      case FIXED64 -> {
        require(pos, 8, end, path);
        scalar(owner, field, path, pos, 8, Long.toString(fixed(pos, 8)));
        return pos + 8;
      }
      case FIXED32 -> {
        require(pos, 4, end, path);
        scalar(owner, field, path, pos, 4, Long.toString((int) fixed(pos, 4)));
        return pos + 4;
      }
      case LEN -> {
        long length = varint(pos, end);
        int start = next;
        if (length < 0 || length > end - start) {
          throw error(pos, path, "length " + length + " runs past the end");
        }
        spans.leaf(
            lengthPath(owner, field, path),
            pos,
            start - pos,
            SpanKind.LENGTH,
            Long.toString(length));
        int stop = start + (int) length;
        if (field.getType() == FieldDescriptor.Type.MESSAGE) {
          message(field.getMessageType(), start, stop, path);
        } else {
          String text = new String(src, base + start, (int) length, StandardCharsets.UTF_8);
          scalar(owner, field, path, start, (int) length, text);
        }
        return stop;
      }
      default -> throw error(pos, path, "wire type " + wire + " is not used by this schema");
    }
  }

  private void scalar(
      Descriptor owner, FieldDescriptor field, String path, int at, int length, String raw) {
    if (owner == Pb.Decimal.getDescriptor()) {
      if (field.getName().equals("mantissa")) {
        spans.value(path, at, length, raw);
      } else {
        spans.part(path, "exponent", at, length, raw);
      }
    } else if (owner == Pb.MetadataEntry.getDescriptor() && field.getName().equals("key")) {
      spans.leaf(path, at, length, SpanKind.TAG, raw);
    } else {
      spans.value(path, at, length, raw);
    }
  }

  /** The model path of a field occurrence ({@code index}: how many came before it). */
  private String path(Descriptor owner, FieldDescriptor field, String prefix, int index) {
    if (isTypeSwitch(owner) && field.getRealContainingOneof() != null) {
      return prefix;
    }
    if (owner == Pb.Decimal.getDescriptor() || owner == Pb.MetadataEntry.getDescriptor()) {
      return prefix;
    }
    if (field.getType() == FieldDescriptor.Type.MESSAGE
        && field.getMessageType() == Pb.MetadataEntry.getDescriptor()) {
      return "metadata." + ((OrderBookSnapshot) decoded).getMetadata().key(index);
    }
    String name = join(prefix, field.getJsonName());
    return field.isRepeated() ? name + "[" + index + "]" : name;
  }

  private static String lengthPath(Descriptor owner, FieldDescriptor field, String path) {
    boolean typeSwitch = isTypeSwitch(owner) && field.getRealContainingOneof() != null;
    return typeSwitch ? "(" + (path.isEmpty() ? "message" : path) + " length)" : path;
  }

  /** The envelope and entries hold their type as a oneof: the field number is a type index. */
  private static boolean isTypeSwitch(Descriptor type) {
    return type == Pb.Envelope.getDescriptor() || type == Pb.Entry.getDescriptor();
  }

  private static String join(String prefix, String name) {
    return prefix.isEmpty() ? name : prefix + "." + name;
  }

  private int unknown(int number, int wire, int tagStart, int pos, int end) {
    String path = "(unknown field " + number + ")";
    spans.leaf(path, tagStart, pos - tagStart, SpanKind.TAG, "field " + number);
    int stop =
        switch (wire) {
          case VARINT -> {
            varint(pos, end);
            yield next;
          }
          case FIXED64 -> pos + 8;
          case FIXED32 -> pos + 4;
          case LEN -> {
            long length = varint(pos, end);
            yield length < 0 || length > end - next ? end + 1 : next + (int) length;
          }
          default -> end + 1;
        };
    if (stop > end) {
      throw error(pos, path, "unknown field runs past the end");
    }
    spans.leaf(path, pos, stop - pos, SpanKind.VALUE, null);
    return stop;
  }

  private static String rawText(FieldDescriptor field, long raw) {
    return switch (field.getType()) {
      case SINT32, SINT64 -> Long.toString((raw >>> 1) ^ -(raw & 1));
      case BOOL -> Boolean.toString(raw != 0);
      case INT32, ENUM -> enumOrInt(field, (int) raw);
      default -> Long.toString(raw);
    };
  }

  private static String enumOrInt(FieldDescriptor field, int raw) {
    if (field.getType() != FieldDescriptor.Type.ENUM) {
      return Integer.toString(raw);
    }
    EnumValueDescriptor value = field.getEnumType().findValueByNumber(raw);
    return value == null ? Integer.toString(raw) : value.getName();
  }

  /** Reads a varint at {@code pos}; {@link #next} is set to the byte after it. */
  private long varint(int pos, int end) {
    long value = 0;
    for (int shift = 0, i = pos; shift < 64; shift += 7, i++) {
      if (i >= end) {
        throw error(pos, null, "varint runs past the end");
      }
      byte b = src[base + i];
      value |= (long) (b & 0x7F) << shift;
      if (b >= 0) {
        next = i + 1;
        return value;
      }
    }
    throw error(pos, null, "varint longer than 10 bytes");
  }

  private long fixed(int pos, int bytes) {
    long value = 0;
    for (int i = bytes - 1; i >= 0; i--) {
      value = (value << 8) | (src[base + pos + i] & 0xFF);
    }
    return value;
  }

  private void require(int pos, int bytes, int end, String path) {
    if (pos + bytes > end) {
      throw error(pos, path, bytes + "-byte value runs past the end");
    }
  }

  private static CodecException error(int offset, String path, String problem) {
    return new CodecException(ProtobufCodec.ID, offset, path, problem);
  }
}
