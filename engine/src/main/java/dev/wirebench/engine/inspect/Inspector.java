package dev.wirebench.engine.inspect;

import com.fasterxml.jackson.databind.JsonNode;
import dev.wirebench.engine.codec.BoundCodec;
import dev.wirebench.engine.codec.Codec;
import dev.wirebench.engine.codec.CodecException;
import dev.wirebench.engine.codec.CodecInfo;
import dev.wirebench.engine.codec.CodecPool;
import dev.wirebench.engine.codec.CodecRegistry;
import dev.wirebench.engine.codec.Codecs;
import dev.wirebench.engine.codec.DynamicCodecs;
import dev.wirebench.engine.codec.FamilyParallel;
import dev.wirebench.engine.codec.Support;
import dev.wirebench.engine.codec.gen.GenerationException;
import dev.wirebench.engine.dynamic.DynamicRecord;
import dev.wirebench.engine.dynamic.RecordSchema;
import dev.wirebench.engine.model.Message;
import dev.wirebench.engine.model.json.MessageJson;
import java.util.ArrayList;
import java.util.List;

/**
 * Encodes one message in every requested codec and gathers what the Inspect screen and {@code
 * wirebench inspect} show — for a message of the built-in model and for a record of a user's schema
 * alike: one inspection ({@link #inspect(BoundCodec, Support, Object, RoundTripCheck)}: encode,
 * round trip, spans) whatever bound the codec. Blocking; thread-safe: each built-in codec call has
 * an instance to itself, taken from a {@link CodecPool}, so a later inspection runs on the
 * instances (and library state) the earlier ones warmed; a codec bound to a user's schema is made
 * per call.
 */
public final class Inspector {
  /** How a decoded payload is compared with the message it came from. */
  public interface RoundTripCheck<M> {
    RoundTrip check(BoundCodec<M> codec, M message, byte[] payload);
  }

  private final CodecRegistry registry;
  private final CodecPool pool;
  private DynamicCodecs dynamic; // found on first use: the first screen never needs it

  public Inspector(CodecRegistry registry) {
    this(new CodecPool(registry));
  }

  public Inspector(CodecPool pool) {
    this(pool, null);
  }

  /** An inspector whose codecs for user schemas come from {@code dynamic} (null: discovered). */
  public Inspector(CodecPool pool, DynamicCodecs dynamic) {
    this.registry = pool.registry();
    this.pool = pool;
    this.dynamic = dynamic;
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

  /**
   * Inspects {@code message} of a user's {@code schema} in the given codecs (every registered codec
   * if empty), in registry order; a codec that cannot carry the schema says "n/a — reason".
   *
   * @throws IllegalArgumentException naming the known codecs if an id is unknown
   */
  public List<CodecPayload> inspect(
      RecordSchema schema, DynamicRecord message, List<String> codecIds) {
    List<String> ids = codecIds.isEmpty() ? registry.ids() : codecIds;
    List<CodecPayload> views = new ArrayList<>();
    for (String id : ids) {
      views.add(inspectOne(schema, message, id));
    }
    return views;
  }

  /**
   * Inspects {@code message} of a user's {@code schema} in codec {@code id}; a codec that breaks
   * its contract shows as failed in its own row, as a built-in one does.
   *
   * @throws IllegalArgumentException naming the known codecs if the id is unknown
   */
  public CodecPayload inspectOne(RecordSchema schema, DynamicRecord message, String id) {
    CodecInfo info = registry.info(id);
    DynamicCodecs codecs = dynamic();
    Support support = codecs.support(id, schema);
    if (!support.supported()) {
      return new CodecPayload(info, support, null, List.of(), null, null, null);
    }
    try {
      return inspect(codecs.create(id, schema), support, message, RoundTrip::check);
    } catch (GenerationException failed) {
      // Code generated from the user's schema: a missing generator is this codec's n/a, a schema
      // the generator rejects (or code that does not compile) is the row's located failure.
      return failed.kind() == GenerationException.Kind.UNAVAILABLE
          ? new CodecPayload(
              info, Support.no(failed.getMessage()), null, List.of(), null, null, null)
          : new CodecPayload(info, support, null, List.of(), null, null, failed.getMessage());
    } catch (RuntimeException bug) {
      return CodecPayload.contractBroken(info, bug);
    }
  }

  private synchronized DynamicCodecs dynamic() {
    if (dynamic == null) {
      dynamic = DynamicCodecs.discover();
    }
    return dynamic;
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
    return inspect(
        codec, support, message, (c, m, payload) -> RoundTrip.check(codec, m, tree, payload));
  }

  /**
   * The one inspection: encodes {@code message} in a codec that carries it, checks the round trip
   * with {@code roundTrip} and describes the payload's spans.
   */
  public static <M> CodecPayload inspect(
      BoundCodec<M> codec, Support support, M message, RoundTripCheck<M> roundTrip) {
    byte[] payload;
    try {
      payload = Codecs.encode(codec, message);
    } catch (CodecException e) {
      return new CodecPayload(codec.info(), support, null, List.of(), null, null, e.getMessage());
    }
    RoundTrip checked = roundTrip.check(codec, message, payload);
    return CodecPayload.described(
        codec.info(), support, payload, checked, bytes -> codec.describe(bytes, 0, bytes.length));
  }
}
