package dev.wirebench.engine.codec.wire;

import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The classes generated for one {@link WireSchema}, one per message class, generated on first use.
 * {@link ConcurrentHashMap#computeIfAbsent} runs the generator at most once per class even when
 * several threads ask at the same moment (the others wait for it), so each class is defined once.
 *
 * <p>Thread-safe.
 */
final class GeneratedCodecCache {
  private final WireSchema schema;
  private final ConcurrentHashMap<Class<?>, GeneratedCodec> codecs = new ConcurrentHashMap<>();
  private final AtomicInteger generatedCount = new AtomicInteger();

  GeneratedCodecCache(WireSchema schema) {
    this.schema = schema;
  }

  /** The generated codec of the message record for {@code messageClass}. */
  GeneratedCodec forClass(Class<?> messageClass) {
    return codecs.computeIfAbsent(messageClass, this::generate);
  }

  private GeneratedCodec generate(Class<?> messageClass) {
    GeneratedCodec codec = CodecGenerator.generate(schema, schema.record(messageClass));
    generatedCount.incrementAndGet();
    return codec;
  }

  /** How many classes this cache has generated (one per message class ever asked for). */
  int generatedCount() {
    return generatedCount.get();
  }
}
