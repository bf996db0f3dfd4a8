package dev.wirebench.engine.codec.smile;

import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.dataformat.smile.SmileFactory;
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
 * Dynamic messages as Smile, in the JSON codec's mapping with Smile's defaults (a 4-byte header,
 * back-references to field names seen before): decimals are Smile big decimals (scale kept), bytes
 * Smile binary, timestamps ISO-8601 text. Carries every schema.
 */
public final class SmileDynamicProvider implements DynamicCodecProvider {
  private static final SmileFactory FACTORY =
      SmileFactory.builder()
          .streamReadConstraints(StreamReadConstraints.builder().maxNestingDepth(256).build())
          .build();

  private static final CodecInfo INFO =
      DynamicCodecs.info(
          new SmileCodec().info(),
          "Smile (Jackson), dynamic messages",
          DecodeContract.FILLS_REUSED,
          "new String per string value; a BigDecimal per decimal (Jackson)",
          "per token: field names, values, container headers");

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
    return new JacksonDynamicCodec(INFO, schema, FACTORY, true, JacksonSpans.CONTIGUOUS, true);
  }
}
