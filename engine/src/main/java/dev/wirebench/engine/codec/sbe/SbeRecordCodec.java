package dev.wirebench.engine.codec.sbe;

import dev.wirebench.engine.codec.CodecException;
import dev.wirebench.engine.codec.CodecInfo;
import dev.wirebench.engine.codec.DynamicCodec;
import dev.wirebench.engine.codec.FieldSpan;
import dev.wirebench.engine.dynamic.DynamicRecord;
import dev.wirebench.engine.dynamic.RecordSchema;
import java.util.List;

/**
 * The codec shell shared by the IR-driven SBE codecs for dynamic messages ({@link SbeDynamicCodec},
 * {@link SbeUserCodec}): encode is the writer's, decode fills the caller's record (or a new one),
 * describe runs the same reader with a span sink. Only the layout behind the writer/reader pair
 * differs between them, so the bytes are entirely theirs. Not thread-safe (the pair keeps state
 * while working).
 */
abstract class SbeRecordCodec implements DynamicCodec {
  /** Writes one message at {@code offset}; returns the bytes written. */
  interface RecordWriter {
    int write(DynamicRecord message, byte[] into, int offset);
  }

  /** Reads one message into {@code into}; with a non-null {@code spans}, records spans too. */
  interface RecordReader {
    void read(byte[] from, int offset, int length, DynamicRecord into, SbeDynamicSpans spans);
  }

  private final CodecInfo info;
  private final RecordSchema schema;
  private final RecordWriter writer;
  private final RecordReader reader;

  SbeRecordCodec(CodecInfo info, RecordSchema schema, RecordWriter writer, RecordReader reader) {
    this.info = info;
    this.schema = schema;
    this.writer = writer;
    this.reader = reader;
  }

  @Override
  public final CodecInfo info() {
    return info;
  }

  @Override
  public final int encode(DynamicRecord message, byte[] dst, int offset) {
    return writer.write(message, dst, offset);
  }

  @Override
  public final DynamicRecord decode(byte[] src, int offset, int length, DynamicRecord reuse) {
    DynamicRecord into = reuse != null ? reuse : new DynamicRecord(schema);
    reader.read(src, offset, length, into, null);
    return into;
  }

  @Override
  public final List<FieldSpan> describe(byte[] src, int offset, int length) {
    SbeDynamicSpans spans = new SbeDynamicSpans();
    try {
      reader.read(src, offset, length, new DynamicRecord(schema), spans);
    } catch (IndexOutOfBoundsException e) {
      throw new CodecException(SbeCodec.ID, -1, null, "cannot describe: " + e, e);
    }
    return spans.spans();
  }
}
