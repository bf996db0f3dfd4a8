package dev.wirebench.engine.codec.cbor;

import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.dataformat.cbor.CBORFactory;
import dev.wirebench.engine.codec.CodecInfo;
import dev.wirebench.engine.codec.DecodeContract;
import dev.wirebench.engine.codec.DynamicCodec;
import dev.wirebench.engine.codec.DynamicCodecProvider;
import dev.wirebench.engine.codec.DynamicCodecs;
import dev.wirebench.engine.codec.Support;
import dev.wirebench.engine.codec.json.JacksonDynamicCodec;
import dev.wirebench.engine.codec.json.JacksonSpans;
import dev.wirebench.engine.dynamic.RecordSchema;

/**
 * Dynamic messages as CBOR, in the JSON codec's mapping: decimals are CBOR decimal fractions (tag
 * 4, scale kept), bytes CBOR byte strings, timestamps ISO-8601 text as in the static CBOR codec.
 * Carries every schema.
 */
public final class CborDynamicProvider implements DynamicCodecProvider {
  private static final CBORFactory FACTORY =
      CBORFactory.builder()
          .streamReadConstraints(StreamReadConstraints.builder().maxNestingDepth(256).build())
          .build();

  private static final CodecInfo INFO =
      DynamicCodecs.info(
          new CborCodec().info(),
          "CBOR (Jackson), dynamic messages",
          DecodeContract.FILLS_REUSED,
          "new String per string value; a BigDecimal per decimal (Jackson)",
          "per token: field names, values, container headers");

  @Override
  public String codecId() {
    return "cbor";
  }

  @Override
  public Support support(RecordSchema schema) {
    return Support.yes();
  }

  @Override
  public DynamicCodec create(RecordSchema schema) {
    return new JacksonDynamicCodec(INFO, schema, FACTORY, true, JacksonSpans.CONTIGUOUS, true);
  }
}
