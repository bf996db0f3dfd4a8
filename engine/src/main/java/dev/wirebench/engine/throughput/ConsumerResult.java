package dev.wirebench.engine.throughput;

/**
 * What one consumer did in one pass over the stream.
 *
 * @param consumer 0-based index within its point
 * @param messages messages read and decoded
 * @param payloadBytes payload bytes of those messages
 * @param checksum {@link MessageChecksum} folded over every decoded message, in order
 * @param startNanos {@link System#nanoTime()} when it started reading (its own JVM's clock)
 * @param endNanos when it finished
 * @param allocatedBytes bytes its thread allocated while reading, or -1 if not measurable
 */
record ConsumerResult(
    int consumer,
    long messages,
    long payloadBytes,
    long checksum,
    long startNanos,
    long endNanos,
    long allocatedBytes) {
  long elapsedNanos() {
    return Math.max(1, endNanos - startNanos);
  }

  double msgPerSec() {
    return messages * 1e9 / elapsedNanos();
  }
}
