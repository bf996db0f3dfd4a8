package dev.wirebench.engine.codec.avro;

import dev.wirebench.engine.codec.FieldSpan;
import dev.wirebench.engine.codec.SpanKind;
import dev.wirebench.engine.codec.avro.gen.Decimal;
import dev.wirebench.engine.codec.avro.gen.Envelope;
import dev.wirebench.engine.codec.avro.gen.MetadataEntry;
import dev.wirebench.engine.codec.mapping.SpanBuilder;
import dev.wirebench.engine.model.Message;
import dev.wirebench.engine.model.OrderBookSnapshot;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import org.apache.avro.Schema;

/**
 * Turns an {@link AvroWalker} walk into field spans. Avro names record fields as the model does, so
 * paths follow the schema; the envelope's and entries' record unions become {@code $type} header
 * spans, an optional field's union index its tag, a Decimal's mantissa the decimal's value.
 */
final class AvroSpans implements AvroWalker.Visitor {
  private final SpanBuilder spans;
  private final Message decoded;
  private final Deque<String> paths = new ArrayDeque<>();
  private final Deque<Schema> records = new ArrayDeque<>();
  private final Deque<String> fields = new ArrayDeque<>();
  private final byte[] src;
  private final int base;

  AvroSpans(Message decoded, byte[] src, int offset) {
    this.decoded = decoded;
    this.src = src;
    this.base = offset;
    this.spans = new SpanBuilder(decoded);
    paths.push("");
  }

  List<FieldSpan> finish() {
    return spans.finish();
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
    if (!begin) {
      spans.end();
      paths.pop();
      fields.pop();
      return;
    }
    fields.push(field.name());
    Schema owner = records.peek();
    String parent = paths.peek();
    String path;
    String label;
    if (is(owner, Envelope.getClassSchema())) {
      path = "";
      label = "(message)";
    } else if (is(owner, Decimal.getClassSchema()) || is(owner, MetadataEntry.getClassSchema())) {
      path = parent;
      label = "(" + parent + " " + field.name() + ")";
    } else {
      path = join(parent, field.name());
      label = path;
    }
    paths.push(path);
    spans.begin(label);
  }

  @Override
  public void union(int at, int length, Schema union, Schema branch) {
    String path = paths.peek();
    if (union.getIndexNamed("null") == null) {
      String typePath = join(path, "$type");
      String text = spans.values().text(typePath);
      spans.leaf(typePath, at, length, SpanKind.HEADER, text != null ? text : branch.getName());
    } else {
      spans.leaf(
          path,
          at,
          length,
          SpanKind.TAG,
          branch.getType() == Schema.Type.NULL ? "null" : "present");
    }
  }

  @Override
  public void arrayBlock(int at, int length, long count) {
    String path = paths.peek();
    spans.leaf(
        count == 0 ? "(" + path + " end)" : path,
        at,
        length,
        SpanKind.LENGTH,
        Long.toString(count));
  }

  @Override
  public void element(long index, boolean begin) {
    if (!begin) {
      spans.end();
      paths.pop();
      return;
    }
    String list = paths.peek();
    String path =
        list.equals("metadata") && decoded instanceof OrderBookSnapshot book
            ? "metadata." + book.getMetadata().key((int) index)
            : list + "[" + index + "]";
    paths.push(path);
    spans.begin(path);
  }

  @Override
  public void scalar(int at, int length, Schema type, long value) {
    String raw =
        switch (type.getType()) {
          case BOOLEAN -> Boolean.toString(value != 0);
          case ENUM -> type.getEnumSymbols().get((int) value);
          default -> Long.toString(value);
        };
    if (is(records.peek(), Decimal.getClassSchema()) && "exponent".equals(fields.peek())) {
      spans.part(paths.peek(), "exponent", at, length, raw);
    } else {
      spans.value(paths.peek(), at, length, raw);
    }
  }

  @Override
  public void string(int lengthAt, int lengthBytes, int at, int length) {
    String path = paths.peek();
    spans.leaf(path, lengthAt, lengthBytes, SpanKind.LENGTH, Integer.toString(length));
    String text = new String(src, base + at, length, StandardCharsets.UTF_8);
    if (is(records.peek(), MetadataEntry.getClassSchema()) && "key".equals(fields.peek())) {
      spans.leaf(path, at, length, SpanKind.TAG, text);
    } else {
      spans.value(path, at, length, text);
    }
  }

  /** Whether a walked record is a generated class's (schemas parsed apart are not identical). */
  private static boolean is(Schema walked, Schema generated) {
    return walked != null && walked.getFullName().equals(generated.getFullName());
  }

  private static String join(String prefix, String name) {
    return prefix.isEmpty() ? name : prefix + "." + name;
  }
}
