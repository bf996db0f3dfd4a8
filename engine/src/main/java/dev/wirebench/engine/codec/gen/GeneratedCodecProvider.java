package dev.wirebench.engine.codec.gen;

import dev.wirebench.engine.codec.CodecInfo;
import dev.wirebench.engine.codec.DynamicCodec;
import dev.wirebench.engine.codec.DynamicCodecProvider;
import dev.wirebench.engine.codec.Support;
import dev.wirebench.engine.dynamic.RecordSchema;
import dev.wirebench.engine.dynamic.SchemaOrigin;

/**
 * A codec of code generated from the user's own schema file: it carries messages read with a schema
 * of its format whose text was kept ({@link SchemaOrigin#source()}), and makes a {@link
 * GeneratedCodec} from the format's recipe and span walker. Stateless and thread-safe.
 *
 * @param <O> the format's schema origin ({@code ProtoUserSchema}, {@code AvscUserSchema})
 */
public abstract class GeneratedCodecProvider<O extends SchemaOrigin>
    implements DynamicCodecProvider {
  private final Class<O> originType;
  private final String schemaKind;

  /**
   * @param schemaKind the user's file, in messages: {@code .proto}
   */
  protected GeneratedCodecProvider(Class<O> originType, String schemaKind) {
    this.originType = originType;
    this.schemaKind = schemaKind;
  }

  /** The codec's info (its {@code -gen} id, names and library with the generator's version). */
  protected abstract CodecInfo info();

  /** The recipe generating code for {@code schema}, read from {@code origin}. */
  protected abstract GenerationRecipe recipe(RecordSchema schema, O origin);

  /** The format's span walker on the user's schema. */
  protected abstract GeneratedCodec.Spans spans(RecordSchema schema, O origin);

  /** Why this user schema cannot be carried (a layout the codec does not write), or null. */
  protected String whyNot(O origin) {
    return null;
  }

  /**
   * The binding the codec runs: the generated code's own, or that wrapped in what the format's
   * runtime lacks (FlatBuffers' Java runtime has no verifier of hostile offsets).
   */
  protected GeneratedBinding checked(GeneratedBinding binding, O origin) {
    return binding;
  }

  /** Why the generator cannot run on this machine, or null. */
  protected String unavailable() {
    return null;
  }

  @Override
  public final String codecId() {
    return info().id();
  }

  @Override
  public final Support support(RecordSchema schema) {
    if (!originType.isInstance(schema.origin()) || schema.origin().source() == null) {
      return Support.no(
          "generated code needs your "
              + schemaKind
              + " (these messages were read with another schema)");
    }
    String refused = whyNot(originType.cast(schema.origin()));
    if (refused != null) {
      return Support.no(refused);
    }
    String missing = unavailable();
    return missing == null ? Support.yes() : Support.no(missing);
  }

  @Override
  public final DynamicCodec create(RecordSchema schema) {
    Support support = support(schema);
    if (!support.supported()) {
      throw new IllegalArgumentException(
          codecId() + " cannot carry " + schema.name() + ": " + support.reason());
    }
    O origin = originType.cast(schema.origin());
    GeneratedBinding binding = checked(GeneratedCode.load(recipe(schema, origin)), origin);
    return new GeneratedCodec(info(), schema, binding, spans(schema, origin));
  }
}
