package dev.wirebench.app.fx;

/** A submitted task: cancel it, or ask whether it is over. Thread-safe. */
public interface TaskHandle {
  /** Cancels the task: its job is interrupted and its result or failure is never delivered. */
  void cancel();

  boolean isCancelled();

  /** True once the job finished, failed or was cancelled. */
  boolean isDone();
}
