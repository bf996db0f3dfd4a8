package dev.wirebench.engine.codec.cbor;

import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.dataformat.cbor.CBORFactory;
import dev.wirebench.engine.codec.DynamicCodec;
import dev.wirebench.engine.codec.DynamicCodecProvider;
import dev.wirebench.engine.codec.Support;
import dev.wirebench.engine.codec.json.JacksonDynamicCodec;
import dev.wirebench.engine.codec.json.TokenSpans;
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
    return new JacksonDynamicCodec(
        new CborCodec().info(), schema, FACTORY, true, TokenSpans.CONTIGUOUS, true);
  }
}
