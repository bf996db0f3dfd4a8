package dev.wirebench.engine.codec.avro;

import dev.wirebench.engine.codec.CodecInfo;
import dev.wirebench.engine.codec.gen.UserSchemaOnlyCodec;

/**
 * {@code avro-gen} in the codec registry: n/a on the built-in model (whose {@code avro} row is
 * already the Avro compiler's classes); on messages read with the user's {@code .avsc} it runs the
 * classes the compiler generates from that file ({@link AvroGenProvider}).
 */
public final class AvroGenCodec extends UserSchemaOnlyCodec {
  public AvroGenCodec() {
    super(AvroCodec.ID, ".avsc");
  }

  @Override
  public CodecInfo info() {
    return AvroGenProvider.INFO;
  }
}
