package dev.wirebench.engine.codec.sbe;

import dev.wirebench.engine.codec.CodecException;
import dev.wirebench.engine.codec.CodecInfo;
import dev.wirebench.engine.codec.DecodeContract;
import dev.wirebench.engine.codec.DynamicCodec;
import dev.wirebench.engine.codec.DynamicCodecs;
import dev.wirebench.engine.codec.FieldSpan;
import dev.wirebench.engine.dynamic.DynamicRecord;
import dev.wirebench.engine.dynamic.RecordSchema;
import dev.wirebench.engine.dynamic.sbe.SbeUserSchema;
import java.util.List;

/**
 * Dynamic messages in the user's own SBE layout, for schemas read from their SBE XML: the bytes
 * sbe-tool's generated code writes for the same schema and values (header, ids, offsets, types,
 * null values, enum encodings, composites, groups, var data), driven by their IR ({@link
 * SbeUserLayout}) without generated classes. Encode writes blocks in place; decode fills the
 * caller's record (allocating only strings and bytes). Not thread-safe.
 */
final class SbeUserCodec implements DynamicCodec {
  private static final CodecInfo INFO =
      DynamicCodecs.info(
          new SbeCodec().info(),
          "SBE (IR-driven), the schema's own layout",
          DecodeContract.FILLS_REUSED,
          "char arrays and var data in the schema's character encodings; a new String per string",
          "every byte from the user's IR: message header, block fields at their offsets (a"
              + " composite's parts as one value), null values of absent fields, group dimensions,"
              + " var-data lengths and bytes");

  private final RecordSchema schema;
  private final SbeUserWriter writer;
  private final SbeUserReader reader;

  SbeUserCodec(RecordSchema schema, SbeUserSchema user) {
    this.schema = schema;
    SbeUserLayout layout = SbeUserLayout.of(schema, user);
    this.writer = new SbeUserWriter(layout);
    this.reader = new SbeUserReader(layout);
  }

  @Override
  public CodecInfo info() {
    return INFO;
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
