package dev.wirebench.engine.codec.protobuf;

import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import dev.wirebench.engine.codec.CodecException;
import dev.wirebench.engine.codec.FieldSpan;
import dev.wirebench.engine.codec.SpanKind;
import dev.wirebench.engine.dynamic.Timestamps;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Base64;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Field spans of a dynamic message's protobuf payload, from a walk of the wire format named by the
 * descriptors: each field's tag, length prefix and value; repeated fields indexed in order (packed
 * ones element by element); a Decimal's mantissa and exponent both the decimal's value;
 * list-of-list wrappers transparent ({@code ladder[1][0]}). Run only on payloads that parsed.
 */
final class PbDynamicSpans {
  private final byte[] src;
  private final int base;
  private final Set<String> wrappers;
  private final boolean derived;
  private int pos;

  private PbDynamicSpans(byte[] src, int base, Set<String> wrappers, boolean derived) {
    this.src = src;
    this.base = base;
    this.wrappers = wrappers;
    this.derived = derived;
  }

  /**
   * The spans of a payload of {@code root}; {@code derived}: Wirebench's own descriptors (an
   * sfixed64 is a timestamp there), else the user's (every integer shown as its type reads).
   */
  static List<FieldSpan> describe(
      byte[] src, int offset, int length, Descriptor root, Set<String> wrappers, boolean derived) {
    PbDynamicSpans walk = new PbDynamicSpans(src, offset, wrappers, derived);
    return walk.message(root, "", length);
  }

  private List<FieldSpan> message(Descriptor type, String path, int end) {
    List<FieldSpan> spans = new ArrayList<>();
    Map<Integer, Integer> counts = new HashMap<>();
    boolean decimal = isDecimal(type);
    boolean timestamp = "google.protobuf.Timestamp".equals(type.getFullName());
    boolean wrapper = wrappers.contains(type.getName());
    long mantissa = 0;
    while (pos < end) {
      int tagAt = pos;
      long tag = varint();
      int number = (int) (tag >>> 3);
      int wire = (int) (tag & 7);
      FieldDescriptor fd = type.findFieldByNumber(number);
      if (fd == null) {
        throw new CodecException(ProtobufCodec.ID, tagAt, path, "unknown field number " + number);
      }
      String fieldPath = decimal || wrapper || timestamp ? path : join(path, fd.getName());
      String at = fieldPath;
      if (countsEachValue(fd, wire)) {
        int index = counts.merge(number, 1, Integer::sum) - 1;
        at = fieldPath + "[" + index + "]";
      }
      spans.add(
          FieldSpan.leaf(
              "(" + at + " tag)", tagAt, pos - tagAt, SpanKind.TAG, Integer.toString(number)));
      if (wire == 2) {
        lengthDelimited(spans, fd, at, fieldPath, counts);
      } else {
        int valueAt = pos;
        String text = scalar(fd, wire);
        if (timestamp) {
          // a Timestamp's seconds and nanos are both the timestamp's value, as a decimal's parts
          if ("seconds".equals(fd.getName())) {
            mantissa = Long.parseLong(text);
            text = Timestamps.text(mantissa * 1_000_000_000L);
          } else {
            text = Timestamps.text(mantissa * 1_000_000_000L + Long.parseLong(text));
          }
        } else if (decimal && "mantissa".equals(fd.getName())) {
          mantissa = Long.parseLong(text);
        } else if (decimal) {
          text = BigDecimal.valueOf(mantissa, -Integer.parseInt(text)).toString();
        }
        spans.add(FieldSpan.leaf(at, valueAt, pos - valueAt, SpanKind.VALUE, text));
      }
    }
    return spans;
  }

  private static boolean isDecimal(Descriptor type) {
    return PbDynamicSchema.DECIMAL.equals(type.getName())
        && type.getFields().size() == 2
        && type.findFieldByName("mantissa") != null
        && type.findFieldByName("exponent") != null;
  }

  /** Whether each value on the wire is one element (so gets its own index) rather than a pack. */
  private static boolean countsEachValue(FieldDescriptor fd, int wire) {
    if (!fd.isRepeated()) {
      return false;
    }
    return wire != 2
        || fd.getType() == FieldDescriptor.Type.MESSAGE
        || fd.getType() == FieldDescriptor.Type.STRING
        || fd.getType() == FieldDescriptor.Type.BYTES;
  }

  /** A length-delimited field: its length prefix, then a message, text, bytes or a packed run. */
  private void lengthDelimited(
      List<FieldSpan> spans,
      FieldDescriptor fd,
      String at,
      String fieldPath,
      Map<Integer, Integer> counts) {
    int lengthAt = pos;
    int size = (int) varint();
    spans.add(
        FieldSpan.leaf(
            "(" + at + " length)",
            lengthAt,
            pos - lengthAt,
            SpanKind.LENGTH,
            Integer.toString(size)));
    int valueEnd = pos + size;
    switch (fd.getType()) {
      case MESSAGE -> {
        List<FieldSpan> children = message(fd.getMessageType(), at, valueEnd);
        if (!children.isEmpty()) {
          spans.add(FieldSpan.group(at, children));
        }
      }
      case STRING ->
          leaf(spans, at, valueEnd, new String(src, base + pos, size, StandardCharsets.UTF_8));
      case BYTES ->
          leaf(
              spans,
              at,
              valueEnd,
              Base64.getEncoder()
                  .encodeToString(Arrays.copyOfRange(src, base + pos, base + valueEnd)));
      default -> packed(spans, fd, fieldPath, valueEnd, counts);
    }
    pos = valueEnd;
  }

  private void packed(
      List<FieldSpan> spans,
      FieldDescriptor fd,
      String path,
      int end,
      Map<Integer, Integer> counts) {
    int wire =
        switch (fd.getType()) {
          case DOUBLE, SFIXED64, FIXED64 -> 1;
          case FLOAT, FIXED32, SFIXED32 -> 5;
          default -> 0;
        };
    while (pos < end) {
      int index = counts.merge(fd.getNumber(), 1, Integer::sum) - 1;
      int at = pos;
      String text = scalar(fd, wire);
      spans.add(FieldSpan.leaf(path + "[" + index + "]", at, pos - at, SpanKind.VALUE, text));
    }
  }

  private void leaf(List<FieldSpan> spans, String path, int end, String text) {
    if (end > pos) {
      spans.add(FieldSpan.leaf(path, pos, end - pos, SpanKind.VALUE, text));
    }
  }

  private String scalar(FieldDescriptor fd, int wire) {
    if (wire == 1) {
      long bits = fixed(8);
      return switch (fd.getType()) {
        case DOUBLE -> Double.toString(Double.longBitsToDouble(bits));
        case SFIXED64 -> derived ? Timestamps.text(bits) : Long.toString(bits);
        case FIXED64 -> Long.toUnsignedString(bits);
        default -> Long.toString(bits);
      };
    }
    if (wire == 5) {
      int bits = (int) fixed(4);
      return switch (fd.getType()) {
        case FIXED32 -> Integer.toUnsignedString(bits);
        case SFIXED32 -> Integer.toString(bits);
        default -> Float.toString(Float.intBitsToFloat(bits));
      };
    }
    long raw = varint();
    return switch (fd.getType()) {
      case SINT32, SINT64 -> Long.toString((raw >>> 1) ^ -(raw & 1));
      case INT32 -> Integer.toString((int) raw);
      case UINT64 -> Long.toUnsignedString(raw);
      case BOOL -> Boolean.toString(raw != 0);
      case ENUM -> fd.getEnumType().findValueByNumber((int) raw).getName();
      default -> Long.toString(raw);
    };
  }

  private long fixed(int size) {
    long bits = 0;
    for (int i = size - 1; i >= 0; i--) {
      bits = (bits << 8) | (src[base + pos + i] & 0xFFL);
    }
    pos += size;
    return bits;
  }

  private long varint() {
    long value = 0;
    for (int shift = 0; shift < 64; shift += 7) {
      byte b = src[base + pos++];
      value |= (long) (b & 0x7F) << shift;
      if (b >= 0) {
        return value;
      }
    }
    throw new CodecException(ProtobufCodec.ID, pos, null, "varint longer than 10 bytes");
  }

  private static String join(String path, String name) {
    return path.isEmpty() ? name : path + "." + name;
  }
}
