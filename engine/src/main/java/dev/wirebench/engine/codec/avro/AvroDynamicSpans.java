package dev.wirebench.engine.codec.avro;

import dev.wirebench.engine.codec.FieldSpan;
import dev.wirebench.engine.codec.SpanKind;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Deque;
import java.util.List;
import org.apache.avro.LogicalType;
import org.apache.avro.LogicalTypes;
import org.apache.avro.Schema;

/**
 * Field spans of a dynamic message's Avro payload from an {@link AvroWalker} walk: paths follow the
 * dynamic schema's field names, an optional field's union index is its tag, a Decimal's mantissa
 * the decimal's value (its exponent a part of it), array block counts lengths.
 */
final class AvroDynamicSpans implements AvroWalker.Visitor {
  private final Deque<List<FieldSpan>> open = new ArrayDeque<>();
  private final Deque<String> labels = new ArrayDeque<>();
  private final Deque<String> paths = new ArrayDeque<>();
  private final Deque<Schema> records = new ArrayDeque<>();
  private final Deque<String> fields = new ArrayDeque<>();
  private final byte[] src;
  private final int base;
  private long mantissa;

  AvroDynamicSpans(byte[] src, int offset) {
    this.src = src;
    this.base = offset;
    open.push(new ArrayList<>());
    paths.push("");
  }

  List<FieldSpan> finish() {
    return open.peek();
  }

  private boolean inDecimal() {
    return !records.isEmpty() && "Decimal".equals(records.peek().getName());
  }

  @Override
  public void record(Schema record, boolean begin) {
    if (begin) {
      records.push(record);
    } else {
      records.pop();
    }
  }

  @Override
  public void field(Schema.Field field, boolean begin) {
    if (inDecimal()) {
      if (begin) {
        fields.push(field.name());
      } else {
        fields.pop();
      }
      return;
    }
    if (begin) {
      fields.push(field.name());
      String parent = paths.peek();
      String path = parent.isEmpty() ? field.name() : parent + "." + field.name();
      paths.push(path);
      begin(path);
    } else {
      end();
      paths.pop();
      fields.pop();
    }
  }

  @Override
  public void union(int at, int length, Schema union, Schema branch) {
    boolean absent = branch.getType() == Schema.Type.NULL;
    String path = paths.peek();
    leaf(
        absent ? "(" + path + " absent)" : "(" + path + " present)",
        at,
        length,
        SpanKind.TAG,
        absent ? "null" : "present");
  }

  @Override
  public void arrayBlock(int at, int length, long count) {
    String path = paths.peek();
    leaf(
        count == 0 ? "(" + path + " end)" : "(" + path + " count)",
        at,
        length,
        SpanKind.LENGTH,
        Long.toString(count));
  }

  @Override
  public void element(long index, boolean begin) {
    if (begin) {
      String path = paths.peek() + "[" + index + "]";
      paths.push(path);
      begin(path);
    } else {
      end();
      paths.pop();
    }
  }

  @Override
  public void scalar(int at, int length, Schema type, long value) {
    String path = paths.peek();
    if (inDecimal()) {
      if ("mantissa".equals(fields.peek())) {
        mantissa = value;
        leaf(path, at, length, SpanKind.VALUE, Long.toString(value));
      } else {
        leaf(
            path,
            at,
            length,
            SpanKind.VALUE,
            BigDecimal.valueOf(mantissa, (int) -value).toString());
      }
      return;
    }
    leaf(path, at, length, SpanKind.VALUE, text(type, value));
  }

  private static String text(Schema type, long value) {
    LogicalType logical = type.getLogicalType();
    if (logical instanceof LogicalTypes.TimestampNanos) {
      return Instant.ofEpochSecond(
              Math.floorDiv(value, 1_000_000_000L), Math.floorMod(value, 1_000_000_000L))
          .toString();
    }
    return switch (type.getType()) {
      case BOOLEAN -> Boolean.toString(value != 0);
      case ENUM -> type.getEnumSymbols().get((int) value);
      case FLOAT -> Float.toString(Float.intBitsToFloat((int) value));
      case DOUBLE -> Double.toString(Double.longBitsToDouble(value));
      default -> Long.toString(value);
    };
  }

  @Override
  public void string(int lengthAt, int lengthBytes, int at, int length) {
    String path = paths.peek();
    leaf("(" + path + " length)", lengthAt, lengthBytes, SpanKind.LENGTH, Integer.toString(length));
    boolean bytes = "bytes".equals(currentFieldType());
    String text =
        bytes
            ? Base64.getEncoder()
                .encodeToString(java.util.Arrays.copyOfRange(src, base + at, base + at + length))
            : new String(src, base + at, length, StandardCharsets.UTF_8);
    leaf(path, at, length, SpanKind.VALUE, text);
  }

  /** Only used to tell bytes from strings: the walker reports both as strings. */
  private String currentFieldType() {
    Schema record = records.peek();
    if (record == null || fields.isEmpty() || record.getField(fields.peek()) == null) {
      return "";
    }
    Schema type = AvroDynamicValues.nonNull(record.getField(fields.peek()).schema());
    while (type.getType() == Schema.Type.ARRAY) {
      type = type.getElementType();
    }
    return type.getType() == Schema.Type.BYTES ? "bytes" : "";
  }

  private void begin(String label) {
    labels.push(label);
    open.push(new ArrayList<>());
  }

  private void end() {
    List<FieldSpan> children = open.pop();
    String label = labels.pop();
    if (!children.isEmpty()) {
      open.peek().add(FieldSpan.group(label, children));
    }
  }

  private void leaf(String path, int at, int length, SpanKind kind, String value) {
    if (length > 0) {
      open.peek().add(FieldSpan.leaf(path, at, length, kind, value));
    }
  }
}
