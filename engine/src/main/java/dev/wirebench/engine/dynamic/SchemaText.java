package dev.wirebench.engine.dynamic;

import java.nio.charset.StandardCharsets;
import java.util.Objects;

/**
 * The text of the user's schema file as they wrote it, kept with its {@link SchemaOrigin} so that
 * the format's own schema compiler (protoc, the Avro compiler, sbe-tool) can generate code from the
 * very file, and so that its errors can name the file and line.
 *
 * @param fileName the file's name without its directory ({@code book.proto}): generators derive
 *     class names from it, so it is kept as the user gave it
 * @param text the file's content (UTF-8)
 */
public record SchemaText(String fileName, String text) {
  public SchemaText {
    Objects.requireNonNull(fileName, "fileName");
    Objects.requireNonNull(text, "text");
  }

  /** The schema file's bytes as a {@link SchemaText} named {@code fileName}. */
  public static SchemaText of(String fileName, byte[] content) {
    return new SchemaText(fileName, new String(content, StandardCharsets.UTF_8));
  }
}
