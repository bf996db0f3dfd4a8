package dev.wirebench.engine.codec.gen;

/** Text for the Java source that bindings are written as. */
public final class JavaText {
  private JavaText() {}

  /** {@code text} as a Java string literal. */
  public static String quote(String text) {
    return '"' + text.replace("\\", "\\\\").replace("\"", "\\\"") + '"';
  }
}
