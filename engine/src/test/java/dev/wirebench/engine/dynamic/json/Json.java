package dev.wirebench.engine.dynamic.json;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.StreamReadFeature;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/** Test helpers: a parser over text, as the loader makes one. */
final class Json {
  private static final JsonFactory JSON =
      JsonFactory.builder().enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION).build();

  private Json() {}

  static JsonParser parser(String text) {
    try {
      return JSON.createParser(text.getBytes(StandardCharsets.UTF_8));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  static SchemaInference.Result infer(String text) {
    try (JsonParser parser = parser(text)) {
      return SchemaInference.infer(parser, "msg");
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
