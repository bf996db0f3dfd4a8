package dev.wirebench.engine.codec.sbe;

import dev.wirebench.engine.codec.CodecInfo;
import dev.wirebench.engine.codec.DecodeContract;
import dev.wirebench.engine.codec.DynamicCodecs;
import dev.wirebench.engine.dynamic.RecordSchema;

/**
 * Dynamic messages as SBE, driven by sbe-tool's IR of a schema built from the dynamic one ({@link
 * SbeDynamicXml} → {@link SbeDynamicLayout}): no generated classes, every offset, block length and
 * encoding from the IR. Encode writes blocks in place; decode fills the caller's record (allocating
 * only strings and bytes) after checking each length against the payload. Not thread-safe.
 */
final class SbeDynamicCodec extends SbeRecordCodec {
  private static final CodecInfo INFO =
      DynamicCodecs.info(
          new SbeCodec().info(),
          "SBE (IR-driven), dynamic messages",
          DecodeContract.FILLS_REUSED,
          "UTF-8 var data; a new String per string value, a new byte[] per bytes value",
          "every byte from the IR: message header, presence set, block fields (a decimal's"
              + " mantissa and exponent as one value), absent fields' zeros, group headers,"
              + " var-data lengths and bytes");

  SbeDynamicCodec(RecordSchema schema) {
    this(schema, SbeDynamicLayout.of(schema));
  }

  private SbeDynamicCodec(RecordSchema schema, SbeDynamicLayout layout) {
    super(INFO, schema, new SbeDynamicWriter(layout), new SbeDynamicReader(layout));
  }
}
