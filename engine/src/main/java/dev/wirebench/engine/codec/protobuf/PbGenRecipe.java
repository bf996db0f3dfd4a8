package dev.wirebench.engine.codec.protobuf;

import com.google.protobuf.Message;
import dev.wirebench.engine.codec.gen.BundledTool;
import dev.wirebench.engine.codec.gen.GeneratedCode;
import dev.wirebench.engine.codec.gen.GenerationException;
import dev.wirebench.engine.codec.gen.GenerationRecipe;
import dev.wirebench.engine.codec.gen.ToolRun;
import dev.wirebench.engine.dynamic.RecordSchema;
import dev.wirebench.engine.dynamic.SchemaText;
import dev.wirebench.engine.dynamic.proto.ProtoUserSchema;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * protoc's Java for the user's {@code .proto}: the file as the user wrote it, compiled by the
 * protoc the build uses ({@code com.google.protobuf:protoc}, carried in the engine jar), with the
 * well-known types' {@code .proto} files from protobuf-java on its import path; then the binding
 * {@link PbGenSource} writes for the chosen message.
 */
final class PbGenRecipe implements GenerationRecipe {
  /** Bumped whenever the binding's source changes, so cached bindings are rebuilt. */
  private static final int BINDING_VERSION = 1;

  private static final String TOOL = "protoc";
  private static final List<String> WELL_KNOWN = List.of("timestamp.proto");

  private final RecordSchema schema;
  private final ProtoUserSchema user;
  private final SchemaText source;

  PbGenRecipe(RecordSchema schema, ProtoUserSchema user) {
    this.schema = schema;
    this.user = user;
    this.source = user.source();
  }

  static String protocVersion() {
    return BundledTool.versionOrNone(TOOL);
  }

  /** Why protoc cannot run here, or null. */
  static String unavailable() {
    return BundledTool.unavailable(TOOL);
  }

  @Override
  public String key() {
    return String.join(
        "\n",
        ProtobufGenProvider.ID,
        "binding " + BINDING_VERSION,
        "protoc " + protocVersion(),
        "file " + source.fileName(),
        "message " + user.message().getFullName(),
        source.text());
  }

  @Override
  public String codecId() {
    return ProtobufGenProvider.ID;
  }

  @Override
  public String describe() {
    return source.fileName() + " with protoc " + protocVersion();
  }

  @Override
  public void generate(Path javaOut, Path work) {
    BundledTool protoc = GeneratedCode.tool(TOOL);
    try {
      Path protos = Files.createDirectories(work.resolve("proto"));
      Path include = Files.createDirectories(work.resolve("include/google/protobuf"));
      Files.writeString(protos.resolve(source.fileName()), source.text());
      for (String known : WELL_KNOWN) {
        try (InputStream in = Message.class.getResourceAsStream("/google/protobuf/" + known)) {
          if (in != null) {
            Files.copy(in, include.resolve(known));
          }
        }
      }
      ToolRun.Result result =
          ToolRun.run(
              List.of(
                  protoc.executable().toString(),
                  "--proto_path=.",
                  "--proto_path=" + work.resolve("include"),
                  "--java_out=" + javaOut,
                  source.fileName()),
              protos,
              TOOL);
      if (result.exitCode() != 0) {
        throw new GenerationException(
            GenerationException.Kind.SCHEMA_REJECTED,
            "protoc rejected " + source.fileName() + ": " + firstLine(result.output()));
      }
    } catch (IOException e) {
      throw new GenerationException(
          GenerationException.Kind.COMPILE_FAILED, "cannot prepare protoc's input: " + e, e);
    }
  }

  /** protoc's first complaint, already {@code file:line:column: message}. */
  private static String firstLine(String output) {
    for (String line : output.split("\n")) {
      if (!line.isBlank()) {
        return line.strip();
      }
    }
    return "(protoc said nothing)";
  }

  @Override
  public List<Class<?>> compileAgainst() {
    return List.of(Message.class);
  }

  @Override
  public JavaSource binding(ClassLoader generated, List<String> classNames) {
    return PbGenSource.write(schema, user.message(), new PbGenClasses(generated, classNames));
  }
}
