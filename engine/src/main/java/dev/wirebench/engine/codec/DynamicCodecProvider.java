package dev.wirebench.engine.codec;

import dev.wirebench.engine.dynamic.RecordSchema;

/**
 * A codec's dynamic-message mapping, found through {@link java.util.ServiceLoader} ({@code
 * META-INF/services/dev.wirebench.engine.codec.DynamicCodecProvider}) and keyed by the id of the
 * static {@link Codec} it sits beside. A codec without a provider cannot carry dynamic messages
 * yet, and {@link DynamicCodecs#support} says so. Implementations are stateless and thread-safe.
 */
public interface DynamicCodecProvider {
  /** The id of the static codec this mapping belongs to, e.g. {@code cbor}. */
  String codecId();

  /** Whether messages of {@code schema} can be carried, and if not, why ("n/a — reason"). */
  Support support(RecordSchema schema);

  /**
   * A codec for messages of {@code schema}; its schema-derived state (a library schema, a layout)
   * is built here, once, not per message.
   *
   * @throws IllegalArgumentException if {@link #support} says no
   */
  DynamicCodec create(RecordSchema schema);
}
