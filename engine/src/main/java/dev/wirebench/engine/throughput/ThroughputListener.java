package dev.wirebench.engine.throughput;

import dev.wirebench.engine.result.Environment;
import dev.wirebench.engine.result.ThroughputPoint;
import java.util.List;

/**
 * Hears a throughput run as it happens: progress, each store x codec's scan ceiling, each finished
 * point (one repetition of one K), and warnings. Called on the thread that called {@link
 * ThroughputRunner#run}; implementations must return quickly (hand off to a UI thread or a store).
 * An exception a listener throws ends the run as failed, with its message.
 */
public interface ThroughputListener {
  /** A listener that ignores everything. */
  ThroughputListener NONE = new ThroughputListener() {};

  /** The run waits for another measurement on this machine to finish (benchmark or throughput). */
  default void waiting(String message) {}

  /** The run has the lock and starts: what it runs on (a store records the run as running here). */
  default void runStarted(ThroughputSettings settings, Environment environment) {}

  default void progress(ThroughputProgress progress) {}

  /** The scan ceiling of one store x codec stream, before its points. */
  default void ceiling(ScanCeiling ceiling) {}

  /** One finished repetition of one point. */
  default void point(ThroughputPoint point) {}

  /** Something the user should know about the numbers (e.g. more consumers than cores). */
  default void warning(String warning) {}

  /** The run ended (completed, partly, cancelled or failed); also the return value of run. */
  default void runFinished(ThroughputReport report) {}

  /** Tells every one of {@code listeners} everything, in the order given. */
  static ThroughputListener all(ThroughputListener... listeners) {
    return new ThroughputListeners(List.of(listeners));
  }
}
