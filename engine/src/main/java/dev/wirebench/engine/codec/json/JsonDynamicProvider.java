package dev.wirebench.engine.codec.json;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.StreamReadConstraints;
import dev.wirebench.engine.codec.DynamicCodec;
import dev.wirebench.engine.codec.DynamicCodecProvider;
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
    return new JacksonDynamicCodec(
        new JsonCodec().info(), schema, FACTORY, false, TokenSpans.JSON_TEXT, false);
  }
}
