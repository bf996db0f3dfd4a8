package dev.wirebench.engine.codec.flatbuffers;

import dev.wirebench.engine.codec.CodecInfo;
import dev.wirebench.engine.codec.DecodeContract;
import dev.wirebench.engine.codec.gen.GeneratedBinding;
import dev.wirebench.engine.codec.gen.GeneratedCodec;
import dev.wirebench.engine.codec.gen.GeneratedCodecProvider;
import dev.wirebench.engine.codec.gen.GenerationRecipe;
import dev.wirebench.engine.dynamic.DynamicRecord;
import dev.wirebench.engine.dynamic.RecordSchema;
import dev.wirebench.engine.dynamic.fbs.FbsUserSchema;

/**
 * {@code flatbuffers-gen}: messages of the user's {@code .fbs} through the table classes flatc
 * generates from that very file at run time ({@link FbGenRecipe}), as user code uses them — encode
 * builds the table bottom-up in a reused {@code FlatBufferBuilder} (strings, sub-tables, vectors,
 * then {@code startX}/{@code addY}/{@code endX}, the root type's own {@code finish}) and copies the
 * finished buffer out; decode verifies the payload's offsets (FlatBuffers' Java runtime has no
 * verifier; the built-in {@code flatbuffers} row verifies too), then reads every field through the
 * generated accessors. There is no generic FlatBuffers row for user schemas: the Java library has
 * no schema-driven reader.
 */
public final class FbGenProvider extends GeneratedCodecProvider<FbsUserSchema> {
  public static final String ID = "flatbuffers-gen";

  static final CodecInfo INFO =
      new CodecInfo(
          ID,
          "FlatBuffers, flatc-generated from your .fbs",
          new FlatBuffersCodec().info().library() + ", generated at run time",
          true,
          DecodeContract.VIA_LIBRARY_OBJECT,
          "the generated accessors read each field out of the buffer; a new String per string",
          "root offset, vtables, every field the vtables list, string and vector lengths,"
              + " padding (walked on your .fbs)");

  public FbGenProvider() {
    super(FbsUserSchema.class, ".fbs");
  }

  @Override
  protected CodecInfo info() {
    return INFO;
  }

  @Override
  protected String unavailable() {
    return FbGenRecipe.unavailable();
  }

  @Override
  protected String whyNot(FbsUserSchema origin) {
    boolean structs = origin.model().types().values().stream().anyMatch(t -> t.struct());
    return structs ? "flatbuffers-gen does not carry structs yet (tables only)" : null;
  }

  @Override
  protected GenerationRecipe recipe(RecordSchema schema, FbsUserSchema origin) {
    return new FbGenRecipe(schema, origin);
  }

  @Override
  protected GeneratedBinding checked(GeneratedBinding binding, FbsUserSchema origin) {
    FbsSpans verifier = new FbsSpans(origin.model(), origin.table());
    return new GeneratedBinding() {
      @Override
      public int encode(DynamicRecord message, byte[] dst, int offset) {
        return binding.encode(message, dst, offset);
      }

      @Override
      public void decode(byte[] src, int offset, int length, DynamicRecord into) {
        verifier.verify(src, offset, length);
        binding.decode(src, offset, length, into);
      }
    };
  }

  @Override
  protected GeneratedCodec.Spans spans(RecordSchema schema, FbsUserSchema origin) {
    return new FbsSpans(origin.model(), origin.table())::describe;
  }
}
