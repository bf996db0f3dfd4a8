package dev.wirebench.engine.codec.sbe;

import dev.wirebench.engine.codec.MavenArtifactVersion;
import dev.wirebench.engine.codec.gen.GenerationException;
import dev.wirebench.engine.codec.gen.GenerationRecipe;
import dev.wirebench.engine.dynamic.RecordSchema;
import dev.wirebench.engine.dynamic.SchemaText;
import dev.wirebench.engine.dynamic.sbe.SbeUserSchema;
import java.nio.file.Path;
import java.util.List;
import org.agrona.DirectBuffer;
import uk.co.real_logic.sbe.generation.java.JavaGenerator;
import uk.co.real_logic.sbe.generation.java.JavaOutputManager;
import uk.co.real_logic.sbe.ir.Ir;

/**
 * sbe-tool's Java flyweights for the user's SBE XML — the generator the build runs on the built-in
 * schema, in-process, on the IR sbe-tool made of the very file (Agrona buffers, no interfaces, the
 * generator's default precedence checks) — then the binding {@link SbeGenSource} writes for the
 * chosen message.
 */
final class SbeGenRecipe implements GenerationRecipe {
  /** Bumped whenever the binding's source changes, so cached bindings are rebuilt. */
  private static final int BINDING_VERSION = 2;

  private final RecordSchema schema;
  private final SbeUserSchema user;
  private final SchemaText source;

  SbeGenRecipe(RecordSchema schema, SbeUserSchema user) {
    this.schema = schema;
    this.user = user;
    this.source = user.source();
  }

  static String toolVersion() {
    return MavenArtifactVersion.of(Ir.class, "uk.co.real-logic", "sbe-tool");
  }

  @Override
  public String key() {
    return String.join(
        "\n",
        SbeGenProvider.ID,
        "binding " + BINDING_VERSION,
        toolVersion(),
        "file " + source.fileName(),
        "message " + user.messageName(),
        source.text());
  }

  @Override
  public String codecId() {
    return SbeGenProvider.ID;
  }

  @Override
  public String describe() {
    return source.fileName() + " with " + toolVersion();
  }

  @Override
  public void generate(Path javaOut, Path work) {
    Ir ir = user.ir();
    try {
      new JavaGenerator(
              ir,
              "org.agrona.MutableDirectBuffer",
              "org.agrona.DirectBuffer",
              false,
              false,
              false,
              new JavaOutputManager(javaOut.toString(), ir.applicableNamespace()))
          .generate();
    } catch (Exception | LinkageError e) {
      throw new GenerationException(
          GenerationException.Kind.SCHEMA_REJECTED,
          "sbe-tool could not generate Java for " + source.fileName() + ": " + e,
          e);
    }
  }

  @Override
  public List<Class<?>> compileAgainst() {
    return List.of(DirectBuffer.class, Ir.class);
  }

  @Override
  public JavaSource binding(ClassLoader generated, List<String> classNames) {
    return SbeGenSource.write(SbeUserLayout.of(schema, user), user, generated);
  }
}
