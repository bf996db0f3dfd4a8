package dev.wirebench.app.bench;

import dev.wirebench.app.fx.TaskExecutor;
import dev.wirebench.engine.env.MachineReport;
import java.time.Duration;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * The Benchmark screen's look at the machine (load, another measurement holding the lock): at once
 * on request, and every {@link #PERIOD} while the screen is shown, so its warnings follow the
 * machine — a measurement that has since ended stops being "another measurement is running (pid
 * …)", and the load figure moves. The timed checks (a few small file reads) run on a daemon thread
 * of their own, not on the FX thread and not in the status bar (a look every few seconds is no task
 * of the user's). While a run of the screen measures, reports are dropped: the lock and the load
 * are its own, and the check made when it ends tells the state after it.
 */
final class MachineWatch {
  /** Often enough that a finished run's warning goes within seconds; a check costs microseconds. */
  static final Duration PERIOD = Duration.ofSeconds(3);

  private final Supplier<MachineReport> check;
  private final TaskExecutor executor;
  private final BooleanSupplier measuring;
  private final Consumer<MachineReport> show;
  private ScheduledExecutorService timer;
  private ScheduledFuture<?> ticks;

  /**
   * @param check looks at the machine (blocking)
   * @param measuring whether a run of the screen measures now (asked on the FX thread)
   * @param show shows a report (called on the FX thread)
   */
  MachineWatch(
      Supplier<MachineReport> check,
      TaskExecutor executor,
      BooleanSupplier measuring,
      Consumer<MachineReport> show) {
    this.check = check;
    this.executor = executor;
    this.measuring = measuring;
    this.show = show;
  }

  /** Looks at the machine now, on the task executor. FX thread. */
  void checkNow() {
    executor.submit("Checking the machine", context -> check.get(), this::deliver, null);
  }

  /** The screen is shown: a look now, then one every period; hidden: no more. FX thread. */
  void setShown(boolean shown) {
    if (shown) {
      checkNow();
      start();
    } else {
      stop();
    }
  }

  private synchronized void start() {
    if (ticks != null) {
      return;
    }
    timer =
        Executors.newSingleThreadScheduledExecutor(
            job -> {
              Thread thread = new Thread(job, "wirebench-machine-watch");
              thread.setDaemon(true);
              return thread;
            });
    long period = PERIOD.toMillis();
    ticks = timer.scheduleWithFixedDelay(this::tick, period, period, TimeUnit.MILLISECONDS);
  }

  /** Stops the ticks and their thread (a hidden screen holds none). */
  private synchronized void stop() {
    if (ticks != null) {
      ticks.cancel(false);
      timer.shutdown();
      ticks = null;
      timer = null;
    }
  }

  /** One timed look at the machine, brought to the FX thread. */
  void tick() {
    MachineReport report;
    try {
      report = check.get();
    } catch (RuntimeException unreadable) {
      // Nothing new to say: the last warnings stay and the next tick tries again (a timer task
      // that throws is never run again).
      return;
    }
    executor.post(() -> deliver(report));
  }

  private void deliver(MachineReport report) {
    if (!measuring.getAsBoolean()) {
      show.accept(report);
    }
  }
}
