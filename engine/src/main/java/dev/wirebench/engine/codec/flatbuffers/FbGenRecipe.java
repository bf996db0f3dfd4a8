package dev.wirebench.engine.codec.flatbuffers;

import com.google.flatbuffers.FlatBufferBuilder;
import dev.wirebench.engine.codec.gen.BundledTool;
import dev.wirebench.engine.codec.gen.GeneratedCode;
import dev.wirebench.engine.codec.gen.GenerationException;
import dev.wirebench.engine.codec.gen.GenerationRecipe;
import dev.wirebench.engine.codec.gen.ToolRun;
import dev.wirebench.engine.dynamic.RecordSchema;
import dev.wirebench.engine.dynamic.SchemaText;
import dev.wirebench.engine.dynamic.fbs.FbsUserSchema;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * flatc's Java for the user's {@code .fbs}: the file as the user wrote it, compiled by the flatc
 * the build uses (Maven Central's {@code com.github.davidmoten:flatbuffers-compiler}, carried in
 * the engine jar; its runtime, flatbuffers-java, is the same version), then the binding {@link
 * FbGenSource} writes for the chosen table.
 */
final class FbGenRecipe implements GenerationRecipe {
  /** Bumped whenever the binding's source changes, so cached bindings are rebuilt. */
  private static final int BINDING_VERSION = 2;

  private static final String TOOL = "flatc";

  private final RecordSchema schema;
  private final FbsUserSchema user;
  private final SchemaText source;

  FbGenRecipe(RecordSchema schema, FbsUserSchema user) {
    this.schema = schema;
    this.user = user;
    this.source = user.source();
  }

  static String flatcVersion() {
    return BundledTool.versionOrNone(TOOL);
  }

  static String unavailable() {
    return BundledTool.unavailable(TOOL);
  }

  @Override
  public String key() {
    return String.join(
        "\n",
        FbGenProvider.ID,
        "binding " + BINDING_VERSION,
        "flatc " + flatcVersion(),
        "file " + source.fileName(),
        "table " + user.table(),
        source.text());
  }

  @Override
  public String codecId() {
    return FbGenProvider.ID;
  }

  @Override
  public String describe() {
    return source.fileName() + " with flatc " + flatcVersion();
  }

  @Override
  public void generate(Path javaOut, Path work) {
    BundledTool flatc = GeneratedCode.tool(TOOL);
    try {
      Path dir = Files.createDirectories(work.resolve("fbs"));
      Files.writeString(dir.resolve(source.fileName()), source.text());
      ToolRun.Result result =
          ToolRun.run(
              List.of(
                  flatc.executable().toString(),
                  "--java",
                  "-o",
                  javaOut.toString(),
                  source.fileName()),
              dir,
              TOOL);
      if (result.exitCode() != 0) {
        throw new GenerationException(
            GenerationException.Kind.SCHEMA_REJECTED,
            "flatc rejected " + source.fileName() + ": " + firstError(result.output()));
      }
    } catch (IOException e) {
      throw new GenerationException(
          GenerationException.Kind.COMPILE_FAILED, "cannot prepare flatc's input: " + e, e);
    }
  }

  /** flatc's first error, {@code file:line: column: error: …} (it may warn before it errs). */
  private static String firstError(String output) {
    String first = null;
    for (String line : output.split("\n")) {
      String text = line.strip();
      if (text.matches(".*\\.fbs:\\d+:.*error:.*")) {
        return text;
      }
      if (first == null && !text.isEmpty()) {
        first = text;
      }
    }
    return first == null ? "(no message)" : first;
  }

  @Override
  public List<Class<?>> compileAgainst() {
    return List.of(FlatBufferBuilder.class);
  }

  @Override
  public JavaSource binding(ClassLoader generated, List<String> classNames) {
    return FbGenSource.write(schema, user);
  }
}
