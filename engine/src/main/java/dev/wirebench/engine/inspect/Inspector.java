package dev.wirebench.engine.inspect;

import dev.wirebench.engine.codec.Codec;
import dev.wirebench.engine.codec.CodecException;
import dev.wirebench.engine.codec.CodecRegistry;
import dev.wirebench.engine.codec.Codecs;
import dev.wirebench.engine.codec.FamilyParallel;
import dev.wirebench.engine.codec.Support;
import dev.wirebench.engine.model.Message;
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
   * order; codecs of different libraries run on {@link FamilyParallel#threads()} threads, so their
   * first uses in a JVM overlap.
   *
   * @throws IllegalArgumentException naming the known codecs if an id is unknown
   */
  public List<CodecPayload> inspect(Message message, List<String> codecIds) {
    List<String> ids = codecIds.isEmpty() ? registry.ids() : codecIds;
    // Families are computed before any codec runs: an unknown id fails at once, naming the known.
    return FamilyParallel.map(
        ids,
        registry::family,
        id -> inspect(registry.create(id), message),
        FamilyParallel.threads(),
        null);
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
