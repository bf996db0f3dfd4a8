package dev.wirebench.engine.codec.sbe;

import dev.wirebench.engine.codec.CodecInfo;
import dev.wirebench.engine.codec.gen.UserSchemaOnlyCodec;

/**
 * {@code sbe-gen} in the codec registry: n/a on the built-in model (whose {@code sbe} row is
 * already sbe-tool's flyweights); on messages read with the user's SBE XML it runs the flyweights
 * sbe-tool generates from that file ({@link SbeGenProvider}).
 */
public final class SbeGenCodec extends UserSchemaOnlyCodec {
  public SbeGenCodec() {
    super(SbeCodec.ID, "SBE XML");
  }

  @Override
  public CodecInfo info() {
    return SbeGenProvider.INFO;
  }
}
