package dev.wirebench.engine.inspect;

import dev.wirebench.engine.codec.CodecException;
import dev.wirebench.engine.codec.CodecInfo;
import dev.wirebench.engine.codec.CodecRegistry;
import dev.wirebench.engine.codec.DynamicCodec;
import dev.wirebench.engine.codec.DynamicCodecs;
import dev.wirebench.engine.codec.Support;
import dev.wirebench.engine.dynamic.DynamicRecord;
import dev.wirebench.engine.dynamic.RecordSchema;
import java.util.ArrayList;
import java.util.List;

/**
 * {@link Inspector}'s twin for dynamic messages: encodes one message of a runtime schema in every
 * requested codec that can carry it, and says "n/a — reason" for the others, with the same {@link
 * CodecPayload}s. Blocking; thread-safe (each call creates its own codec instances).
 */
public final class DynamicInspector {
  private final CodecRegistry registry;
  private final DynamicCodecs dynamic;

  public DynamicInspector(CodecRegistry registry, DynamicCodecs dynamic) {
    this.registry = registry;
    this.dynamic = dynamic;
  }

  /**
   * Inspects {@code message} in the given codecs (every registered codec if empty), in registry
   * order.
   *
   * @throws IllegalArgumentException naming the known codecs if an id is unknown
   */
  public List<CodecPayload> inspect(
      RecordSchema schema, DynamicRecord message, List<String> codecIds) {
    List<String> ids = codecIds.isEmpty() ? registry.ids() : codecIds;
    List<CodecPayload> views = new ArrayList<>();
    for (String id : ids) {
      CodecInfo info = registry.info(id);
      Support support = dynamic.support(id, schema);
      if (!support.supported()) {
        views.add(new CodecPayload(info, support, null, List.of(), null, null, null));
      } else {
        views.add(inspect(dynamic.create(id, schema), message));
      }
    }
    return views;
  }

  /**
   * Inspects {@code message} in codec {@code id}; a codec that breaks its contract shows as failed
   * in its own row ({@link CodecPayload#contractBroken}), as in {@link Inspector#inspectOne}.
   *
   * @throws IllegalArgumentException naming the known codecs if the id is unknown
   */
  public CodecPayload inspectOne(RecordSchema schema, DynamicRecord message, String id) {
    CodecInfo info = registry.info(id);
    try {
      return inspect(schema, message, List.of(id)).get(0);
    } catch (RuntimeException bug) {
      return CodecPayload.contractBroken(info, bug);
    }
  }

  /** Inspects {@code message} in one dynamic codec. */
  public static CodecPayload inspect(DynamicCodec codec, DynamicRecord message) {
    Support yes = Support.yes();
    byte[] payload;
    try {
      payload = DynamicCodecs.encode(codec, message);
    } catch (CodecException e) {
      return new CodecPayload(codec.info(), yes, null, List.of(), null, null, e.getMessage());
    }
    RoundTrip roundTrip = roundTrip(codec, message, payload);
    return CodecPayload.described(
        codec.info(), yes, payload, roundTrip, bytes -> codec.describe(bytes, 0, bytes.length));
  }

  /** Decodes {@code payload} into a fresh record and compares it with {@code message}. */
  public static RoundTrip roundTrip(DynamicCodec codec, DynamicRecord message, byte[] payload) {
    try {
      DynamicRecord decoded =
          codec.decode(payload, 0, payload.length, new DynamicRecord(message.schema()));
      List<FieldDiff> diffs = DynamicDiff.diff(message, decoded);
      return diffs.isEmpty()
          ? new RoundTrip(RoundTrip.Status.EXACT, List.of(), "")
          : new RoundTrip(RoundTrip.Status.LOSSY, diffs, "");
    } catch (CodecException e) {
      return new RoundTrip(RoundTrip.Status.FAILED, List.of(), e.getMessage());
    }
  }
}
