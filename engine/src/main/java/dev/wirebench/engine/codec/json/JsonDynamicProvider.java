package dev.wirebench.engine.codec.json;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.StreamReadConstraints;
import dev.wirebench.engine.codec.CodecInfo;
import dev.wirebench.engine.codec.DecodeContract;
import dev.wirebench.engine.codec.DynamicCodec;
import dev.wirebench.engine.codec.DynamicCodecProvider;
import dev.wirebench.engine.codec.DynamicCodecs;
import dev.wirebench.engine.codec.Support;
import dev.wirebench.engine.dynamic.RecordSchema;

/**
 * Dynamic messages as JSON text, in the form JSON message files have: decimals as numbers with
 * their scale, timestamps ISO-8601, bytes base64. Carries every schema.
 */
public final class JsonDynamicProvider implements DynamicCodecProvider {
  private static final JsonFactory FACTORY =
      JsonFactory.builder()
          .streamReadConstraints(StreamReadConstraints.builder().maxNestingDepth(256).build())
          .build();

  private static final CodecInfo INFO =
      DynamicCodecs.info(
          new JsonCodec().info(),
          "JSON (Jackson), dynamic messages",
          DecodeContract.FILLS_REUSED,
          "new String per string value; a BigDecimal per decimal (Jackson)",
          "per token: field names, values, punctuation");

  @Override
  public String codecId() {
    return "json";
  }

  @Override
  public Support support(RecordSchema schema) {
    return Support.yes();
  }

  @Override
  public DynamicCodec create(RecordSchema schema) {
    return new JacksonDynamicCodec(INFO, schema, FACTORY, false, JacksonSpans.JSON_TEXT, false);
  }
}
