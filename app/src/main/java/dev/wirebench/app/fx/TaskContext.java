package dev.wirebench.app.fx;

import java.util.concurrent.CancellationException;

/** What a running {@link Job} sees of its task: cancellation and a progress sink. Thread-safe. */
public interface TaskContext {
  /** True once the task was cancelled or replaced; the job should stop soon. */
  boolean isCancelled();

  /** Reports progress; {@code total <= 0} means indeterminate. Cheap; may be called often. */
  void progress(long done, long total, String message);

  /**
   * Runs {@code update} on the FX thread, in order with the task's progress and result — how a job
   * hands over partial results as they arrive (e.g. each benchmark iteration). Dropped once the
   * task is cancelled.
   */
  void deliver(Runnable update);

  /** Throws {@link CancellationException} if the task was cancelled. */
  default void checkCancelled() {
    if (isCancelled()) {
      throw new CancellationException("cancelled");
    }
  }
}
