package dev.wirebench.engine.throughput;

import dev.wirebench.engine.run.CancelToken;
import dev.wirebench.engine.run.CancelledException;

/** Where a throughput run's steps stop once its {@link CancelToken} is cancelled. */
final class CancelChecks {
  private CancelChecks() {}

  /**
   * @throws CancelledException if {@code cancel} is cancelled
   */
  static void throwIfCancelled(CancelToken cancel) {
    if (cancel.isCancelled()) {
      throw new CancelledException("throughput run cancelled");
    }
  }
}
