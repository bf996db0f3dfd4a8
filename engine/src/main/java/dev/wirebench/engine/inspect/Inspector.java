package dev.wirebench.engine.inspect;

import dev.wirebench.engine.codec.Codec;
import dev.wirebench.engine.codec.CodecException;
import dev.wirebench.engine.codec.CodecRegistry;
import dev.wirebench.engine.codec.Codecs;
import dev.wirebench.engine.codec.Support;
import dev.wirebench.engine.model.Message;
import java.util.ArrayList;
import java.util.List;

/**
 * Encodes one message in every requested codec and gathers what the Inspect screen and {@code
 * wirebench inspect} show. Blocking; thread-safe (each call creates its own codec instances).
 */
public final class Inspector {
  private final CodecRegistry registry;

  public Inspector(CodecRegistry registry) {
    this.registry = registry;
  }

  /**
   * Inspects {@code message} in the given codecs (all registered codecs if empty), in registry
   * order.
   *
   * @throws IllegalArgumentException naming the known codecs if an id is unknown
   */
  public List<CodecPayload> inspect(Message message, List<String> codecIds) {
    List<String> ids = codecIds.isEmpty() ? registry.ids() : codecIds;
    List<CodecPayload> views = new ArrayList<>();
    for (String id : ids) {
      views.add(inspect(registry.create(id), message));
    }
    return views;
  }

  /** Inspects {@code message} in one codec. */
  public static CodecPayload inspect(Codec codec, Message message) {
    Support support = codec.support(message.messageType());
    if (!support.supported()) {
      return new CodecPayload(codec.info(), support, null, List.of(), null, null, null);
    }
    byte[] payload;
    try {
      payload = Codecs.encode(codec, message);
    } catch (CodecException e) {
      return new CodecPayload(codec.info(), support, null, List.of(), null, null, e.getMessage());
    }
    RoundTrip roundTrip = RoundTrip.check(codec, message);
    return CodecPayload.described(
        codec.info(), support, payload, roundTrip, bytes -> codec.describe(bytes, 0, bytes.length));
  }
}
