package dev.wirebench.engine.codec.msgpack;

import dev.wirebench.engine.codec.CodecException;
import dev.wirebench.engine.codec.SpanKind;
import dev.wirebench.engine.codec.mapping.DecimalParts;
import dev.wirebench.engine.dynamic.DynamicList;
import dev.wirebench.engine.dynamic.DynamicRecord;
import dev.wirebench.engine.dynamic.Field;
import dev.wirebench.engine.dynamic.FieldKind;
import dev.wirebench.engine.dynamic.FieldType;
import dev.wirebench.engine.dynamic.RecordSchema;
import dev.wirebench.engine.dynamic.ValueText;
import dev.wirebench.engine.model.Decimals;
import java.io.IOException;
import org.msgpack.core.MessagePack;
import org.msgpack.core.MessageUnpacker;

/**
 * Reads {@link MsgpackDynamicWriter}'s layout strictly: every record an array of exactly its
 * schema's field count, nil only for optional fields, integers in their kind's range, every length
 * checked against the bytes left before anything is allocated. With a {@link MsgpackSpans} it
 * records where each value lies; without one it allocates only strings and bytes.
 */
final class MsgpackDynamicReader {
  private final MsgpackBufferInput input = new MsgpackBufferInput();
  private final MessageUnpacker unpacker = MessagePack.newDefaultUnpacker(new byte[0]);
  private int length;
  private MsgpackSpans recorder;
  private String where;

  void start(byte[] src, int offset, int length, MsgpackSpans recorder) throws IOException {
    input.load(src, offset, length);
    unpacker.reset(input);
    this.length = length;
    this.recorder = recorder;
    this.where = null;
  }

  int position() {
    return (int) unpacker.getTotalReadBytes();
  }

  String where() {
    return where;
  }

  void finish() {
    if (position() != length) {
      throw fail((length - position()) + " bytes left over after the message");
    }
  }

  CodecException fail(String problem) {
    return new CodecException(MsgpackDynamicCodec.ID, Math.min(position(), length), where, problem);
  }

  private int remaining() {
    return length - position();
  }

  /** Reads a record's array into {@code record} (cleared by the caller or by its parent). */
  void record(DynamicRecord record, String path) throws IOException {
    RecordSchema schema = record.schema();
    int start = position();
    int n = unpacker.unpackArrayHeader();
    if (n != schema.size()) {
      throw fail(
          "expected an array of " + schema.size() + " values (" + schema.name() + "), found " + n);
    }
    open(path, start, n);
    for (int i = 0; i < schema.size(); i++) {
      Field field = schema.field(i);
      String at = recorder == null ? null : child(path, field.name());
      where = at;
      int valueStart = position();
      if (unpacker.tryUnpackNil()) {
        if (!field.optional()) {
          throw fail(
              "nil for required field " + field.name() + " (" + field.type().describe() + ")");
        }
        if (recorder != null) {
          recorder.leaf("(" + at + " absent)", valueStart, position(), SpanKind.TAG, "nil");
        }
        continue;
      }
      FieldType type = field.type();
      switch (type.kind()) {
        case STRING -> record.setString(i, string(at));
        case BYTES -> record.setBytes(i, bytes(at));
        case RECORD -> record(record.record(i), at);
        case LIST -> list(record.list(i), at);
        default -> record.setLong(i, scalar(type, at));
      }
    }
    close();
  }

  private void list(DynamicList list, String path) throws IOException {
    int start = position();
    int n = unpacker.unpackArrayHeader();
    if (n < 0 || n > remaining()) {
      throw fail("list of " + Integer.toUnsignedString(n) + " exceeds the bytes left");
    }
    open(path, start, n);
    FieldType element = list.elementType();
    for (int k = 0; k < n; k++) {
      String at = recorder == null ? null : path + "[" + k + "]";
      where = at;
      switch (element.kind()) {
        case STRING -> list.add(string(at));
        case BYTES -> list.add(bytes(at));
        case RECORD -> record(list.addRecord(), at);
        case LIST -> list(list.addList(), at);
        default -> list.addLong(scalar(element, at));
      }
    }
    close();
  }

  private long scalar(FieldType type, String path) throws IOException {
    int start = position();
    long value;
    FieldKind kind = type.kind();
    switch (kind) {
      case INT8, INT16, INT32, INT64, TIMESTAMP -> {
        value = unpacker.unpackLong();
        if (kind.isInteger() && (value < kind.min() || value > kind.max())) {
          throw fail(kind.schemaName() + " out of range: " + value);
        }
      }
      case ENUM -> {
        value = unpacker.unpackLong();
        if (value < 0 || value >= type.symbols().size()) {
          throw fail("no symbol of " + type.describe() + " has ordinal " + value);
        }
      }
      case FLOAT32 -> value = Float.floatToRawIntBits(unpacker.unpackFloat());
      case FLOAT64 -> value = Double.doubleToRawLongBits(unpacker.unpackDouble());
      case BOOLEAN -> value = unpacker.unpackBoolean() ? 1 : 0;
      case DECIMAL -> value = decimal();
      default -> throw new IllegalStateException(kind + " is not a long-slot kind");
    }
    if (recorder != null) {
      recorder.leaf(path, start, position(), SpanKind.VALUE, ValueText.ofLong(type, value));
    }
    return value;
  }

  private long decimal() throws IOException {
    int n = unpacker.unpackArrayHeader();
    if (n != 2) {
      throw fail("expected a decimal [unscaled, scale], found an array of " + n);
    }
    long unscaled = unpacker.unpackLong();
    int scale = unpacker.unpackInt();
    long value = DecimalParts.exact(unscaled, -scale);
    if (Decimals.isNull(value)) {
      throw fail("decimal " + unscaled + "e" + (-scale) + " does not fit decimal64 exactly");
    }
    return value;
  }

  private String string(String path) throws IOException {
    int start = position();
    int n = unpacker.unpackRawStringHeader();
    if (n < 0 || n > remaining()) {
      throw fail("string of " + Integer.toUnsignedString(n) + " bytes exceeds the bytes left");
    }
    byte[] utf8 = unpacker.readPayload(n);
    String value = new String(utf8, java.nio.charset.StandardCharsets.UTF_8);
    if (recorder != null) {
      recorder.leaf(path, start, position(), SpanKind.VALUE, value);
    }
    return value;
  }

  private byte[] bytes(String path) throws IOException {
    int start = position();
    int n = unpacker.unpackBinaryHeader();
    if (n < 0 || n > remaining()) {
      throw fail("bytes of " + Integer.toUnsignedString(n) + " exceed the bytes left");
    }
    byte[] value = unpacker.readPayload(n);
    if (recorder != null) {
      recorder.leaf(path, start, position(), SpanKind.VALUE, ValueText.ofRef(value));
    }
    return value;
  }

  private void open(String path, int start, int size) {
    if (recorder != null) {
      recorder.begin(path);
      recorder.leaf("(array header)", start, position(), SpanKind.LENGTH, Integer.toString(size));
    }
  }

  private void close() {
    if (recorder != null) {
      recorder.end();
    }
  }

  private static String child(String path, String name) {
    return path.isEmpty() ? name : path + "." + name;
  }
}
