package dev.wirebench.app.shell;

import java.util.concurrent.Executor;
import java.util.function.Consumer;

/**
 * The app's one handler of unexpected errors — uncaught on any thread, or failed background work
 * nobody handled: logs the full stack trace once, then shows a friendly report on the FX thread.
 * Thread-safe.
 */
public final class ErrorHandler implements Thread.UncaughtExceptionHandler, Consumer<Throwable> {
  private final ErrorLog log;
  private final Executor fxThread;
  private final Consumer<ErrorReport> show;

  /**
   * @param log where stack traces go
   * @param fxThread runs the display ({@code Platform::runLater} in the app)
   * @param show displays a report (the error dialog), called on the FX thread
   */
  public ErrorHandler(ErrorLog log, Executor fxThread, Consumer<ErrorReport> show) {
    this.log = log;
    this.fxThread = fxThread;
    this.show = show;
  }

  /** Becomes the default handler of every thread, and the FX thread's own (call on it). */
  public void install() {
    Thread.setDefaultUncaughtExceptionHandler(this);
    Thread.currentThread().setUncaughtExceptionHandler(this);
  }

  @Override
  public void uncaughtException(Thread thread, Throwable error) {
    handle(thread, error);
  }

  /** For failures handed over by the task executor (reported from the FX thread). */
  @Override
  public void accept(Throwable error) {
    handle(Thread.currentThread(), error);
  }

  private void handle(Thread thread, Throwable error) {
    boolean logged = log.write(thread, error);
    ErrorReport report = ErrorReport.of(error, logged ? log.file() : null);
    try {
      fxThread.execute(() -> show.accept(report));
    } catch (RuntimeException toolkitGone) {
      // The FX toolkit has shut down (error during exit): the log already has it.
      System.err.println(report.sentence() + " " + report.details());
    }
  }
}
