package dev.wirebench.engine.codec.gen;

import java.nio.file.Path;
import java.util.List;

/**
 * How one format turns one user schema into a {@link GeneratedBinding}: run the format's schema
 * compiler into Java sources, then write the binding's source against the compiled generated
 * classes. {@link GeneratedCode} does the rest (compiling, caching, loading).
 */
public interface GenerationRecipe {
  /** Everything the output depends on (schema text, message, generator and binding versions). */
  String key();

  /** The codec id the code is for, in messages ({@code protobuf-gen}). */
  String codecId();

  /** What is generated from what, for progress lines: {@code book.proto with protoc 4.36.2}. */
  String describe();

  /**
   * Runs the schema compiler: Java sources into {@code javaOut}; {@code work} is scratch space.
   *
   * @throws GenerationException if the generator is missing or rejects the schema
   */
  void generate(Path javaOut, Path work);

  /** The classes whose jars the generated code and the binding compile against. */
  List<Class<?>> compileAgainst();

  /**
   * The binding's source, written once the generated code has compiled: {@code generated} loads
   * those classes ({@code classNames}, binary names), for finding the names the generator chose.
   *
   * @throws GenerationException if the generated classes are not what the binding expects
   */
  JavaSource binding(ClassLoader generated, java.util.List<String> classNames);

  /** A Java compilation unit: its binary class name and its text. */
  record JavaSource(String className, String text) {
    /** Where the file goes under a source root. */
    public String path() {
      return className.replace('.', '/') + ".java";
    }
  }
}
