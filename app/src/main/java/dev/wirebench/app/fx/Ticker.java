package dev.wirebench.app.fx;

import java.time.Duration;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * Runs a small job every period on a daemon thread of its own, named, while started: for a look
 * every few seconds that is no task of the user's (not in the status bar, not holding a worker of
 * the {@link TaskExecutor}). The job must bring what it finds to the FX thread itself ({@link
 * TaskExecutor#post}); a job that throws is not run again, so it catches what it can. {@link #stop}
 * ends the thread.
 */
public final class Ticker {
  private final String name;
  private final Duration period;
  private final Runnable job;
  private ScheduledExecutorService timer;

  public Ticker(String name, Duration period, Runnable job) {
    this.name = name;
    this.period = period;
    this.job = job;
  }

  /** Runs the job every period, the first time a period from now; no-op while started. */
  public synchronized void start() {
    if (timer != null) {
      return;
    }
    timer =
        Executors.newSingleThreadScheduledExecutor(
            runnable -> {
              Thread thread = new Thread(runnable, name);
              thread.setDaemon(true);
              return thread;
            });
    long millis = period.toMillis();
    timer.scheduleWithFixedDelay(job, millis, millis, TimeUnit.MILLISECONDS);
  }

  /** Stops the ticks and their thread. */
  public synchronized void stop() {
    if (timer != null) {
      timer.shutdownNow();
      timer = null;
    }
  }
}
