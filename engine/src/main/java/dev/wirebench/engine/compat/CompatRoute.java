package dev.wirebench.engine.compat;

import dev.wirebench.engine.codec.BufferTooSmallException;
import dev.wirebench.engine.codec.DynamicCodec;
import dev.wirebench.engine.codec.FieldSpan;
import dev.wirebench.engine.codec.avro.AvroResolvingReader;
import dev.wirebench.engine.dynamic.DynamicRecord;
import java.util.Arrays;
import java.util.List;

/**
 * How one row of the matrix carries a payload from the writer's version to the reader's: encode
 * with the writer version's codec, decode with the reader version's. Most rows are one codec bound
 * to each version; Avro's resolving row reads with both schemas. Not thread-safe.
 */
interface CompatRoute {
  /** Payloads beyond this are not a compatibility question (the codec's own limits apply first). */
  int MAX_PAYLOAD = 16 << 20;

  /** The writer version's encoding of {@code message} (the exact bytes, a new array). */
  byte[] write(DynamicRecord message);

  /** The reader version's reading of {@code payload}. */
  DynamicRecord read(byte[] payload);

  /**
   * The field spans of {@code payload} (one {@link #write} made) as the writer's codec describes
   * them; empty where there is no describing codec.
   */
  default List<FieldSpan> describe(byte[] payload) {
    return List.of();
  }

  /** A route through a codec bound to each version. */
  static CompatRoute of(DynamicCodec writer, DynamicCodec reader) {
    return new CompatRoute() {
      @Override
      public byte[] write(DynamicRecord message) {
        return encode(writer, message);
      }

      @Override
      public DynamicRecord read(byte[] payload) {
        return reader.decode(payload, 0, payload.length, null);
      }

      @Override
      public List<FieldSpan> describe(byte[] payload) {
        return writer.describe(payload, 0, payload.length);
      }
    };
  }

  /** Avro with the writer's schema beside the reader's (schema resolution). */
  static CompatRoute resolving(DynamicCodec writer, AvroResolvingReader reader) {
    return new CompatRoute() {
      @Override
      public byte[] write(DynamicRecord message) {
        return encode(writer, message);
      }

      @Override
      public DynamicRecord read(byte[] payload) {
        return reader.decode(payload, 0, payload.length);
      }

      @Override
      public List<FieldSpan> describe(byte[] payload) {
        return writer.describe(payload, 0, payload.length);
      }
    };
  }

  /** {@code message} encoded by {@code codec} into a buffer grown until it fits. */
  static byte[] encode(DynamicCodec codec, DynamicRecord message) {
    byte[] buffer = new byte[4096];
    while (true) {
      try {
        int length = codec.encode(message, buffer, 0);
        return Arrays.copyOf(buffer, length);
      } catch (BufferTooSmallException full) {
        if (buffer.length >= MAX_PAYLOAD) {
          throw full;
        }
        buffer = new byte[buffer.length * 4];
      }
    }
  }
}
