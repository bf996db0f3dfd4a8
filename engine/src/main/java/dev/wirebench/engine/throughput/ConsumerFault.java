package dev.wirebench.engine.throughput;

import dev.wirebench.engine.throughput.stream.ForwardingStreamReader;
import dev.wirebench.engine.throughput.stream.StreamReader;

/**
 * A forked consumer that dies mid-read on purpose, for the tests of how a run survives a real
 * process death: {@code -Dwirebench.fault.consumerDies=CONSUMER:MESSAGES} (0-based consumer) makes
 * that consumer halt its JVM (exit code {@value #EXIT_CODE}, no shutdown hooks, as {@code kill -9}
 * leaves it) after reading that many messages. Absent (always, outside such tests), it changes
 * nothing.
 */
final class ConsumerFault {
  static final String PROPERTY = "wirebench.fault.consumerDies";
  static final int EXIT_CODE = 137;

  private ConsumerFault() {}

  /** {@code reader}, or one that halts the JVM after the set count if this consumer is the one. */
  static StreamReader apply(StreamReader reader, int consumer) {
    String fault = System.getProperty(PROPERTY);
    if (fault == null) {
      return reader;
    }
    String[] parts = fault.split(":");
    if (parts.length != 2 || Integer.parseInt(parts[0].trim()) != consumer) {
      return reader;
    }
    long after = Long.parseLong(parts[1].trim());
    return new ForwardingStreamReader(reader) {
      private long read;

      @Override
      public boolean next() {
        if (read++ == after) {
          Runtime.getRuntime().halt(EXIT_CODE);
        }
        return super.next();
      }
    };
  }
}
