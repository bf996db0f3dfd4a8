package dev.wirebench.engine.codec.protobuf;

import dev.wirebench.engine.codec.CodecInfo;
import dev.wirebench.engine.codec.gen.UserSchemaOnlyCodec;

/**
 * {@code protobuf-gen} in the codec registry: a row of every table, n/a on the built-in model
 * (whose {@code protobuf} row is already protoc's code); on messages read with the user's {@code
 * .proto} it runs the classes protoc generates from that file ({@link ProtobufGenProvider}).
 */
public final class ProtobufGenCodec extends UserSchemaOnlyCodec {
  public ProtobufGenCodec() {
    super(ProtobufCodec.ID, ".proto");
  }

  @Override
  public CodecInfo info() {
    return ProtobufGenProvider.INFO;
  }
}
