package dev.wirebench.engine.throughput.served;

/**
 * One consumer's read of a stream as a sending thread serves it among others ({@link
 * SenderThreads}): each {@link #send} does what it can without waiting and returns.
 */
interface SendSession extends AutoCloseable {
  /**
   * Sends what the transport takes now without blocking.
   *
   * @return whether anything moved (a thread with nothing moving on any session idles)
   */
  boolean send();

  /** Whether the read is over: all sent, or the consumer went away. */
  boolean done();

  /** Frees the session's reader and connection. */
  @Override
  void close();
}
