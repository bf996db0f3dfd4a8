package dev.wirebench.app.fx;

import java.util.concurrent.CancellationException;

/** What a running {@link Job} sees of its task: cancellation and a progress sink. Thread-safe. */
public interface TaskContext {
  /** True once the task was cancelled or replaced; the job should stop soon. */
  boolean isCancelled();

  /** Reports progress; {@code total <= 0} means indeterminate. Cheap; may be called often. */
  void progress(long done, long total, String message);

  /** Throws {@link CancellationException} if the task was cancelled. */
  default void checkCancelled() {
    if (isCancelled()) {
      throw new CancellationException("cancelled");
    }
  }
}
