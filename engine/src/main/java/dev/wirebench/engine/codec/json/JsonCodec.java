package dev.wirebench.engine.codec.json;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.json.PackageVersion;
import dev.wirebench.engine.codec.CodecInfo;
import dev.wirebench.engine.codec.DecodeContract;

/** JSON text through Jackson's streaming API, in the same mapping as fixture files. */
public final class JsonCodec extends JacksonFormatCodec {
  private static final CodecInfo INFO =
      new CodecInfo(
          "json",
          "JSON (Jackson)",
          "jackson-core " + PackageVersion.VERSION,
          false,
          DecodeContract.FILLS_REUSED,
          "new String per string field (Jackson text buffers)",
          "per token: field names, values, punctuation");

  public JsonCodec() {
    super(
        JsonFactory.builder()
            .streamReadConstraints(StreamReadConstraints.builder().maxNestingDepth(256).build())
            .build(),
        false);
  }

  @Override
  public CodecInfo info() {
    return INFO;
  }

  @Override
  protected JacksonSpans.Extent extent() {
    return JacksonSpans.JSON_TEXT;
  }
}
