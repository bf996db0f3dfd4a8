package dev.wirebench.app.bench;

import dev.wirebench.app.fx.TaskExecutor;
import dev.wirebench.app.fx.Ticker;
import dev.wirebench.engine.env.MachineReport;
import java.time.Duration;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * The Benchmark screen's look at the machine (load, another measurement holding the lock): at once
 * on request, and every {@link #PERIOD} while the screen is shown, so its warnings follow the
 * machine — a measurement that has since ended stops being "another measurement is running (pid
 * …)", and the load figure moves. The timed checks (a few small file reads) run on a {@link
 * Ticker}'s thread, not on the FX thread and not in the status bar. While a run of the screen
 * measures, reports are dropped: the lock and the load are its own, and the check made when it ends
 * tells the state after it.
 */
final class MachineWatch {
  /** Often enough that a finished run's warning goes within seconds; a check costs microseconds. */
  static final Duration PERIOD = Duration.ofSeconds(3);

  private final Supplier<MachineReport> check;
  private final TaskExecutor executor;
  private final BooleanSupplier measuring;
  private final Consumer<MachineReport> show;
  private final Ticker ticker = new Ticker("wirebench-machine-watch", PERIOD, this::tick);

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
      ticker.start();
    } else {
      ticker.stop();
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
