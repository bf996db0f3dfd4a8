package dev.wirebench.storage;

import java.time.Duration;
import java.util.Objects;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;

/**
 * Tells a listener when the open store changed, whichever process changed it: it reads a {@link
 * ChangeStamp} every {@code period} on its own daemon thread and calls {@code onChange} (on that
 * thread) when the stamp differs from the one before. The first stamp only sets the baseline.
 *
 * <p>The stamp comes from a supplier, not a store, so a watcher follows an app that switches
 * databases: a switch changes the stamp and so counts as a change. A poll that fails (the store is
 * being switched or closed, a team store is unreachable) is skipped and the next one tries again;
 * the failure is kept in {@link #lastFailure()} rather than thrown on a thread nobody reads. {@link
 * #close} stops the thread.
 */
public final class StoreWatcher implements AutoCloseable {
  private final Supplier<ChangeStamp> stamp;
  private final Runnable onChange;
  private final ScheduledExecutorService timer;
  private ChangeStamp last;
  private volatile RuntimeException lastFailure;

  /**
   * Starts watching.
   *
   * @param stamp reads the current stamp (blocking; e.g. {@code () -> store().changeStamp()})
   * @param period time between polls, at least 100 ms
   * @param onChange called on the watcher's thread after a change was seen
   */
  public StoreWatcher(Supplier<ChangeStamp> stamp, Duration period, Runnable onChange) {
    this.stamp = Objects.requireNonNull(stamp, "stamp");
    this.onChange = Objects.requireNonNull(onChange, "onChange");
    long millis = Math.max(100, period.toMillis());
    this.timer =
        Executors.newSingleThreadScheduledExecutor(
            task -> {
              Thread thread = new Thread(task, "wirebench-store-watcher");
              thread.setDaemon(true);
              return thread;
            });
    timer.scheduleWithFixedDelay(this::poll, 0, millis, TimeUnit.MILLISECONDS);
  }

  /** Reads the stamp once and calls the listener if it changed; returns whether it did. */
  synchronized boolean poll() {
    ChangeStamp now;
    try {
      now = stamp.get();
      lastFailure = null;
    } catch (RuntimeException e) {
      lastFailure = e;
      return false;
    }
    boolean changed = last != null && !last.equals(now);
    last = now;
    if (changed) {
      onChange.run();
    }
    return changed;
  }

  /** Why the last poll failed, or null if it worked. */
  public RuntimeException lastFailure() {
    return lastFailure;
  }

  @Override
  public void close() {
    timer.shutdownNow();
  }
}
