package dev.wirebench.engine.throughput;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * A cancel flag shared by the runner, its consumers and writer, plus hooks that act at once on
 * cancel (killing forked consumers). Loops poll {@link #isCancelled()} every few thousand messages.
 * Thread-safe.
 */
final class Cancellation {
  private volatile boolean cancelled;
  private final List<Runnable> hooks = new CopyOnWriteArrayList<>();

  void cancel() {
    cancelled = true;
    for (Runnable hook : hooks) {
      hook.run();
    }
  }

  boolean isCancelled() {
    return cancelled;
  }

  void throwIfCancelled() {
    if (cancelled) {
      throw new Cancelled();
    }
  }

  /**
   * Runs {@code hook} on cancel (at once if already cancelled) until the returned handle closes.
   */
  Registration onCancel(Runnable hook) {
    hooks.add(hook);
    if (cancelled) {
      hook.run();
    }
    return () -> hooks.remove(hook);
  }

  /** Removes a hook. */
  interface Registration extends AutoCloseable {
    @Override
    void close();
  }

  /**
   * Thrown out of a run's steps once it is cancelled; the runner turns it into a PARTIAL report.
   */
  static final class Cancelled extends RuntimeException {
    private static final long serialVersionUID = 1L;

    Cancelled() {
      super("cancelled", null, false, false);
    }
  }
}
