package dev.wirebench.engine.inspect;

import com.fasterxml.jackson.databind.JsonNode;
import dev.wirebench.engine.codec.Codec;
import dev.wirebench.engine.codec.CodecException;
import dev.wirebench.engine.codec.CodecInfo;
import dev.wirebench.engine.codec.CodecPool;
import dev.wirebench.engine.codec.CodecRegistry;
import dev.wirebench.engine.codec.Codecs;
import dev.wirebench.engine.codec.FamilyParallel;
import dev.wirebench.engine.codec.Support;
import dev.wirebench.engine.model.Message;
import dev.wirebench.engine.model.json.MessageJson;
import java.util.List;

/**
 * Encodes one message in every requested codec and gathers what the Inspect screen and {@code
 * wirebench inspect} show. Blocking; thread-safe: each codec call has an instance to itself, taken
 * from a {@link CodecPool}, so a later inspection runs on the instances (and library state) the
 * earlier ones warmed.
 */
public final class Inspector {
  private final CodecRegistry registry;
  private final CodecPool pool;

  public Inspector(CodecRegistry registry) {
    this(new CodecPool(registry));
  }

  public Inspector(CodecPool pool) {
    this.registry = pool.registry();
    this.pool = pool;
  }

  /** The codecs this inspector knows, in registry order. */
  public List<String> codecIds() {
    return registry.ids();
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
    JsonNode tree = MessageJson.toTree(message); // every codec's round trip compares with it
    // Families are computed before any codec runs: an unknown id fails at once, naming the known.
    return FamilyParallel.map(
        ids, registry::family, id -> inspectOne(id, message, tree), FamilyParallel.threads(), null);
  }

  /**
   * Inspects {@code message} in codec {@code id}; a codec that breaks its contract (throws
   * something other than a {@link CodecException}) shows as failed in its own row instead of taking
   * the whole inspection down.
   *
   * @throws IllegalArgumentException naming the known codecs if the id is unknown
   */
  public CodecPayload inspectOne(String id, Message message) {
    return inspectOne(id, message, null);
  }

  /**
   * {@link #inspectOne(String, Message)}, the round trip compared with {@code tree}: the message's
   * JSON tree ({@link MessageJson#toTree}), which a caller inspecting the message in every codec
   * builds once (null: built here). The tree is only read, so codecs on several threads can share
   * it.
   */
  public CodecPayload inspectOne(String id, Message message, JsonNode tree) {
    CodecInfo info = registry.info(id);
    try {
      return pool.with(id, codec -> inspect(codec, message, tree));
    } catch (RuntimeException bug) {
      return CodecPayload.contractBroken(info, bug);
    }
  }

  /** Inspects {@code message} in one codec. */
  public static CodecPayload inspect(Codec codec, Message message) {
    return inspect(codec, message, null);
  }

  /** Inspects {@code message}, whose JSON tree is {@code tree} (null: built here), in one codec. */
  public static CodecPayload inspect(Codec codec, Message message, JsonNode tree) {
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
    RoundTrip roundTrip = RoundTrip.check(codec, message, tree, payload);
    return CodecPayload.described(
        codec.info(), support, payload, roundTrip, bytes -> codec.describe(bytes, 0, bytes.length));
  }
}
