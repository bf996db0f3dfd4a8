package dev.wirebench.engine.codec.avro;

import dev.wirebench.engine.codec.ArrayOutputStream;
import dev.wirebench.engine.codec.BufferTooSmallException;
import dev.wirebench.engine.codec.Codec;
import dev.wirebench.engine.codec.CodecException;
import dev.wirebench.engine.codec.CodecInfo;
import dev.wirebench.engine.codec.DecodeContract;
import dev.wirebench.engine.codec.FieldSpan;
import dev.wirebench.engine.codec.Support;
import dev.wirebench.engine.codec.avro.gen.Envelope;
import dev.wirebench.engine.codec.mapping.LibraryVersion;
import dev.wirebench.engine.model.Message;
import dev.wirebench.engine.model.MessageType;
import java.io.IOException;
import java.util.List;
import org.apache.avro.AvroRuntimeException;
import org.apache.avro.Schema;
import org.apache.avro.io.BinaryDecoder;
import org.apache.avro.io.BinaryEncoder;
import org.apache.avro.io.DecoderFactory;
import org.apache.avro.io.EncoderFactory;
import org.apache.avro.specific.SpecificDatumReader;
import org.apache.avro.specific.SpecificDatumWriter;

/**
 * Apache Avro binary: the SpecificRecord classes avro-maven-plugin generates from {@code
 * src/main/avro/wirebench.avsc} at build time, written by a {@link SpecificDatumWriter} through a
 * reused buffered {@link BinaryEncoder} straight into the caller's array, and read by a {@link
 * SpecificDatumReader} into a reused Envelope (Avro refills its records and lists), then copied
 * into the caller's instance. A payload is one Envelope record, no container header: the schema is
 * the codec's.
 *
 * <p>Before Avro reads a payload, {@link AvroWalker} checks it against the schema without
 * allocating (Avro would allocate from unchecked lengths); that check is part of the measured
 * decode.
 *
 * <p>Needs {@code -Dorg.apache.avro.SERIALIZABLE_PACKAGES=dev.wirebench.engine.codec.avro.gen}
 * (from {@code jvm-flags.properties}): Avro only instantiates classes from trusted packages.
 *
 * <p>Not thread-safe: one instance per thread.
 */
public final class AvroCodec implements Codec {
  static final String ID = "avro";

  private static final CodecInfo INFO =
      new CodecInfo(
          ID,
          "Apache Avro (binary, SpecificRecord)",
          "avro " + LibraryVersion.of(Schema.class, "org.apache.avro", "avro"),
          true,
          DecodeContract.VIA_LIBRARY_OBJECT,
          "Avro decodes a new String per string field (stringType=String); copied in, keeping the"
              + " instance's own when equal",
          "schema-driven walk: zig-zag varints, union indexes, enum indexes, string lengths and"
              + " bytes, array block counts; decimals' mantissa and exponent apart");

  private static final Schema SCHEMA = Envelope.getClassSchema();
  private static final byte[] NOTHING = new byte[0];

  private final SpecificDatumWriter<Envelope> writer = new SpecificDatumWriter<>(Envelope.class);
  private final SpecificDatumReader<Envelope> reader = new SpecificDatumReader<>(Envelope.class);
  private final AvroWalker walker = new AvroWalker(SCHEMA);
  private final ArrayOutputStream out = new ArrayOutputStream();
  private BinaryEncoder encoder = EncoderFactory.get().binaryEncoder(out, null);
  private BinaryDecoder decoder;
  private Envelope envelope;

  @Override
  public CodecInfo info() {
    return INFO;
  }

  @Override
  public Support support(MessageType type) {
    return Support.yes();
  }

  @Override
  public int encode(Message message, byte[] dst, int offset) {
    Envelope record = AvroWriter.envelope(message);
    out.wrap(dst, offset);
    try {
      writer.write(record, encoder);
      encoder.flush();
      return out.written();
    } catch (ArrayOutputStream.Overflow full) {
      // The encoder may still buffer part of this message: start the next one afresh.
      encoder = EncoderFactory.get().binaryEncoder(out, null);
      throw new BufferTooSmallException(ID, dst.length - offset);
    } catch (IOException | AvroRuntimeException e) {
      encoder = EncoderFactory.get().binaryEncoder(out, null);
      throw new CodecException(ID, -1, null, "cannot encode: " + e.getMessage(), e);
    } finally {
      out.release();
    }
  }

  @Override
  public Message decode(byte[] src, int offset, int length, Message reuse) {
    int end = walker.walk(SCHEMA, src, offset, length, null);
    if (end != length) {
      throw new CodecException(ID, end, null, (length - end) + " bytes after the message");
    }
    decoder = DecoderFactory.get().binaryDecoder(src, offset, length, decoder);
    try {
      envelope = reader.read(envelope, decoder);
    } catch (IOException | RuntimeException e) {
      envelope = null;
      throw new CodecException(ID, -1, null, "Avro could not read the payload: " + e, e);
    } finally {
      // The decoder must not keep the caller's array.
      decoder = DecoderFactory.get().binaryDecoder(NOTHING, 0, 0, decoder);
    }
    return AvroReader.read(envelope, reuse);
  }

  @Override
  public List<FieldSpan> describe(byte[] src, int offset, int length) {
    Message decoded = decode(src, offset, length, null);
    AvroSpans spans = new AvroSpans(decoded, src, offset);
    try {
      walker.walk(SCHEMA, src, offset, length, spans);
    } catch (RuntimeException e) {
      if (e instanceof CodecException codecError) {
        throw codecError;
      }
      throw new CodecException(ID, -1, null, "cannot describe: " + e, e);
    }
    return spans.finish();
  }
}
