package dev.wirebench.engine.codec.flatbuffers;

import dev.wirebench.engine.codec.CodecInfo;
import dev.wirebench.engine.codec.gen.UserSchemaOnlyCodec;

/**
 * {@code flatbuffers-gen} in the codec registry: n/a on the built-in model (whose {@code
 * flatbuffers} row is already flatc's classes); on messages read with the user's {@code .fbs} it
 * runs the classes flatc generates from that file ({@link FbGenProvider}).
 */
public final class FbGenCodec extends UserSchemaOnlyCodec {
  public FbGenCodec() {
    super(FlatBuffersCodec.ID, ".fbs");
  }

  @Override
  public CodecInfo info() {
    return FbGenProvider.INFO;
  }
}
