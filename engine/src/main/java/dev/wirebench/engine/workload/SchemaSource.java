package dev.wirebench.engine.workload;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Which schema reads a message file, as one string a fork receives on its command line or as a JMH
 * parameter: {@link #INFERRED}, a schema file's path, or {@code path#Message} for one message of a
 * schema file that defines several. No schema source (null) means the file is of the built-in
 * model.
 */
public final class SchemaSource {
  /** The schema source of a file read with its inferred schema. */
  public static final String INFERRED = "inferred";

  private SchemaSource() {}

  /** The schema source naming message {@code message} (null: none) of schema file {@code path}. */
  public static String of(String path, String message) {
    return message == null ? path : path + "#" + message;
  }

  /** The schema file of a schema source. */
  public static String path(String source) {
    int hash = source.lastIndexOf('#');
    return hash < 0 || Files.exists(Path.of(source)) ? source : source.substring(0, hash);
  }

  /** The message a schema source names, or null. */
  public static String message(String source) {
    String path = path(source);
    return path.length() == source.length() ? null : source.substring(path.length() + 1);
  }
}
