package dev.wirebench.engine.codec.chronicle;

import dev.wirebench.engine.codec.CodecInfo;
import dev.wirebench.engine.codec.DecodeContract;
import dev.wirebench.engine.codec.MavenArtifactVersion;
import net.openhft.chronicle.wire.WireType;

/**
 * Chronicle Wire's YAML text format through {@code TextWire} ({@link WireType#TEXT}), Chronicle's
 * long-standing YAML dialect. Not {@code YamlWire} ({@link WireType#YAML_ONLY}): in 2026.7 its
 * reflective reader drops or rejects nested objects in lists (an order book's levels came back
 * zeroed, a package's entries failed with "abstract class"). See {@link ChronicleWireCodec}.
 */
public final class ChronicleYamlCodec extends ChronicleWireCodec {
  private static final CodecInfo INFO =
      new CodecInfo(
          "chronicle-yaml",
          "Chronicle Wire YAML",
          MavenArtifactVersion.of(WireType.class, "net.openhft", "chronicle-wire")
              + " (TextWire, reflective)",
          false,
          DecodeContract.MATERIALIZES,
          "new String per string field",
          "per field: names, values and type names; punctuation and indentation as framing");

  public ChronicleYamlCodec() {
    super(WireType.TEXT);
  }

  @Override
  public CodecInfo info() {
    return INFO;
  }
}
