package dev.wirebench.engine.compat;

import dev.wirebench.engine.dynamic.DynamicRecord;
import java.time.Duration;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Carries messages through a {@link CompatRoute} on a worker thread with a time limit per message,
 * so that a codec that loops or blocks on foreign bytes becomes an error verdict instead of a hung
 * run. A worker that does not answer in time is interrupted and abandoned (a daemon thread: a codec
 * stuck in a loop that ignores interrupts cannot be stopped from Java, only left behind); the route
 * is then not used again. Any {@link Throwable} of the route is the message's error.
 */
final class TimedPassages implements AutoCloseable {
  private final ExecutorService worker;
  private final Duration limit;

  TimedPassages(String row, Duration limit) {
    this.limit = limit;
    this.worker =
        Executors.newSingleThreadExecutor(
            task -> {
              Thread thread = new Thread(task, "wirebench-compat-" + row);
              thread.setDaemon(true);
              return thread;
            });
  }

  /**
   * One message's passage: the writer's payload (null if the writer failed) and what the reader
   * read, or why not.
   *
   * @param hung whether the reader did not answer within the limit
   */
  record Passage(byte[] payload, DynamicRecord read, String error, boolean hung) {
    static Passage notTried(String why) {
      return new Passage(null, null, "not tried: " + why, false);
    }
  }

  /** Writes {@code message} and reads it back, within the time limit. */
  Passage pass(CompatRoute route, DynamicRecord message) {
    AtomicReference<byte[]> written = new AtomicReference<>();
    Future<Passage> future = worker.submit(() -> passage(route, message, written));
    try {
      return future.get(limit.toNanos(), TimeUnit.NANOSECONDS);
    } catch (TimeoutException slow) {
      future.cancel(true);
      String what = written.get() == null ? "the writer" : "the reader";
      return new Passage(
          written.get(),
          null,
          what
              + " gave no answer within "
              + limit.toMillis()
              + " ms (it hangs on these bytes; stopped waiting, and the rest of this cell's"
              + " messages were not tried)",
          true);
    } catch (ExecutionException impossible) { // passage() catches every Throwable itself
      return new Passage(written.get(), null, CompatLab.problem(impossible.getCause()), false);
    } catch (InterruptedException interrupted) {
      future.cancel(true);
      Thread.currentThread().interrupt();
      return new Passage(written.get(), null, "interrupted", true);
    }
  }

  private static Passage passage(
      CompatRoute route, DynamicRecord message, AtomicReference<byte[]> written) {
    byte[] payload;
    try {
      payload = route.write(message);
    } catch (Throwable refused) {
      return new Passage(
          null,
          null,
          "the writer's own version could not encode it: " + CompatLab.problem(refused),
          false);
    }
    written.set(payload);
    try {
      return new Passage(payload, route.read(payload), null, false);
    } catch (Throwable refused) { // foreign bytes: whatever the codec throws is the verdict
      return new Passage(payload, null, CompatLab.problem(refused), false);
    }
  }

  @Override
  public void close() {
    worker.shutdownNow();
  }
}
