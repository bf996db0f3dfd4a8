package dev.wirebench.engine.codec.avro;

import dev.wirebench.engine.codec.gen.GenerationException;
import dev.wirebench.engine.codec.gen.GenerationRecipe;
import dev.wirebench.engine.dynamic.RecordSchema;
import dev.wirebench.engine.dynamic.SchemaText;
import dev.wirebench.engine.dynamic.avsc.AvscUserSchema;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.apache.avro.Schema;
import org.apache.avro.compiler.specific.SpecificCompiler;
import org.apache.avro.generic.GenericData;
import org.apache.avro.specific.SpecificRecord;

/**
 * The Avro compiler's SpecificRecord classes for the user's {@code .avsc} — the compiler the
 * build's avro-maven-plugin runs, in-process, strings as {@code java.lang.String} (as the built-in
 * model's classes are generated) — then the binding {@link AvroGenSource} writes.
 */
final class AvroGenRecipe implements GenerationRecipe {
  /** Bumped whenever the binding's source changes, so cached bindings are rebuilt. */
  private static final int BINDING_VERSION = 2;

  private final RecordSchema schema;
  private final AvscUserSchema user;
  private final SchemaText source;

  AvroGenRecipe(RecordSchema schema, AvscUserSchema user) {
    this.schema = schema;
    this.user = user;
    this.source = user.source();
  }

  static String compilerVersion() {
    return new AvroCodec().info().library().replace("avro ", "avro-compiler ");
  }

  @Override
  public String key() {
    return String.join(
        "\n",
        AvroGenProvider.ID,
        "binding " + BINDING_VERSION,
        compilerVersion(),
        "file " + source.fileName(),
        source.text());
  }

  @Override
  public String codecId() {
    return AvroGenProvider.ID;
  }

  @Override
  public String describe() {
    return source.fileName() + " with " + compilerVersion();
  }

  @Override
  public void generate(Path javaOut, Path work) {
    Schema parsed;
    try {
      parsed = new Schema.Parser().parse(source.text());
    } catch (RuntimeException e) {
      throw new GenerationException(
          GenerationException.Kind.SCHEMA_REJECTED,
          "the Avro compiler rejected " + source.fileName() + ": " + e.getMessage(),
          e);
    }
    try {
      compiler(parsed).compileToDestination(null, javaOut.toFile());
    } catch (IOException | RuntimeException e) {
      throw new GenerationException(
          GenerationException.Kind.SCHEMA_REJECTED,
          "the Avro compiler could not generate code for " + source.fileName() + ": " + e,
          e);
    }
  }

  private static SpecificCompiler compiler(Schema schema) {
    SpecificCompiler compiler = new SpecificCompiler(schema);
    compiler.setStringType(GenericData.StringType.String);
    // Decimals as BigDecimal, as teams generate them (with bytes fields, Avro 1.12's reader still
    // applies the model's decimal conversion and fails on its own ByteBuffer field).
    compiler.setEnableDecimalLogicalType(true);
    return compiler;
  }

  @Override
  public List<Class<?>> compileAgainst() {
    return List.of(SpecificRecord.class);
  }

  @Override
  public JavaSource binding(ClassLoader generated, List<String> classNames) {
    return AvroGenSource.write(schema, user.schema(), compiler(user.schema()));
  }
}
