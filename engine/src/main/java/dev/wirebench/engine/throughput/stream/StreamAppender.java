package dev.wirebench.engine.throughput.stream;

/**
 * Appends payloads to a stream. Each {@link #append} is visible to readers as a whole message or
 * not at all.
 *
 * <p><b>Threading:</b> one thread. <b>Allocation:</b> none per message for the Wirebench log.
 */
public interface StreamAppender extends AutoCloseable {
  /** Appends the payload {@code src[offset, offset + length)} as one message. */
  void append(byte[] src, int offset, int length);

  /** Releases files and mappings; the stream stays readable. */
  @Override
  void close();
}
