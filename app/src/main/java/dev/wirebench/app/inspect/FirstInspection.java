package dev.wirebench.app.inspect;

import dev.wirebench.app.fx.TaskContext;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;

/**
 * The timing of the session's first inspection, which the app starts while it builds its window
 * ({@link InspectService#leadNextOpen}): the codec the screen will select runs alone first ({@link
 * LeadCodec}); its result is shown just after {@code Stage.show}, before the window's first frame
 * ({@link #showLeadWithin}), so that frame already holds the fixture; the other codecs' first uses
 * (over a second of CPU on two threads) start once that frame is on the window ({@link
 * #firstFrameShown}), so they neither slow the window's construction nor its first frame down.
 *
 * <p>Measured against the alternatives (packaging/src/test/smoke/start-time, NOTE of issue 21): the
 * lead shown before {@code Stage.show} put its layout before the window's mapping (window 20 %
 * later); the others released as the window showed competed with its first frame (first screen ~0.9
 * s after the window instead of ~0.55 s).
 */
public final class FirstInspection {
  /** The longest the other codecs wait for the first frame, whatever happens to it. */
  static final long MAX_WAIT_MS = 3000;

  private final CountDownLatch others = new CountDownLatch(1);
  private final CompletableFuture<Runnable> lead = new CompletableFuture<>();

  /** The window's first frame is on the screen: the other codecs may start. Any thread. */
  public void firstFrameShown() {
    others.countDown();
  }

  /**
   * On the FX thread, just after {@code Stage.show} (before the first frame): shows the lead
   * codec's result now if it is ready or becomes ready within {@code maxWaitMs} (otherwise it
   * arrives as usual, in a later frame).
   */
  public void showLeadWithin(long maxWaitMs) {
    try {
      lead.get(maxWaitMs, TimeUnit.MILLISECONDS).run();
    } catch (TimeoutException | ExecutionException notReady) {
      // the window shows the loading screen and the result follows through the task
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  /**
   * The lead codec's result is ready (task thread): {@code show} (FX thread only) goes to {@code
   * deliver} and to {@link #showLeadWithin}, and runs once, whichever comes first.
   */
  void leadReady(Runnable show, Consumer<Runnable> deliver) {
    AtomicBoolean done = new AtomicBoolean();
    Runnable once =
        () -> {
          if (done.compareAndSet(false, true)) {
            show.run();
          }
        };
    lead.complete(once);
    deliver.accept(once);
  }

  /** The inspection ended or took another way (task thread): nothing more to wait for. */
  void leadSkipped() {
    lead.complete(() -> {});
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
