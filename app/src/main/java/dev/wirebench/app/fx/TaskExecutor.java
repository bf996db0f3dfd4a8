package dev.wirebench.app.fx;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import java.util.function.Function;
import javafx.application.Platform;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

/**
 * The one way the app runs long work: jobs run on worker threads, and their progress, results and
 * failures come back on the FX thread — here, in {@link #deliver}, and nowhere else.
 *
 * <p>Submit from the FX thread. {@link #pooled} uses a named daemon pool and {@link
 * Platform#runLater}; {@link #inline} runs everything on the calling thread (view-model tests). A
 * cancelled task's result or failure is dropped. A failure without its own handler goes to the
 * app's error handler. The activity properties (what runs, how far) feed the status bar.
 */
public final class TaskExecutor implements AutoCloseable {
  private final Executor workers;
  private final List<AutoCloseable> relays = new CopyOnWriteArrayList<>();
  private final Executor fxThread;
  private final Consumer<Throwable> unexpected;
  private final List<Task<?>> running = new ArrayList<>();
  private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper(this, "busy");
  private final ReadOnlyStringWrapper activity = new ReadOnlyStringWrapper(this, "activity", "");
  private final ReadOnlyDoubleWrapper progress = new ReadOnlyDoubleWrapper(this, "progress", 0);

  TaskExecutor(Executor workers, Executor fxThread, Consumer<Throwable> unexpected) {
    this.workers = Objects.requireNonNull(workers);
    this.fxThread = Objects.requireNonNull(fxThread);
    this.unexpected = Objects.requireNonNull(unexpected);
  }

  /**
   * A pool of {@code threads} daemon threads named {@code name-N}, delivering on the FX thread.
   * Call {@link #close} on exit.
   */
  public static TaskExecutor pooled(String name, int threads, Consumer<Throwable> unexpected) {
    AtomicInteger count = new AtomicInteger();
    ThreadFactory factory =
        runnable -> {
          Thread thread = new Thread(runnable, name + "-" + count.incrementAndGet());
          thread.setDaemon(true);
          return thread;
        };
    return new TaskExecutor(
        Executors.newFixedThreadPool(threads, factory), Platform::runLater, unexpected);
  }

  /** Runs jobs and deliveries on the calling thread, in order (for tests). */
  public static TaskExecutor inline(Consumer<Throwable> unexpected) {
    return new TaskExecutor(Runnable::run, Runnable::run, unexpected);
  }

  /**
   * Jobs on {@code workers}, deliveries through {@code fxThread} — for tests that need to hold work
   * back (a queue) or run it on real threads. {@link #close} shuts an ExecutorService down.
   */
  public static TaskExecutor using(
      Executor workers, Executor fxThread, Consumer<Throwable> unexpected) {
    return new TaskExecutor(workers, fxThread, unexpected);
  }

  /**
   * Runs {@code job} in the background.
   *
   * @param title what the status bar says while it runs, e.g. "Inspecting snapshot-20x20"
   * @param onSuccess gets the result on the FX thread (not called if cancelled)
   * @param onFailure gets the failure on the FX thread (null: the app's error handler gets it)
   */
  public <T> TaskHandle submit(
      String title, Job<T> job, Consumer<? super T> onSuccess, Consumer<Throwable> onFailure) {
    Task<T> task = new Task<>(this, title, job, onSuccess, onFailure);
    if (workers instanceof ExecutorService pool && pool.isShutdown()) {
      // The app is closing: a result delivered late (e.g. a page after a store change) asked for
      // follow-up work that no one will see; dropped as cancelled, not thrown at the FX thread.
      task.cancelUnstarted();
      return task;
    }
    fxThread.execute(() -> started(task));
    try {
      workers.execute(task);
    } catch (RejectedExecutionException closing) {
      task.cancelUnstarted(); // shut down between the check and here
    }
    return task;
  }

  /**
   * Runs {@code job} on a daemon thread of its own, named {@code name}, for work nobody waits for
   * (an idle warm-up): not in the status bar, not holding a worker the user's tasks need. A failure
   * goes to the app's error handler.
   */
  public void background(String name, Runnable job) {
    Thread thread =
        new Thread(
            () -> {
              try {
                job.run();
              } catch (RuntimeException | Error e) {
                unexpected.accept(e);
              }
            },
            name);
    thread.setDaemon(true);
    thread.start();
  }

  /**
   * Shows the lines {@code source} reports as the progress message of the task whose thread reports
   * them (the status bar's activity), until this executor closes — for progress from deep in the
   * engine that no job passes a context to (code generated from a user's schema on first use).
   * Lines reported off any task are not shown.
   *
   * @param source registers a listener and returns the handle that unregisters it
   */
  public void relay(Function<Consumer<String>, AutoCloseable> source) {
    relays.add(
        source.apply(
            line -> {
              TaskContext current = Task.current();
              if (current != null) {
                current.progress(0, -1, line);
              }
            }));
  }

  /** Hands a failure a view model could not handle to the app's error handler. */
  public void reportUnexpected(Throwable failure) {
    unexpected.accept(failure);
  }

  public ReadOnlyBooleanProperty busyProperty() {
    return busy.getReadOnlyProperty();
  }

  /** The newest running task's title and progress message. */
  public ReadOnlyStringProperty activityProperty() {
    return activity.getReadOnlyProperty();
  }

  /** The newest running task's progress, 0..1, or -1 when indeterminate. */
  public ReadOnlyDoubleProperty progressProperty() {
    return progress.getReadOnlyProperty();
  }

  /** Stops the pool, interrupting running jobs. */
  @Override
  public void close() {
    if (workers instanceof ExecutorService pool) {
      pool.shutdownNow();
    }
    for (AutoCloseable relay : relays) {
      try {
        relay.close();
      } catch (Exception e) {
        unexpected.accept(e);
      }
    }
  }

  /**
   * Runs {@code onFxThread} on the FX thread (inline: at once) — for a notice that arrives on some
   * other thread, e.g. a store watcher's, and is not the result of a submitted job.
   */
  public void post(Runnable onFxThread) {
    fxThread.execute(onFxThread);
  }

  private void started(Task<?> task) {
    if (!task.isDone()) {
      running.add(task);
      showActivity();
    }
  }

  /** Runs on the FX thread: the single place results, failures and progress arrive. */
  <T> void deliver(Task<T> task, T result, Throwable failure) {
    running.remove(task);
    showActivity();
    if (task.isCancelled()) {
      return;
    }
    if (failure == null) {
      task.onSuccess.accept(result);
    } else if (failure instanceof CancellationException) {
      return;
    } else if (task.onFailure != null) {
      task.onFailure.accept(failure);
    } else {
      unexpected.accept(failure);
    }
  }

  void showActivity() {
    busy.set(!running.isEmpty());
    if (running.isEmpty()) {
      activity.set("");
      progress.set(0);
      return;
    }
    Task<?> newest = running.get(running.size() - 1);
    String message = newest.message();
    activity.set(message.isEmpty() ? newest.title : newest.title + " — " + message);
    progress.set(newest.fraction());
  }
}
