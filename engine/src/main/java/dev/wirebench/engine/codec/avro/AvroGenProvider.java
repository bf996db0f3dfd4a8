package dev.wirebench.engine.codec.avro;

import dev.wirebench.engine.codec.CodecInfo;
import dev.wirebench.engine.codec.DecodeContract;
import dev.wirebench.engine.codec.gen.GeneratedCodec;
import dev.wirebench.engine.codec.gen.GeneratedCodecProvider;
import dev.wirebench.engine.codec.gen.GenerationRecipe;
import dev.wirebench.engine.dynamic.RecordSchema;
import dev.wirebench.engine.dynamic.avsc.AvscUserSchema;
import org.apache.avro.Schema;

/**
 * {@code avro-gen}: messages of the user's {@code .avsc} through the SpecificRecord classes the
 * Avro compiler generates from that very file at run time ({@link AvroGenRecipe}), as user code
 * uses them — encode fills a new generated record through its setters and writes it with a {@code
 * SpecificDatumWriter}, decode reads into a reused record with a {@code SpecificDatumReader} and
 * reads every field through its getters. The bytes follow the user's schema (its logical types and
 * union order); spans come from the Avro walker on that schema.
 */
public final class AvroGenProvider extends GeneratedCodecProvider<AvscUserSchema> {
  public static final String ID = "avro-gen";

  static final CodecInfo INFO =
      new CodecInfo(
          ID,
          "Apache Avro, SpecificRecords generated from your .avsc",
          new AvroCodec().info().library() + ", " + AvroGenRecipe.compilerVersion(),
          true,
          DecodeContract.VIA_LIBRARY_OBJECT,
          "the SpecificDatumReader reads a new String per string into a reused record, copied"
              + " into the record",
          "per value: union indexes, lengths and block counts, values (walked on your .avsc)");

  public AvroGenProvider() {
    super(AvscUserSchema.class, ".avsc");
  }

  @Override
  protected CodecInfo info() {
    return INFO;
  }

  @Override
  protected GenerationRecipe recipe(RecordSchema schema, AvscUserSchema origin) {
    return new AvroGenRecipe(schema, origin);
  }

  @Override
  protected GeneratedCodec.Spans spans(RecordSchema schema, AvscUserSchema origin) {
    Schema avro = origin.schema();
    AvroWalker walker = new AvroWalker(avro);
    return (src, offset, length) -> {
      AvroDynamicSpans spans = new AvroDynamicSpans(src, offset);
      walker.walk(avro, src, offset, length, spans);
      return spans.finish();
    };
  }
}
