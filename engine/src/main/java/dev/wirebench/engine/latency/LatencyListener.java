package dev.wirebench.engine.latency;

/** Hears from a running latency fork; called on the fork's output-reading thread. */
public interface LatencyListener {
  /** A tenth of the warm-up or measured operations is done; {@code meanNanos} is its mean. */
  void progress(boolean warmup, int chunk, int chunks, double meanNanos);

  /** A line the fork printed that is not part of the protocol (library logs, warnings). */
  void output(String line);
}
