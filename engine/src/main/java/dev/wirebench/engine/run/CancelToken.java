package dev.wirebench.engine.run;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * Asks a running run (benchmark, latency or throughput) to stop. {@link #cancel()} may be called
 * from any thread, any number of times; the actions registered with {@link #onCancel(Runnable)}
 * (interrupting the runner, killing forked JVMs) run once, on the cancelling thread.
 */
public final class CancelToken {
  private final List<Runnable> actions = new CopyOnWriteArrayList<>();
  private volatile boolean cancelled;

  /** Stops the run: its forks are killed, completed results are kept. */
  public void cancel() {
    synchronized (this) {
      if (cancelled) {
        return;
      }
      cancelled = true;
    }
    for (Runnable action : actions) {
      action.run();
    }
  }

  public boolean isCancelled() {
    return cancelled;
  }

  /**
   * Runs {@code action} on cancel (at once if already cancelled) until the returned registration is
   * closed.
   */
  public Registration onCancel(Runnable action) {
    actions.add(action);
    if (cancelled) {
      action.run();
    }
    return () -> actions.remove(action);
  }

  /** Removes an action registered with {@link #onCancel(Runnable)}. */
  @FunctionalInterface
  public interface Registration extends AutoCloseable {
    @Override
    void close();
  }
}
