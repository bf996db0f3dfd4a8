package dev.wirebench.app.fx;

/**
 * Blocking work for the {@link TaskExecutor}: runs on a worker thread (the calling thread in tests)
 * and reports progress through its context.
 *
 * @param <T> what the work produces
 */
@FunctionalInterface
public interface Job<T> {
  T run(TaskContext context) throws Exception;
}
