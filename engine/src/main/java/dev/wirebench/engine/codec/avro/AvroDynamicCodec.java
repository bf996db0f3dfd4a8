package dev.wirebench.engine.codec.avro;

import dev.wirebench.engine.codec.ArrayOutputStream;
import dev.wirebench.engine.codec.BufferTooSmallException;
import dev.wirebench.engine.codec.CodecException;
import dev.wirebench.engine.codec.CodecInfo;
import dev.wirebench.engine.codec.DecodeContract;
import dev.wirebench.engine.codec.DynamicCodec;
import dev.wirebench.engine.codec.DynamicCodecs;
import dev.wirebench.engine.codec.FieldSpan;
import dev.wirebench.engine.dynamic.DynamicRecord;
import dev.wirebench.engine.dynamic.RecordSchema;
import java.io.IOException;
import java.util.List;
import org.apache.avro.AvroRuntimeException;
import org.apache.avro.Schema;
import org.apache.avro.generic.GenericDatumReader;
import org.apache.avro.generic.GenericDatumWriter;
import org.apache.avro.generic.GenericRecord;
import org.apache.avro.io.BinaryDecoder;
import org.apache.avro.io.BinaryEncoder;
import org.apache.avro.io.DecoderFactory;
import org.apache.avro.io.EncoderFactory;

/**
 * Dynamic messages as Avro binary through Avro's generic records, with the Avro schema {@link
 * AvroDynamicSchema} derives from the dynamic schema once per codec. Encode copies the message into
 * a {@code GenericRecord} and writes it; decode walks the bytes first ({@link AvroWalker}: lengths
 * bounded, nesting limited), reads a {@code GenericRecord} (reused) and copies it into the caller's
 * record. Not thread-safe.
 */
final class AvroDynamicCodec implements DynamicCodec {
  private static final byte[] NOTHING = new byte[0];

  private static final CodecInfo INFO =
      DynamicCodecs.info(
          new AvroCodec().info(),
          "Apache Avro (binary, GenericRecord), dynamic messages",
          DecodeContract.VIA_LIBRARY_OBJECT,
          "Avro reads a new String per string into a GenericRecord (reused), copied into the record",
          "per value: union indexes, lengths and block counts, values; a decimal's mantissa and"
              + " exponent together");

  private final CodecInfo info = INFO;
  private final RecordSchema schema;
  private final Schema avro;
  private final GenericDatumWriter<GenericRecord> writer;
  private final GenericDatumReader<GenericRecord> reader;
  private final AvroWalker walker;
  private final ArrayOutputStream out = new ArrayOutputStream();
  private BinaryEncoder encoder = EncoderFactory.get().binaryEncoder(out, null);
  private BinaryDecoder decoder;
  private GenericRecord scratch;

  AvroDynamicCodec(RecordSchema schema) {
    this.schema = schema;
    this.avro = AvroDynamicSchema.of(schema);
    this.writer = new GenericDatumWriter<>(avro);
    this.reader = new GenericDatumReader<>(avro);
    this.walker = new AvroWalker(avro);
  }

  /** The Avro schema this codec writes (for users who want the .avsc). */
  Schema avroSchema() {
    return avro;
  }

  @Override
  public CodecInfo info() {
    return info;
  }

  @Override
  public int encode(DynamicRecord message, byte[] dst, int offset) {
    GenericRecord record = AvroDynamicValues.toAvro(message, avro);
    out.wrap(dst, offset);
    try {
      writer.write(record, encoder);
      encoder.flush();
      return out.written();
    } catch (ArrayOutputStream.Overflow full) {
      encoder = EncoderFactory.get().binaryEncoder(out, null);
      throw new BufferTooSmallException(AvroCodec.ID, dst.length - offset);
    } catch (IOException | AvroRuntimeException e) {
      encoder = EncoderFactory.get().binaryEncoder(out, null);
      throw new CodecException(AvroCodec.ID, -1, null, "cannot encode: " + e.getMessage(), e);
    } finally {
      out.release();
    }
  }

  @Override
  public DynamicRecord decode(byte[] src, int offset, int length, DynamicRecord reuse) {
    int end = walker.walk(avro, src, offset, length, null);
    if (end != length) {
      throw new CodecException(
          AvroCodec.ID, end, null, (length - end) + " bytes after the message");
    }
    decoder = DecoderFactory.get().binaryDecoder(src, offset, length, decoder);
    try {
      scratch = reader.read(scratch, decoder);
    } catch (IOException | RuntimeException e) {
      scratch = null;
      throw new CodecException(AvroCodec.ID, -1, null, "Avro could not read the payload: " + e, e);
    } finally {
      decoder = DecoderFactory.get().binaryDecoder(NOTHING, 0, 0, decoder);
    }
    DynamicRecord into = reuse != null ? reuse : new DynamicRecord(schema);
    into.clear();
    AvroDynamicValues.fromAvro(scratch, into, "");
    return into;
  }

  @Override
  public List<FieldSpan> describe(byte[] src, int offset, int length) {
    decode(src, offset, length, null);
    AvroDynamicSpans spans = new AvroDynamicSpans(src, offset);
    walker.walk(avro, src, offset, length, spans);
    return spans.finish();
  }
}
