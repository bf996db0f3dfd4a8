package dev.wirebench.engine.codec.msgpack;

import dev.wirebench.engine.codec.CodecException;
import dev.wirebench.engine.codec.SpanKind;
import dev.wirebench.engine.codec.mapping.DecimalParts;
import dev.wirebench.engine.model.Decimals;
import dev.wirebench.engine.model.Reuse;
import dev.wirebench.engine.model.Timestamps;
import java.io.IOException;
import org.msgpack.core.MessagePack;
import org.msgpack.core.MessageUnpacker;
import org.msgpack.value.ValueType;

/**
 * Reads the values of Wirebench's positional MessagePack layout through msgpack-core, strictly:
 * every container must have the expected size, every length fit in the bytes left. With a {@link
 * MsgpackSpans} attached it also records where each value lies (for {@code describe}); without one
 * it allocates nothing in the steady state (strings are compared with the instance's current value
 * and kept if equal).
 */
final class MsgpackInput {
  private final MsgpackBufferInput input = new MsgpackBufferInput();
  private final MessageUnpacker unpacker = MessagePack.newDefaultUnpacker(new byte[0]);
  private byte[] scratch = new byte[256];
  private int length;
  private MsgpackSpans recorder;
  private String where;

  /** Starts reading {@code src[offset, offset + length)}, recording spans if {@code recorder}. */
  void start(byte[] src, int offset, int length, MsgpackSpans recorder) throws IOException {
    input.load(src, offset, length);
    unpacker.reset(input);
    this.length = length;
    this.recorder = recorder;
    this.where = null;
  }

  /** Bytes read so far. */
  int position() {
    return (int) unpacker.getTotalReadBytes();
  }

  /** The path last read (known only while recording). */
  String where() {
    return where;
  }

  /** Fails unless the payload ended exactly where the message did. */
  void finish() {
    int end = position();
    if (end != length) {
      throw fail(
          end < length
              ? (length - end) + " bytes left over after the message"
              : "the payload ends inside the message");
    }
  }

  CodecException fail(String problem) {
    return new CodecException(MsgpackCodec.ID, Math.min(position(), length), where, problem);
  }

  private String path(String name, int index) {
    if (recorder == null) {
      return null;
    }
    where = recorder.child(name, index);
    return where;
  }

  private int remaining() {
    return length - position();
  }

  /** A fixed-size record: an array of exactly {@code fields} values. */
  void beginRecord(String name, int index, int fields) throws IOException {
    String path = path(name, index);
    int start = position();
    int n = unpacker.unpackArrayHeader();
    if (n != fields) {
      throw fail("expected an array of " + fields + " values, found " + n);
    }
    opened(path, start, "(array header)", n);
  }

  /** A record that may be nil (absent); returns whether it is present. */
  boolean beginOptionalRecord(String name, int fields) throws IOException {
    String path = path(name, -1);
    int start = position();
    if (unpacker.tryUnpackNil()) {
      absent(path, start);
      return false;
    }
    int n = unpacker.unpackArrayHeader();
    if (n != fields) {
      throw fail("expected an array of " + fields + " values or nil, found " + n + " values");
    }
    opened(path, start, "(array header)", n);
    return true;
  }

  /** A list: returns its size, checked against the bytes left (an element takes one at least). */
  int beginList(String name, int index) throws IOException {
    String path = path(name, index);
    int start = position();
    int n = unpacker.unpackArrayHeader();
    if (n < 0 || n > remaining()) {
      throw fail("list of " + Integer.toUnsignedString(n) + " exceeds the bytes left");
    }
    opened(path, start, "(array header)", n);
    return n;
  }

  /** Fails unless a record read with {@link #beginList} has the size its type calls for. */
  void expectFields(int found, int fields) {
    if (found != fields) {
      throw fail("expected an array of " + fields + " values, found " + found);
    }
  }

  /** A string map: returns its size, checked against the bytes left. */
  int beginMap(String name) throws IOException {
    String path = path(name, -1);
    int start = position();
    int n = unpacker.unpackMapHeader();
    if (n < 0 || n > remaining() / 2) {
      throw fail("map of " + Integer.toUnsignedString(n) + " entries exceeds the bytes left");
    }
    opened(path, start, "(map header)", n);
    return n;
  }

  private void opened(String path, int start, String header, int size) {
    if (recorder != null) {
      recorder.begin(path);
      recorder.leaf(header, start, position(), SpanKind.LENGTH, Integer.toString(size));
    }
  }

  void end() {
    if (recorder != null) {
      recorder.end();
    }
  }

  /** Names element {@code index} of the current list for spans, with no bytes of its own. */
  void enterElement(int index) {
    if (recorder != null) {
      recorder.begin(recorder.child(null, index));
    }
  }

  void leaveElement() {
    end();
  }

  /** Whether the next value is a string (rather than, say, an array). */
  boolean nextIsString() throws IOException {
    return unpacker.getNextFormat().getValueType() == ValueType.STRING;
  }

  /** A FIX tag number (positive). */
  int fixTag(String name) throws IOException {
    String path = path(name, -1);
    int start = position();
    int tag = unpacker.unpackInt();
    if (tag < 1) {
      throw fail("FIX tag " + tag + " is not a positive number");
    }
    if (recorder != null) {
      leaf(path, start, SpanKind.TAG, Integer.toString(tag));
    }
    return tag;
  }

  /** A type index among {@code names} (the message type, an entry kind). */
  int typeIndex(String name, String[] names) throws IOException {
    String path = path(name, -1);
    int start = position();
    int index = unpacker.unpackInt();
    if (index < 0 || index >= names.length) {
      throw fail("unknown type index " + index);
    }
    if (recorder != null) {
      leaf(path, start, SpanKind.HEADER, names[index]);
    }
    return index;
  }

  String string(String name, String existing) throws IOException {
    String path = path(name, -1);
    int start = position();
    if (unpacker.tryUnpackNil()) {
      absent(path, start);
      return null;
    }
    String value = rawString(existing);
    if (recorder != null) {
      leaf(path, start, SpanKind.VALUE, value);
    }
    return value;
  }

  /** A map key: its span is a tag whose path ends in the key, naming the value that follows. */
  String key(String existing) throws IOException {
    int start = position();
    if (unpacker.tryUnpackNil()) {
      throw fail("a map key may not be nil");
    }
    String key = rawString(existing);
    if (recorder != null) {
      where = recorder.child(key, -1);
      recorder.leaf(where, start, position(), SpanKind.TAG, null);
    }
    return key;
  }

  private String rawString(String existing) throws IOException {
    int n = unpacker.unpackRawStringHeader();
    if (n < 0 || n > remaining()) {
      throw fail("string of " + Integer.toUnsignedString(n) + " bytes exceeds the bytes left");
    }
    if (n > scratch.length) {
      scratch = new byte[Math.max(n, scratch.length * 2)];
    }
    unpacker.readPayload(scratch, 0, n);
    return Reuse.utf8(existing, scratch, 0, n);
  }

  long int64(String name) throws IOException {
    String path = path(name, -1);
    int start = position();
    long value = unpacker.unpackLong();
    if (recorder != null) {
      leaf(path, start, SpanKind.VALUE, Long.toString(value));
    }
    return value;
  }

  /** An optional long: nil is {@link Long#MIN_VALUE}. */
  long optionalInt64(String name) throws IOException {
    String path = path(name, -1);
    int start = position();
    if (unpacker.tryUnpackNil()) {
      absent(path, start);
      return Long.MIN_VALUE;
    }
    long value = unpacker.unpackLong();
    if (recorder != null) {
      leaf(path, start, SpanKind.VALUE, Long.toString(value));
    }
    return value;
  }

  int int32(String name) throws IOException {
    String path = path(name, -1);
    int start = position();
    int value = unpacker.unpackInt();
    if (recorder != null) {
      leaf(path, start, SpanKind.VALUE, Integer.toString(value));
    }
    return value;
  }

  short int16(String name) throws IOException {
    String path = path(name, -1);
    int start = position();
    short value = unpacker.unpackShort();
    if (recorder != null) {
      leaf(path, start, SpanKind.VALUE, Short.toString(value));
    }
    return value;
  }

  boolean bool(String name) throws IOException {
    String path = path(name, -1);
    int start = position();
    boolean value = unpacker.unpackBoolean();
    if (recorder != null) {
      leaf(path, start, SpanKind.VALUE, Boolean.toString(value));
    }
    return value;
  }

  /** An optional boolean: nil is null. */
  Boolean optionalBool(String name) throws IOException {
    String path = path(name, -1);
    int start = position();
    if (unpacker.tryUnpackNil()) {
      absent(path, start);
      return null;
    }
    boolean value = unpacker.unpackBoolean();
    if (recorder != null) {
      leaf(path, start, SpanKind.VALUE, Boolean.toString(value));
    }
    return value;
  }

  /** An enum by ordinal; nil is null. */
  <E extends Enum<E>> E enumValue(String name, E[] values) throws IOException {
    String path = path(name, -1);
    int start = position();
    if (unpacker.tryUnpackNil()) {
      absent(path, start);
      return null;
    }
    int ordinal = unpacker.unpackInt();
    if (ordinal < 0 || ordinal >= values.length) {
      throw fail("no " + values[0].getDeclaringClass().getSimpleName() + " has ordinal " + ordinal);
    }
    E value = values[ordinal];
    if (recorder != null) {
      leaf(path, start, SpanKind.VALUE, value.name());
    }
    return value;
  }

  /** Epoch nanoseconds; nil is {@link Timestamps#NULL}. */
  long timestamp(String name) throws IOException {
    String path = path(name, -1);
    int start = position();
    if (unpacker.tryUnpackNil()) {
      absent(path, start);
      return Timestamps.NULL;
    }
    long value = unpacker.unpackLong();
    if (recorder != null) {
      leaf(path, start, SpanKind.VALUE, Timestamps.toText(value));
    }
    return value;
  }

  /** A decimal as {@code [unscaled, scale]}; nil is {@link Decimals#NULL}. */
  long decimal(String name) throws IOException {
    String path = path(name, -1);
    int start = position();
    if (unpacker.tryUnpackNil()) {
      absent(path, start);
      return Decimals.NULL;
    }
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
    if (recorder != null) {
      leaf(path, start, SpanKind.VALUE, Decimals.toText(value));
    }
    return value;
  }

  /**
   * Records a leaf. Callers build the value text only when recording ({@code if (recorder !=
   * null)}), since building it would allocate on every plain decode.
   */
  private void leaf(String path, int start, SpanKind kind, String value) {
    if (recorder != null) {
      recorder.leaf(path, start, position(), kind, value);
    }
  }

  private void absent(String path, int start) {
    if (recorder != null) {
      recorder.leaf("(" + path + " absent)", start, position(), SpanKind.VALUE, "nil");
    }
  }
}
