package dev.wirebench.app.fx;

import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;

/** One submitted job of a {@link TaskExecutor}: runs it, tracks progress and cancellation. */
final class Task<T> implements Runnable, TaskHandle, TaskContext {
  /** The task the current thread runs, for progress from code that has no context to hand. */
  private static final ThreadLocal<Task<?>> CURRENT = new ThreadLocal<>();

  final String title;
  final Consumer<? super T> onSuccess;
  final Consumer<Throwable> onFailure;
  private final TaskExecutor executor;
  private final Job<T> job;
  private final AtomicBoolean progressQueued = new AtomicBoolean();
  private volatile boolean cancelled;
  private volatile boolean done;
  private Thread runner; // guarded by this
  private volatile String message = "";
  private volatile double fraction = -1;

  Task(
      TaskExecutor executor,
      String title,
      Job<T> job,
      Consumer<? super T> onSuccess,
      Consumer<Throwable> onFailure) {
    this.executor = executor;
    this.title = title;
    this.job = job;
    this.onSuccess = onSuccess;
    this.onFailure = onFailure;
  }

  @Override
  public void run() {
    T result = null;
    Throwable failure = null;
    synchronized (this) {
      runner = Thread.currentThread();
    }
    CURRENT.set(this);
    try {
      if (!cancelled) {
        result = job.run(this);
      }
    } catch (Throwable e) { // every failure, even an Error, must reach the user
      failure = e;
    } finally {
      CURRENT.remove();
      synchronized (this) {
        runner = null;
        done = true;
        // Clear an interrupt from cancel() so the pooled thread starts its next job clean.
        if (cancelled) {
          Thread.interrupted();
        }
      }
    }
    T delivered = result;
    Throwable failed = failure;
    executor.post(() -> executor.deliver(this, delivered, failed));
  }

  /** The task running on this thread, or null. */
  static TaskContext current() {
    return CURRENT.get();
  }

  @Override
  public synchronized void cancel() {
    cancelled = true;
    if (runner != null) {
      runner.interrupt();
    }
  }

  /**
   * Cancels a job that will never run (its pool is closed): it is over at once, so {@link #isDone}
   * holds and the executor does not count it as running.
   */
  void cancelUnstarted() {
    cancelled = true;
    done = true;
  }

  @Override
  public boolean isCancelled() {
    return cancelled;
  }

  @Override
  public boolean isDone() {
    return done;
  }

  @Override
  public void progress(long doneCount, long total, String text) {
    message = text == null ? "" : text;
    fraction = total <= 0 ? -1 : Math.min(1.0, doneCount / (double) total);
    // Coalesce: at most one pending progress update per task on the FX thread.
    if (progressQueued.compareAndSet(false, true)) {
      executor.post(
          () -> {
            progressQueued.set(false);
            executor.showActivity();
          });
    }
  }

  @Override
  public void deliver(Runnable update) {
    executor.post(
        () -> {
          if (!cancelled) {
            update.run();
          }
        });
  }

  String message() {
    return message;
  }

  double fraction() {
    return fraction;
  }
}
