package dev.wirebench.engine.codec.smile;

import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.dataformat.smile.SmileFactory;
import dev.wirebench.engine.codec.DynamicCodec;
import dev.wirebench.engine.codec.DynamicCodecProvider;
import dev.wirebench.engine.codec.Support;
import dev.wirebench.engine.codec.json.JacksonDynamicCodec;
import dev.wirebench.engine.codec.json.TokenSpans;
import dev.wirebench.engine.dynamic.RecordSchema;

/**
 * Dynamic messages as Smile, in the JSON codec's mapping with Smile's defaults (a 4-byte header,
 * back-references to field names seen before): decimals are Smile big decimals (scale kept), bytes
 * Smile binary, timestamps ISO-8601 text. Carries every schema.
 */
public final class SmileDynamicProvider implements DynamicCodecProvider {
  private static final SmileFactory FACTORY =
      SmileFactory.builder()
          .streamReadConstraints(StreamReadConstraints.builder().maxNestingDepth(256).build())
          .build();

  @Override
  public String codecId() {
    return "smile";
  }

  @Override
  public Support support(RecordSchema schema) {
    return Support.yes();
  }

  @Override
  public DynamicCodec create(RecordSchema schema) {
    return new JacksonDynamicCodec(
        new SmileCodec().info(), schema, FACTORY, true, TokenSpans.CONTIGUOUS, true);
  }
}
