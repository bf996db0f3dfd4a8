package dev.wirebench.engine.throughput;

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
  default PointRun run(int consumers) {
    return run(consumers, () -> {});
  }

  /**
   * As {@link #run(int)}, calling {@code onGo} on this thread just before the consumers are let go
   * (after every one is ready): where a measurement of the same window starts.
   */
  PointRun run(int consumers, Runnable onGo);

  /**
   * The streams consumers read: M streams of one content, consumer i reading stream i mod M.
   *
   * @param store the store holding them
   * @param streams where, one directory per stream (at least one)
   * @param codec the codec id their payloads are encoded with
   * @param decoding how each consumer decodes the payloads (built-in model or a user's schema)
   * @param messages how many messages each holds (each consumer reads all of its stream)
   */
  record Target(
      StreamStore store, List<Path> streams, String codec, StreamDecoding decoding, long messages) {
    public Target {
      streams = List.copyOf(streams);
      if (streams.isEmpty()) {
        throw new IllegalArgumentException("no stream to read");
      }
    }

    /** One stream, every consumer reading it. */
    Target(StreamStore store, Path stream, String codec, StreamDecoding decoding, long messages) {
      this(store, List.of(stream), codec, decoding, messages);
    }

    /** The stream consumer {@code consumer} (0-based) reads. */
    Path stream(int consumer) {
      return streams.get(consumer % streams.size());
    }
  }

  /**
   * One point's pass.
   *
   * @param results one per consumer, in index order
   * @param elapsedNanos from the first consumer's start to the last one's end
   * @param startSkewNanos from the first consumer's start to the last one's, or -1 if the
   *     consumers' clocks cannot be compared
   */
  record PointRun(List<ConsumerResult> results, long elapsedNanos, long startSkewNanos) {
    /** A run of consumers whose start and end times are readings of one clock. */
    static PointRun ofOneClock(List<ConsumerResult> results) {
      long first = results.stream().mapToLong(ConsumerResult::startNanos).min().orElse(0);
      long lastStart = results.stream().mapToLong(ConsumerResult::startNanos).max().orElse(0);
      long last = results.stream().mapToLong(ConsumerResult::endNanos).max().orElse(0);
      return new PointRun(List.copyOf(results), Math.max(1, last - first), lastStart - first);
    }
  }

  /** A consumer that failed: the message names which and why. */
  class ConsumerFailure extends RuntimeException {
    private static final long serialVersionUID = 1L;

    ConsumerFailure(String message, Throwable cause) {
      super(message, cause);
    }
  }

  /**
   * Consumers that died mid-read (a process gone, a reader that threw) while others finished: the
   * point cannot be one (it needs all K), but the survivors' reads are kept to be reported.
   */
  final class ConsumersLost extends ConsumerFailure {
    private static final long serialVersionUID = 1L;

    private final transient List<ConsumerResult> survivors;

    ConsumersLost(List<String> deaths, List<ConsumerResult> survivors, Throwable cause) {
      super(String.join("; ", deaths), cause);
      this.survivors = List.copyOf(survivors);
    }

    /** The consumers that read the whole stream, in index order. */
    List<ConsumerResult> survivors() {
      return survivors;
    }
  }
}
