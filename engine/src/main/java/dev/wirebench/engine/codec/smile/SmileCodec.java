package dev.wirebench.engine.codec.smile;

import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.dataformat.smile.PackageVersion;
import com.fasterxml.jackson.dataformat.smile.SmileFactory;
import dev.wirebench.engine.codec.CodecInfo;
import dev.wirebench.engine.codec.DecodeContract;
import dev.wirebench.engine.codec.json.JacksonFormatCodec;
import dev.wirebench.engine.codec.json.JacksonSpans;

/**
 * Smile (Jackson's binary JSON) through jackson-dataformat-smile, in the same field mapping as the
 * JSON codec, with Smile's defaults: a 4-byte header and back-references to field names already
 * seen (so a repeated name costs one byte). Decimals are Smile big decimals (scale and unscaled
 * value), so {@code 85664.10} keeps its value and its scale; timestamps are ISO-8601 text.
 *
 * <p>Not thread-safe (one generator sink per instance). Decodes into the caller's instance; Jackson
 * allocates a new {@code String} per string value and a {@code BigDecimal} per decimal.
 */
public final class SmileCodec extends JacksonFormatCodec {
  private static final CodecInfo INFO =
      new CodecInfo(
          "smile",
          "Smile (Jackson)",
          "jackson-dataformat-smile " + PackageVersion.VERSION,
          true,
          DecodeContract.FILLS_REUSED,
          "new String per string value (Jackson text buffers); a BigDecimal per decimal",
          "per token: field names, values, container headers");

  public SmileCodec() {
    super(
        SmileFactory.builder()
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
