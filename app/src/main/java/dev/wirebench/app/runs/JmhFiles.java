package dev.wirebench.app.runs;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Tells a JMH JSON result file ({@code -rf json}) from a fixture by its content, not its name: JMH
 * writes a JSON array of objects, each with a {@code benchmark} and a {@code primaryMetric}. Reads
 * only as far as the first element's fields (streaming), so a large file costs little. Blocking
 * file I/O: call it off the FX thread.
 */
public final class JmhFiles {
  private static final JsonFactory JSON = new JsonFactory();

  private JmhFiles() {}

  /**
   * Whether {@code file} starts like a JMH result file. Unreadable or malformed files are not (the
   * fixture loader or the importer then says what is wrong with them).
   */
  public static boolean looksLikeJmh(Path file) {
    try (InputStream in = Files.newInputStream(file);
        JsonParser parser = JSON.createParser(in)) {
      if (parser.nextToken() != JsonToken.START_ARRAY
          || parser.nextToken() != JsonToken.START_OBJECT) {
        return false;
      }
      boolean benchmark = false;
      boolean metric = false;
      JsonToken token;
      while ((token = parser.nextToken()) != null && token != JsonToken.END_OBJECT) {
        if (token == JsonToken.FIELD_NAME) {
          String name = parser.currentName();
          benchmark |= "benchmark".equals(name);
          metric |= "primaryMetric".equals(name);
          parser.nextToken();
          parser.skipChildren();
        }
      }
      return benchmark && metric;
    } catch (IOException | RuntimeException e) {
      return false;
    }
  }
}
