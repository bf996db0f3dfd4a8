package dev.wirebench.engine.codec;

import dev.wirebench.engine.dynamic.RecordSchema;

/**
 * A codec's statement that it cannot carry dynamic messages, and why, registered like a real
 * mapping so the reason comes from the codec's own package: {@link #support} is always "n/a —
 * reason" and {@link #create} refuses.
 */
public abstract class NoDynamicMapping implements DynamicCodecProvider {
  private final String codecId;
  private final String reason;

  protected NoDynamicMapping(String codecId, String reason) {
    this.codecId = codecId;
    this.reason = reason;
  }

  @Override
  public final String codecId() {
    return codecId;
  }

  @Override
  public final Support support(RecordSchema schema) {
    return Support.no(reason);
  }

  @Override
  public final DynamicCodec create(RecordSchema schema) {
    throw new IllegalArgumentException(codecId + " cannot carry dynamic messages: " + reason);
  }
}
