package dev.wirebench.engine.codec.sbe;

import dev.wirebench.engine.codec.CodecInfo;
import dev.wirebench.engine.codec.DecodeContract;
import dev.wirebench.engine.codec.gen.GeneratedCodec;
import dev.wirebench.engine.codec.gen.GeneratedCodecProvider;
import dev.wirebench.engine.codec.gen.GenerationRecipe;
import dev.wirebench.engine.dynamic.RecordSchema;
import dev.wirebench.engine.dynamic.sbe.SbeUserSchema;

/**
 * {@code sbe-gen}: messages of the user's SBE XML through the flyweights sbe-tool generates from
 * that very file at run time ({@link SbeGenRecipe}), as user code uses them — encode wraps the
 * message encoder over the output buffer with the header applied and sets every field, group and
 * var data through the generated setters; decode wraps the decoder after checking the header and
 * reads every field through the generated getters, in schema order. The bytes are the user's
 * layout, as the {@code sbe} row writes it; spans come from the IR-driven reader on that layout.
 */
public final class SbeGenProvider extends GeneratedCodecProvider<SbeUserSchema> {
  public static final String ID = "sbe-gen";

  static final CodecInfo INFO =
      new CodecInfo(
          ID,
          "SBE, flyweights sbe-tool generated from your XML",
          new SbeCodec().info().library() + ", generated at run time",
          true,
          DecodeContract.FLYWEIGHT,
          "flyweight reads of every field into the record; a new String per string",
          "every byte from your XML's IR: header, block fields at their offsets, group"
              + " dimensions, var-data lengths and bytes (walked by the IR-driven reader)");

  public SbeGenProvider() {
    super(SbeUserSchema.class, "SBE XML");
  }

  @Override
  protected CodecInfo info() {
    return INFO;
  }

  @Override
  protected String whyNot(SbeUserSchema origin) {
    return SbeUserLayout.whyNot(origin);
  }

  @Override
  protected GenerationRecipe recipe(RecordSchema schema, SbeUserSchema origin) {
    return new SbeGenRecipe(schema, origin);
  }

  @Override
  protected GeneratedCodec.Spans spans(RecordSchema schema, SbeUserSchema origin) {
    return new SbeUserCodec(schema, origin)::describe;
  }
}
