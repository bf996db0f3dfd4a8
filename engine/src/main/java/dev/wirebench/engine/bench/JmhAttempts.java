package dev.wirebench.engine.bench;

import dev.wirebench.engine.run.CancelToken;
import java.time.Duration;
import java.util.Collection;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.options.Options;

/**
 * Runs JMH's {@link Runner} on options built by the caller: on its own thread so that cancelling
 * can interrupt it and kill its forks without touching the caller's thread, and again while another
 * JMH (not a Wirebench run: those queue on the measurement lock) holds jmh.lock. Every forked JMH
 * run of Wirebench goes through here (benchmarks, profiled forks, compatibility costs).
 */
final class JmhAttempts {
  private static final String JMH_LOCK_BUSY = "Unable to acquire the JMH lock";
  private static final Duration KILL_GRACE = Duration.ofSeconds(5);
  private static final long RETRY_MILLIS = 1000;

  private final BenchmarkListener listener;
  private final CancelToken cancel;

  JmhAttempts(BenchmarkListener listener, CancelToken cancel) {
    this.listener = listener;
    this.cancel = cancel;
  }

  /** A JMH run that ended: its results, or why it failed; and how it reported progress. */
  record Finished(Collection<RunResult> results, String failure, ProgressOutputFormat format) {}

  /** Runs {@code options}, waiting while another JMH holds jmh.lock; null if cancelled. */
  Finished run(Options options, Supplier<ProgressOutputFormat> formats) {
    boolean toldWaiting = false;
    while (!cancel.isCancelled()) {
      ProgressOutputFormat format = formats.get();
      Attempt attempt = attempt(options, format);
      if (cancel.isCancelled()) {
        return null;
      }
      if (attempt.results != null) {
        return new Finished(attempt.results, null, format);
      }
      String message = FailureMessages.of(attempt.error, format.tail());
      if (!message.contains(JMH_LOCK_BUSY)) {
        return new Finished(null, message, format);
      }
      if (!toldWaiting) {
        listener.waiting(
            "waiting for another JMH run (it holds "
                + System.getProperty("java.io.tmpdir")
                + "/jmh.lock) to finish…");
        toldWaiting = true;
      }
      sleepUnlessCancelled(RETRY_MILLIS);
    }
    return null;
  }

  private record Attempt(Collection<RunResult> results, Throwable error) {}

  private Attempt attempt(Options options, ProgressOutputFormat format) {
    Collection<RunResult>[] results = newResultHolder();
    Throwable[] error = new Throwable[1];
    Thread worker =
        new Thread(
            () -> {
              try {
                results[0] = new Runner(options, format).run();
              } catch (Throwable e) {
                // Whatever JMH throws (RunnerException, a profiler or link error) is the result.
                error[0] = e;
              }
            },
            "wirebench-jmh");
    worker.setDaemon(true);
    ForkReaper reaper = new ForkReaper();
    CancelToken.Registration stop =
        cancel.onCancel(
            () -> {
              worker.interrupt();
              reaper.signal();
            });
    try {
      worker.start();
      joinTreatingInterruptAsCancel(worker);
    } finally {
      stop.close();
    }
    if (cancel.isCancelled()) {
      // A fork started just as the runner was interrupted is only visible now.
      reaper.killAndWait(KILL_GRACE);
    }
    return new Attempt(results[0], error[0]);
  }

  @SuppressWarnings("unchecked") // a one-slot holder written by the worker thread, read after join
  private static Collection<RunResult>[] newResultHolder() {
    return (Collection<RunResult>[]) new Collection<?>[1];
  }

  private void joinTreatingInterruptAsCancel(Thread worker) {
    boolean interrupted = false;
    while (true) {
      try {
        worker.join();
        break;
      } catch (InterruptedException e) {
        // The caller's thread was interrupted (e.g. its task was cancelled): stop the run.
        interrupted = true;
        cancel.cancel();
      }
    }
    if (interrupted) {
      Thread.currentThread().interrupt();
    }
  }

  private void sleepUnlessCancelled(long millis) {
    long end = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(millis);
    while (!cancel.isCancelled() && System.nanoTime() < end) {
      try {
        Thread.sleep(50);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        cancel.cancel();
      }
    }
  }
}
