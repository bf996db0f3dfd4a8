package dev.wirebench.engine.codec.avro;

import dev.wirebench.engine.codec.ArrayOutputStream;
import dev.wirebench.engine.codec.BufferTooSmallException;
import dev.wirebench.engine.codec.CodecException;
import dev.wirebench.engine.codec.gen.GenChecks;
import dev.wirebench.engine.dynamic.DecimalValues;
import java.io.IOException;
import java.math.BigDecimal;
import java.nio.ByteBuffer;
import java.time.Instant;
import org.apache.avro.AvroRuntimeException;
import org.apache.avro.Conversion;
import org.apache.avro.Schema;
import org.apache.avro.io.BinaryDecoder;
import org.apache.avro.io.BinaryEncoder;
import org.apache.avro.io.DecoderFactory;
import org.apache.avro.io.EncoderFactory;
import org.apache.avro.specific.SpecificData;
import org.apache.avro.specific.SpecificDatumReader;
import org.apache.avro.specific.SpecificDatumWriter;
import org.apache.avro.specific.SpecificRecord;
import org.apache.avro.util.ClassSecurityValidator;

/**
 * What the bindings Wirebench generates for the Avro compiler's classes call around them: a {@link
 * SpecificDatumWriter} and {@link SpecificDatumReader} of the generated class — how user code
 * writes and reads SpecificRecords — writing into the caller's array and reading with a reused
 * record, plus the logical-type conversions between record slots and the generated fields' types
 * ({@link Instant} timestamps, decimal bytes at the schema's scale). One per binding.
 *
 * @param <T> the generated top-level record class
 */
public final class AvroGenRuntime<T extends SpecificRecord> {
  private static final byte[] NOTHING = new byte[0];
  private static final String ID = AvroGenProvider.ID;
  private static final java.util.Set<ClassLoader> TRUSTED =
      java.util.Collections.newSetFromMap(new java.util.WeakHashMap<>());

  private final SpecificDatumWriter<T> writer;
  private final SpecificDatumReader<T> reader;
  private final ArrayOutputStream out = new ArrayOutputStream();
  private BinaryEncoder encoder = EncoderFactory.get().binaryEncoder(out, null);
  private BinaryDecoder decoder;
  private T scratch;

  public AvroGenRuntime(Class<T> type) {
    // The generated classes live in their own class loader (the cache entry's), so the data model
    // must resolve record names there; it keeps the generated model's logical-type conversions.
    trust(type.getClassLoader());
    SpecificData data = new SpecificData(type.getClassLoader());
    for (Conversion<?> conversion : SpecificData.getForClass(type).getConversions()) {
      data.addLogicalTypeConversion(conversion);
    }
    Schema schema = data.getSchema(type);
    this.writer = new SpecificDatumWriter<>(schema, data);
    this.reader = new SpecificDatumReader<>(schema, schema, data);
  }

  /**
   * Lets Avro (1.12's class security check) instantiate the classes of {@code generated}: they are
   * the compiler's output for the user's own schema, loaded from Wirebench's cache, which no
   * package list could name in advance. Once per class loader.
   */
  private static synchronized void trust(ClassLoader generated) {
    if (TRUSTED.add(generated)) {
      ClassSecurityValidator.setGlobal(
          ClassSecurityValidator.composite(
              ClassSecurityValidator.getGlobal(), c -> c.getClassLoader() == generated));
    }
  }

  /** Writes {@code record} at {@code dst[offset]}; returns the bytes written. */
  public int write(T record, byte[] dst, int offset) {
    out.wrap(dst, offset);
    try {
      writer.write(record, encoder);
      encoder.flush();
      return out.written();
    } catch (ArrayOutputStream.Overflow full) {
      encoder = EncoderFactory.get().binaryEncoder(out, null);
      throw new BufferTooSmallException(ID, dst.length - offset);
    } catch (IOException | AvroRuntimeException | ClassCastException | NullPointerException e) {
      encoder = EncoderFactory.get().binaryEncoder(out, null);
      throw new CodecException(ID, -1, null, "cannot encode: " + e, e);
    } finally {
      out.release();
    }
  }

  /** Reads {@code src[offset, offset + length)} into the reused record, refusing trailing bytes. */
  public T read(byte[] src, int offset, int length) {
    decoder = DecoderFactory.get().binaryDecoder(src, offset, length, decoder);
    try {
      scratch = reader.read(scratch, decoder);
      if (!decoder.isEnd()) {
        throw new CodecException(ID, -1, null, "bytes after the message");
      }
      return scratch;
    } catch (IOException | RuntimeException e) {
      scratch = null;
      if (e instanceof CodecException bad) {
        throw bad;
      }
      throw new CodecException(ID, -1, null, "Avro could not read the payload: " + e, e);
    } finally {
      decoder = DecoderFactory.get().binaryDecoder(NOTHING, 0, 0, decoder);
    }
  }

  /** Epoch nanoseconds as an {@link Instant} (the generated type of timestamp logical types). */
  public static Instant instant(long nanos) {
    return Instant.ofEpochSecond(GenChecks.seconds(nanos), GenChecks.nanoOfSecond(nanos));
  }

  /** An {@link Instant} as epoch nanoseconds, refused beyond 64 bits. */
  public static long nanos(Instant instant, String field) {
    return GenChecks.nanos(instant.getEpochSecond(), instant.getNano(), ID, "", field);
  }

  /** Decimal64 bits at the decimal logical type's {@code scale}, refused if inexact there. */
  public static BigDecimal decimal(long bits, int scale, String field) {
    BigDecimal value = DecimalValues.toBigDecimal(bits);
    try {
      return value.setScale(scale);
    } catch (ArithmeticException e) {
      throw new CodecException(
          ID, -1, field, "decimal " + value + " has more than the schema's " + scale + " decimals");
    }
  }

  /** A decimal as decimal64 bits (at the schema's scale), refused if it does not fit exactly. */
  public static long decimalBits(BigDecimal exact, String field) {
    return GenChecks.exact(exact, ID, "", field);
  }

  /** A bytes field's content, copied. */
  public static byte[] bytes(ByteBuffer buffer) {
    byte[] copy = new byte[buffer.remaining()];
    buffer.duplicate().get(copy);
    return copy;
  }
}
