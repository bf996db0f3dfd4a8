package dev.wirebench.engine.codec.avro;

import dev.wirebench.engine.codec.CodecException;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import org.apache.avro.Schema;

/**
 * Walks one Avro binary datum against its writer schema: zig-zag varints, union indexes, enum
 * indexes, string lengths and array blocks. With no {@link Visitor} it is the codec's check before
 * Avro's own reader runs, and allocates nothing: Avro's {@code BinaryDecoder} allocates a string's
 * bytes and an array's backing store from the lengths on the wire before it knows the bytes exist,
 * and recurses once per nesting level, so a corrupted length could ask for gigabytes and a deep FIX
 * group tree could overflow the stack. The walk rejects any length or count the remaining bytes
 * cannot hold and any nesting past {@link #MAX_DEPTH}; then Avro's reader is safe to run.
 *
 * <p>Varints are read exactly as {@code BinaryDecoder} reads them (at most 5 bytes for an int, 10
 * for a long), so both see the same lengths.
 *
 * <p>Not thread-safe; one per codec instance.
 */
final class AvroWalker {
  /** Schema nesting levels a payload may use (about 40 levels of FIX repeating groups). */
  static final int MAX_DEPTH = 160;

  /** What a describing walk is told, in payload order; offsets are relative to the payload. */
  interface Visitor {
    void record(Schema record, boolean begin);

    void field(Schema.Field field, boolean begin);

    void union(int at, int length, Schema union, Schema branch);

    void arrayBlock(int at, int length, long count);

    void element(long index, boolean begin);

    void scalar(int at, int length, Schema type, long value);

    void string(int lengthAt, int lengthBytes, int at, int length);
  }

  private final Map<Schema, Integer> minBytes = new IdentityHashMap<>();
  private byte[] src;
  private int base;
  private int end;
  private int pos;
  private Visitor visitor;

  AvroWalker(Schema root) {
    minimum(root, new IdentityHashMap<>());
    for (Schema schema : minBytes.keySet()) {
      // Array counts are bounded by the bytes left, which needs every item to take a byte.
      if (schema.getType() == Schema.Type.ARRAY && minBytes.get(schema.getElementType()) < 1) {
        throw new IllegalStateException("items of " + schema + " can take no bytes");
      }
    }
  }

  /**
   * Walks one datum of {@code schema} over {@code src[offset, offset + length)} and returns where
   * it ends (relative to {@code offset}).
   *
   * @throws CodecException at the first byte the schema cannot accept
   */
  int walk(Schema schema, byte[] src, int offset, int length, Visitor visitor) {
    this.src = src;
    this.base = offset;
    this.end = length;
    this.pos = 0;
    this.visitor = visitor;
    datum(schema, 0);
    return pos;
  }

  private void datum(Schema schema, int depth) {
    if (depth > MAX_DEPTH) {
      throw error(pos, "nesting deeper than " + MAX_DEPTH + " schema levels");
    }
    switch (schema.getType()) {
      case RECORD -> record(schema, depth);
      case UNION -> union(schema, depth);
      case ARRAY -> array(schema, depth);
      case NULL -> {
        // Null takes no bytes.
      }
      case BOOLEAN -> {
        int at = pos;
        if (pos >= end) {
          throw error(pos, "boolean runs past the end");
        }
        int b = src[base + pos++];
        if (b != 0 && b != 1) {
          throw error(at, "boolean byte " + b + " is neither 0 nor 1");
        }
        scalar(at, schema, b);
      }
      case INT -> scalar(pos, schema, readInt());
      case LONG -> scalar(pos, schema, readLong());
      case ENUM -> {
        int at = pos;
        int index = readInt();
        if (index < 0 || index >= schema.getEnumSymbols().size()) {
          throw error(at, "enum index " + index + " outside " + schema.getName());
        }
        scalar(at, schema, index);
      }
      case STRING, BYTES -> string();
      case FLOAT -> fixed(schema, 4);
      case DOUBLE -> fixed(schema, 8);
      default -> throw error(pos, schema.getType() + " is not used by this schema");
    }
  }

  /** A little-endian float or double: its raw bits are the visited value. */
  private void fixed(Schema type, int size) {
    int at = pos;
    if (end - pos < size) {
      throw error(at, type.getType().getName() + " runs past the end");
    }
    long bits = 0;
    for (int i = size - 1; i >= 0; i--) {
      bits = (bits << 8) | (src[base + pos + i] & 0xFFL);
    }
    pos += size;
    scalar(at, type, bits);
  }

  private void scalar(int at, Schema type, long value) {
    if (visitor != null) {
      visitor.scalar(at, pos - at, type, value);
    }
  }

  private void record(Schema schema, int depth) {
    if (visitor != null) {
      visitor.record(schema, true);
    }
    List<Schema.Field> fields = schema.getFields();
    for (int i = 0; i < fields.size(); i++) {
      Schema.Field field = fields.get(i);
      if (visitor != null) {
        visitor.field(field, true);
      }
      datum(field.schema(), depth + 1);
      if (visitor != null) {
        visitor.field(field, false);
      }
    }
    if (visitor != null) {
      visitor.record(schema, false);
    }
  }

  private void union(Schema schema, int depth) {
    int at = pos;
    int index = readInt();
    List<Schema> types = schema.getTypes();
    if (index < 0 || index >= types.size()) {
      throw error(at, "union index " + index + " outside " + types.size() + " branches");
    }
    Schema branch = types.get(index);
    if (visitor != null) {
      visitor.union(at, pos - at, schema, branch);
    }
    datum(branch, depth + 1);
  }

  private void array(Schema schema, int depth) {
    Schema items = schema.getElementType();
    int smallest = minBytes.get(items);
    long index = 0;
    while (true) {
      int at = pos;
      long count = readLong();
      if (count < 0) {
        count = -count;
        readLong();
      }
      if (count < 0 || count > (long) (end - pos) / smallest) {
        throw error(
            at, "array block of " + count + " items cannot fit in " + (end - pos) + " bytes");
      }
      if (visitor != null) {
        visitor.arrayBlock(at, pos - at, count);
      }
      if (count == 0) {
        return;
      }
      for (long i = 0; i < count; i++, index++) {
        if (visitor != null) {
          visitor.element(index, true);
        }
        datum(items, depth + 1);
        if (visitor != null) {
          visitor.element(index, false);
        }
      }
    }
  }

  private void string() {
    int at = pos;
    long length = readLong();
    if (length < 0 || length > end - pos) {
      throw error(at, "string of " + length + " bytes runs past the end");
    }
    if (visitor != null) {
      visitor.string(at, pos - at, pos, (int) length);
    }
    pos += (int) length;
  }

  /** A zig-zag int as BinaryDecoder.readInt reads it. */
  private int readInt() {
    int at = pos;
    int n = 0;
    for (int shift = 0; shift < 35; shift += 7) {
      if (pos >= end) {
        throw error(at, "int runs past the end");
      }
      int b = src[base + pos++] & 0xFF;
      n ^= (b & 0x7F) << shift;
      if (b < 0x80) {
        return (n >>> 1) ^ -(n & 1);
      }
    }
    throw error(at, "invalid int encoding (more than 5 bytes)");
  }

  /** A zig-zag long as BinaryDecoder.readLong reads it. */
  private long readLong() {
    int at = pos;
    long n = 0;
    for (int shift = 0; shift < 70; shift += 7) {
      if (pos >= end) {
        throw error(at, "long runs past the end");
      }
      int b = src[base + pos++] & 0xFF;
      n ^= ((long) b & 0x7F) << shift;
      if (b < 0x80) {
        return (n >>> 1) ^ -(n & 1);
      }
    }
    throw error(at, "invalid long encoding (more than 10 bytes)");
  }

  /** The fewest bytes a datum of {@code schema} takes (arrays: their end marker). */
  private int minimum(Schema schema, Map<Schema, Boolean> visiting) {
    Integer known = minBytes.get(schema);
    if (known != null) {
      return known;
    }
    if (visiting.put(schema, Boolean.TRUE) != null) {
      return 0;
    }
    int bytes =
        switch (schema.getType()) {
          case RECORD -> {
            int sum = 0;
            for (Schema.Field field : schema.getFields()) {
              sum += minimum(field.schema(), visiting);
            }
            yield sum;
          }
          case UNION -> {
            int least = Integer.MAX_VALUE;
            for (Schema branch : schema.getTypes()) {
              least = Math.min(least, minimum(branch, visiting));
            }
            yield 1 + least;
          }
          case ARRAY -> {
            minimum(schema.getElementType(), visiting);
            yield 1;
          }
          case NULL -> 0;
          default -> 1;
        };
    visiting.remove(schema);
    minBytes.put(schema, bytes);
    return bytes;
  }

  private static CodecException error(int offset, String problem) {
    return new CodecException(AvroCodec.ID, offset, null, problem);
  }
}
