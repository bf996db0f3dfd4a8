package dev.wirebench.engine.throughput;

import dev.wirebench.engine.model.MessageType;
import dev.wirebench.engine.run.CancelledException;
import dev.wirebench.engine.throughput.stream.StreamStore;
import java.nio.file.Path;
import java.util.List;

/**
 * Starts K consumers over one written stream at once, each reading the whole stream through its own
 * reader, and waits for all of them. Implementations: threads in this JVM, or one forked JVM per
 * consumer.
 */
interface ConsumerGroup {
  /**
   * Runs {@code consumers} consumers to the end of the stream (or until cancelled).
   *
   * @throws ConsumerFailure if a consumer could not open, read or decode the stream
   * @throws CancelledException if the run was cancelled
   */
  PointRun run(int consumers);

  /**
   * The stream consumers read.
   *
   * @param store the store holding it
   * @param directory where
   * @param codec the codec id its payloads are encoded with
   * @param type the message type every payload holds
   * @param messages how many messages it holds (each consumer reads them all)
   */
  record Target(StreamStore store, Path directory, String codec, MessageType type, long messages) {}

  /**
   * One point's pass.
   *
   * @param results one per consumer, in index order
   * @param elapsedNanos from the first consumer's start to the last one's end
   */
  record PointRun(List<ConsumerResult> results, long elapsedNanos) {}

  /** A consumer that failed: the message names which and why. */
  final class ConsumerFailure extends RuntimeException {
    private static final long serialVersionUID = 1L;

    ConsumerFailure(String message, Throwable cause) {
      super(message, cause);
    }
  }
}
