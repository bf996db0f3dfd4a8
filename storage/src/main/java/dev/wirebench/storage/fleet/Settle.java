package dev.wirebench.storage.fleet;

import dev.wirebench.storage.StorageException;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;

/**
 * Ends a claim even when the team store is briefly away (restarting): the write is tried again for
 * a while. If it never gets through, the claim's lease runs out and the reaper re-queues the job,
 * so the job is not lost either way; the agent says so.
 */
final class Settle {
  static final int ATTEMPTS = 20;

  private Settle() {}

  /**
   * Runs {@code write} until it gets through (up to {@link #ATTEMPTS} times, 0.5 s to 3 s apart).
   */
  static void retrying(BooleanSupplier write, Consumer<String> log) {
    for (int attempt = 1; ; attempt++) {
      try {
        if (!write.getAsBoolean()) {
          log.accept("the claim was gone already (cancelled, or its lease ran out)");
        }
        return;
      } catch (StorageException e) {
        if (attempt >= ATTEMPTS) {
          log.accept(
              "could not record the job's end ("
                  + e.getMessage()
                  + "); its lease will run out and the job go back to the queue");
          return;
        }
        sleep(Math.min(3000, 500L * attempt));
      }
    }
  }

  private static void sleep(long millis) {
    try {
      Thread.sleep(millis);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
