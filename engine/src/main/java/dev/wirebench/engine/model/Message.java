package dev.wirebench.engine.model;

/** A message a codec can encode. Implementations are mutable and reusable. */
public interface Message {
  MessageType messageType();

  /** Resets every field to its absent/empty state, keeping allocated lists for reuse. */
  void clear();
}
