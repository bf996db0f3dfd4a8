package dev.wirebench.engine.inspect;

import dev.wirebench.engine.codec.CodecException;
import dev.wirebench.engine.codec.CodecInfo;
import dev.wirebench.engine.codec.FieldSpan;
import dev.wirebench.engine.codec.Support;
import java.util.Arrays;
import java.util.List;

/**
 * One message seen through one codec: its payload, spans, round-trip verdict and size breakdown, or
 * why there is none.
 *
 * @param info the codec
 * @param support whether the codec supports the message type (n/a with the reason if not)
 * @param payload the encoded bytes (null if unsupported or encoding failed)
 * @param spans the payload's field spans (empty if none)
 * @param roundTrip decode(encode(m)) compared with m (null if unsupported)
 * @param sizes where the bytes go (null without a payload)
 * @param error what failed while encoding or describing (null if nothing)
 */
public record CodecPayload(
    CodecInfo info,
    Support support,
    byte[] payload,
    List<FieldSpan> spans,
    RoundTrip roundTrip,
    SizeBreakdown sizes,
    String error) {
  public CodecPayload {
    spans = List.copyOf(spans);
    payload = payload == null ? null : payload.clone();
  }

  /** How a codec tells the spans of the payload it encoded. */
  @FunctionalInterface
  public interface Describer {
    List<FieldSpan> describe(byte[] payload) throws CodecException;
  }

  /**
   * An encoded payload with its round trip, described by {@code describer}; a payload that cannot
   * be described keeps its bytes and round trip and says why it has no spans.
   */
  public static CodecPayload described(
      CodecInfo info, Support support, byte[] payload, RoundTrip roundTrip, Describer describer) {
    try {
      List<FieldSpan> spans = describer.describe(payload);
      return new CodecPayload(
          info, support, payload, spans, roundTrip, SizeBreakdown.of(payload.length, spans), null);
    } catch (CodecException e) {
      return new CodecPayload(
          info, support, payload, List.of(), roundTrip, null, "cannot describe: " + e.getMessage());
    }
  }

  /**
   * The row of a codec that broke its contract (threw something other than a {@link
   * CodecException}): failed, with the exception named, instead of taking the whole inspection
   * down.
   */
  public static CodecPayload contractBroken(CodecInfo info, RuntimeException bug) {
    return new CodecPayload(
        info,
        Support.yes(),
        null,
        List.of(),
        null,
        null,
        "codec error (a bug in the codec): " + bug);
  }

  @Override
  public byte[] payload() {
    return payload == null ? null : payload.clone();
  }

  /** Payload size, or -1 without a payload. */
  public int size() {
    return payload == null ? -1 : payload.length;
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof CodecPayload that
        && info.equals(that.info)
        && Arrays.equals(payload, that.payload);
  }

  @Override
  public int hashCode() {
    return info.hashCode() * 31 + Arrays.hashCode(payload);
  }
}
