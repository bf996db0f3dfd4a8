package dev.wirebench.engine.inspect;

import com.fasterxml.jackson.databind.JsonNode;
import dev.wirebench.engine.codec.BoundCodec;
import dev.wirebench.engine.codec.Codec;
import dev.wirebench.engine.codec.CodecException;
import dev.wirebench.engine.codec.Codecs;
import dev.wirebench.engine.dynamic.DynamicRecord;
import dev.wirebench.engine.model.Message;
import dev.wirebench.engine.model.json.MessageJson;
import java.util.List;

/**
 * The round-trip verdict for one message in one codec: decode(encode(m)) compared with m field by
 * field.
 *
 * @param status whether the round trip is exact, lossy, or failed
 * @param diffs the fields that changed (lossy only)
 * @param error what went wrong (failed only)
 */
public record RoundTrip(Status status, List<FieldDiff> diffs, String error) {
  /** The verdict. */
  public enum Status {
    EXACT,
    LOSSY,
    FAILED
  }

  public RoundTrip {
    diffs = List.copyOf(diffs);
  }

  /**
   * Decodes {@code payload} (the codec's encoding of the user's record {@code message}) into a
   * fresh record of its schema, and compares field by field.
   */
  public static RoundTrip check(
      BoundCodec<DynamicRecord> codec, DynamicRecord message, byte[] payload) {
    try {
      DynamicRecord decoded =
          codec.decode(payload, 0, payload.length, new DynamicRecord(message.schema()));
      List<FieldDiff> diffs = RecordDiff.diff(message, decoded);
      return diffs.isEmpty()
          ? new RoundTrip(Status.EXACT, List.of(), "")
          : new RoundTrip(Status.LOSSY, diffs, "");
    } catch (CodecException e) {
      return new RoundTrip(Status.FAILED, List.of(), e.getMessage());
    }
  }

  /** Encodes, decodes into a fresh instance of the same type, and compares. */
  public static RoundTrip check(Codec codec, Message message) {
    byte[] payload;
    try {
      payload = Codecs.encode(codec, message);
    } catch (CodecException e) {
      return new RoundTrip(Status.FAILED, List.of(), e.getMessage());
    }
    return check(codec, message, payload);
  }

  /**
   * Decodes {@code payload} (the codec's encoding of {@code message}) into a fresh instance of the
   * same type, and compares.
   */
  public static RoundTrip check(Codec codec, Message message, byte[] payload) {
    return check(codec, message, null, payload);
  }

  /**
   * {@link #check(Codec, Message, byte[])} against {@code expected}, the message's JSON tree
   * ({@link MessageJson#toTree}) the caller already built (null: built here) — an inspection
   * compares every codec's round trip with the same message, so it builds that tree once, not per
   * codec.
   */
  public static RoundTrip check(Codec codec, Message message, JsonNode expected, byte[] payload) {
    try {
      Message decoded = Codecs.decode(codec, payload, message.messageType().newInstance());
      return of(message, expected, decoded);
    } catch (CodecException e) {
      return new RoundTrip(Status.FAILED, List.of(), e.getMessage());
    }
  }

  /** Compares an original with what came back. */
  public static RoundTrip of(Message original, Message decoded) {
    return of(original, null, decoded);
  }

  /**
   * Compares an original, whose JSON tree is {@code expected} (null: built here), with what came
   * back.
   */
  public static RoundTrip of(Message original, JsonNode expected, Message decoded) {
    if (decoded.messageType() != original.messageType()) {
      return new RoundTrip(
          Status.LOSSY,
          List.of(
              new FieldDiff(
                  "$type", original.messageType().shortName(), decoded.messageType().shortName())),
          "");
    }
    List<FieldDiff> diffs =
        MessageDiff.diff(
            expected != null ? expected : MessageJson.toTree(original),
            MessageJson.toTree(decoded));
    return diffs.isEmpty()
        ? new RoundTrip(Status.EXACT, List.of(), "")
        : new RoundTrip(Status.LOSSY, diffs, "");
  }

  /** One line: {@code exact}, {@code lossy: entries[0].size: 1.5 -> 1}, or {@code failed: ...}. */
  public String summary() {
    return switch (status) {
      case EXACT -> "exact";
      case LOSSY -> "lossy: " + String.join("; ", diffs.stream().map(FieldDiff::toString).toList());
      case FAILED -> "failed: " + error;
    };
  }
}
