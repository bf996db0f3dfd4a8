package dev.wirebench.engine.codec.chronicle;

import dev.wirebench.engine.codec.CodecInfo;
import dev.wirebench.engine.codec.DecodeContract;
import dev.wirebench.engine.codec.MavenArtifactVersion;
import net.openhft.chronicle.wire.WireType;

/**
 * Chronicle Wire's self-describing binary format ({@link WireType#BINARY_LIGHT}): field names as
 * short strings, nested objects length-prefixed. See {@link ChronicleWireCodec}.
 */
public final class ChronicleBinaryCodec extends ChronicleWireCodec {
  private static final CodecInfo INFO =
      new CodecInfo(
          "chronicle-binary",
          "Chronicle Wire binary",
          MavenArtifactVersion.of(WireType.class, "net.openhft", "chronicle-wire")
              + " (BINARY_LIGHT, reflective)",
          true,
          DecodeContract.MATERIALIZES,
          "new String per string field",
          "per field: names, values, type names and length prefixes, found by walking the"
              + " self-describing payload with Chronicle's reader");

  public ChronicleBinaryCodec() {
    super(WireType.BINARY_LIGHT);
  }

  @Override
  public CodecInfo info() {
    return INFO;
  }
}
