package dev.wirebench.engine.codec.sbe;

import dev.wirebench.engine.codec.CodecException;
import dev.wirebench.engine.codec.CodecInfo;
import dev.wirebench.engine.codec.DecodeContract;
import dev.wirebench.engine.codec.DynamicCodec;
import dev.wirebench.engine.codec.DynamicCodecs;
import dev.wirebench.engine.codec.FieldSpan;
import dev.wirebench.engine.dynamic.DynamicRecord;
import dev.wirebench.engine.dynamic.RecordSchema;
import java.util.List;

/**
 * Dynamic messages as SBE, driven by sbe-tool's IR of a schema built from the dynamic one ({@link
 * SbeDynamicXml} → {@link SbeDynamicLayout}): no generated classes, every offset, block length and
 * encoding from the IR. Encode writes blocks in place; decode fills the caller's record (allocating
 * only strings and bytes) after checking each length against the payload. Not thread-safe.
 */
final class SbeDynamicCodec implements DynamicCodec {
  private static final CodecInfo INFO =
      DynamicCodecs.info(
          new SbeCodec().info(),
          "SBE (IR-driven), dynamic messages",
          DecodeContract.FILLS_REUSED,
          "UTF-8 var data; a new String per string value, a new byte[] per bytes value",
          "every byte from the IR: message header, presence set, block fields (a decimal's"
              + " mantissa and exponent as one value), absent fields' zeros, group headers,"
              + " var-data lengths and bytes");

  private final CodecInfo info = INFO;
  private final RecordSchema schema;
  private final SbeDynamicWriter writer;
  private final SbeDynamicReader reader;

  SbeDynamicCodec(RecordSchema schema) {
    this.schema = schema;
    SbeDynamicLayout layout = SbeDynamicLayout.of(schema);
    this.writer = new SbeDynamicWriter(layout);
    this.reader = new SbeDynamicReader(layout);
  }

  @Override
  public CodecInfo info() {
    return info;
  }

  @Override
  public int encode(DynamicRecord message, byte[] dst, int offset) {
    return writer.write(message, dst, offset);
  }

  @Override
  public DynamicRecord decode(byte[] src, int offset, int length, DynamicRecord reuse) {
    DynamicRecord into = reuse != null ? reuse : new DynamicRecord(schema);
    reader.read(src, offset, length, into, null);
    return into;
  }

  @Override
  public List<FieldSpan> describe(byte[] src, int offset, int length) {
    SbeDynamicSpans spans = new SbeDynamicSpans();
    try {
      reader.read(src, offset, length, new DynamicRecord(schema), spans);
    } catch (IndexOutOfBoundsException e) {
      throw new CodecException(SbeCodec.ID, -1, null, "cannot describe: " + e, e);
    }
    return spans.spans();
  }
}
