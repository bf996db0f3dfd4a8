package dev.wirebench.engine.codec;

/** Thrown by {@link Codec#encode} when the payload does not fit the caller's buffer. */
public class BufferTooSmallException extends CodecException {
  private static final long serialVersionUID = 1L;

  public BufferTooSmallException(String codecId, int capacity) {
    super(codecId, capacity, null, "payload does not fit in " + capacity + " bytes");
  }
}
