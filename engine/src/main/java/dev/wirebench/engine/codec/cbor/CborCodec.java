package dev.wirebench.engine.codec.cbor;

import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.dataformat.cbor.CBORFactory;
import com.fasterxml.jackson.dataformat.cbor.PackageVersion;
import dev.wirebench.engine.codec.CodecInfo;
import dev.wirebench.engine.codec.DecodeContract;
import dev.wirebench.engine.codec.json.JacksonFormatCodec;
import dev.wirebench.engine.codec.json.JacksonSpans;

/**
 * CBOR (RFC 8949) through jackson-dataformat-cbor, in the same field mapping as the JSON codec.
 * Decimals are CBOR decimal fractions (tag 4: exponent and mantissa), so {@code 85664.10} keeps its
 * value and its scale; timestamps are ISO-8601 text as in JSON.
 *
 * <p>Not thread-safe (one generator sink per instance). Decodes into the caller's instance; Jackson
 * allocates a new {@code String} per string value and a {@code BigDecimal} per decimal.
 */
public final class CborCodec extends JacksonFormatCodec {
  private static final CodecInfo INFO =
      new CodecInfo(
          "cbor",
          "CBOR (Jackson)",
          "jackson-dataformat-cbor " + PackageVersion.VERSION,
          true,
          DecodeContract.FILLS_REUSED,
          "new String per string value (Jackson text buffers); a BigDecimal per decimal",
          "per token: field names, values, container headers");

  public CborCodec() {
    super(
        CBORFactory.builder()
            .streamReadConstraints(StreamReadConstraints.builder().maxNestingDepth(256).build())
            .build(),
        true);
  }

  @Override
  public CodecInfo info() {
    return INFO;
  }

  @Override
  protected boolean absoluteLocations() {
    return true;
  }

  @Override
  protected JacksonSpans.Extent extent() {
    return JacksonSpans.CONTIGUOUS;
  }
}
