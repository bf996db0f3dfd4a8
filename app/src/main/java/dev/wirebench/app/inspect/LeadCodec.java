package dev.wirebench.app.inspect;

import dev.wirebench.app.fx.TaskContext;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * How the session's first inspection runs: codec {@code id} (the one the screen will select) alone
 * first, its result shown at once with the fixture's tree, and the other codecs only after {@code
 * others} opens. The app starts that inspection while it builds its window and opens the latch when
 * the window is shown, so the first use of one codec overlaps the window's construction and the
 * others' first uses (over a second of CPU on two threads) do not slow that construction down.
 *
 * @param id the codec to run first
 * @param others opened when the other codecs may start
 */
record LeadCodec(String id, CountDownLatch others) {
  /** The longest the other codecs wait, whatever happens to the window. */
  static final long MAX_WAIT_MS = 3000;

  /** The lead for codecs {@code ids}: {@code selected} if it is one of them, else the first. */
  static LeadCodec of(String selected, List<String> ids, CountDownLatch others) {
    if (ids.contains(selected)) {
      return new LeadCodec(selected, others);
    }
    return ids.isEmpty() ? null : new LeadCodec(ids.get(0), others);
  }

  /** Waits (on the task's thread) until the others may start, stopping early if cancelled. */
  void awaitOthers(TaskContext context) {
    long until = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(MAX_WAIT_MS);
    try {
      while (!others.await(50, TimeUnit.MILLISECONDS) && System.nanoTime() < until) {
        context.checkCancelled();
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      context.checkCancelled();
    }
  }
}
