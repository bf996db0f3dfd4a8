package dev.wirebench.app.database;

import dev.wirebench.app.fx.TaskExecutor;
import dev.wirebench.storage.StoreWatcher;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * Tells screens, on the FX thread, that the open database changed: a run was stored, finished or
 * deleted by this app or by any other process writing the same file or team store (a CLI run, a
 * second window, a benchmark host). Polls a {@link StoreWatcher} on its own daemon thread, so the
 * FX thread never touches the database; follows File ▸ Open Database… because it asks the {@link
 * RunDatabase} for its store on every poll. {@link #close} stops it.
 */
public final class StoreChangeFeed implements AutoCloseable {
  /** How often the database is asked; the stamp query costs well under a millisecond. */
  public static final Duration PERIOD = Duration.ofSeconds(2);

  private final List<Runnable> subscribers = new CopyOnWriteArrayList<>();
  private final StoreWatcher watcher;

  public StoreChangeFeed(RunDatabase database, TaskExecutor executor, Duration period) {
    this.watcher =
        new StoreWatcher(
            () -> database.store().changeStamp(),
            period,
            () -> executor.post(() -> subscribers.forEach(Runnable::run)));
  }

  /** Calls {@code subscriber} on the FX thread after every change seen. */
  public void subscribe(Runnable subscriber) {
    subscribers.add(subscriber);
  }

  @Override
  public void close() {
    watcher.close();
  }
}
