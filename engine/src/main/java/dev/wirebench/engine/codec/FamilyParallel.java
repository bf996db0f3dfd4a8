package dev.wirebench.engine.codec;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Queue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.function.Function;

/**
 * Runs one piece of work per codec on a few threads — what makes a codec's first use (class
 * loading, static initialisation, serializer generation, dictionary reading) overlap with other
 * codecs' on a multi-core machine.
 *
 * <p>Items of one <em>family</em> (codecs of one package, i.e. one library) run one after another
 * on the same thread, in the given order: two codecs over the same library never initialise its
 * classes from two threads at once, so a cycle between that library's static initialisers cannot
 * deadlock. Families run in the order they first appear, each on whichever thread is free. The
 * calling thread only waits and hands each result to {@code finished} as it arrives (so a caller
 * that must stay on its own thread, like a task delivering partial results, can). With one thread
 * this is a plain loop on the caller.
 *
 * <p>Stateless: every call starts its own threads (daemons) and ends them before it returns.
 */
public final class FamilyParallel {
  private FamilyParallel() {}

  /** How long the calling thread waits for a result before it tells the listener it waits. */
  public static final long TICK_MS = 25;

  /** What the calling thread hears while the items run, on the calling thread. */
  @FunctionalInterface
  public interface Listener<R> {
    /** Item {@code index} produced {@code result}. */
    void finished(R result, int index);

    /** Nothing finished for {@link #TICK_MS} ms. */
    default void waiting() {}
  }

  /** How many threads codec work uses here: the available processors, at most 4. */
  public static int threads() {
    return Math.max(1, Math.min(4, Runtime.getRuntime().availableProcessors()));
  }

  /**
   * {@code work} applied to every item, results in the items' order.
   *
   * @param family an item's family: items with equal families run on one thread, in order
   * @param threads how many threads do the work (1: all on the caller)
   * @param listener hears each result and its index as soon as it exists, on the calling thread, in
   *     the order they finish, and that the caller is waiting (may be null)
   * @throws RuntimeException the first failure of any item (the other threads start no new item
   *     after it), unchanged if it is a RuntimeException or an Error
   */
  public static <T, R> List<R> map(
      List<T> items,
      Function<? super T, String> family,
      Function<? super T, ? extends R> work,
      int threads,
      Listener<R> listener) {
    Map<String, List<Integer>> families = new LinkedHashMap<>();
    for (int i = 0; i < items.size(); i++) {
      families.computeIfAbsent(family.apply(items.get(i)), key -> new ArrayList<>()).add(i);
    }
    Listener<R> onCaller = listener == null ? (result, index) -> {} : listener;
    List<R> results = new ArrayList<>(items.size());
    if (threads <= 1 || families.size() <= 1) {
      for (T item : items) {
        R result = work.apply(item);
        results.add(result);
        onCaller.finished(result, results.size() - 1);
      }
      return results;
    }
    Queue<List<Integer>> queue = new ConcurrentLinkedQueue<>(families.values());
    BlockingQueue<Object[]> done = new LinkedBlockingQueue<>();
    AtomicReference<Throwable> failure = new AtomicReference<>();
    Runnable worker =
        () -> {
          List<Integer> next;
          while (failure.get() == null && (next = queue.poll()) != null) {
            for (int index : next) {
              if (failure.get() != null) {
                return;
              }
              try {
                done.add(new Object[] {work.apply(items.get(index)), index});
              } catch (RuntimeException | Error e) {
                failure.compareAndSet(null, e);
                done.add(new Object[0]);
                return;
              }
            }
          }
        };
    List<Thread> helpers = start(Math.min(threads, families.size()), worker);
    AtomicReferenceArray<R> byIndex = new AtomicReferenceArray<>(items.size());
    try {
      collect(items.size(), done, failure, byIndex, onCaller);
    } finally {
      joinAll(helpers, failure);
    }
    Throwable failed = failure.get();
    if (failed instanceof RuntimeException runtime) {
      throw runtime;
    }
    if (failed instanceof Error error) {
      throw error;
    }
    for (int i = 0; i < items.size(); i++) {
      results.add(byIndex.get(i));
    }
    return results;
  }

  /** Hands results to the caller's callback until all are in or one item failed. */
  @SuppressWarnings("unchecked")
  private static <R> void collect(
      int total,
      BlockingQueue<Object[]> done,
      AtomicReference<Throwable> failure,
      AtomicReferenceArray<R> byIndex,
      Listener<R> onCaller) {
    for (int count = 0; count < total && failure.get() == null; ) {
      Object[] next;
      try {
        next = done.poll(TICK_MS, TimeUnit.MILLISECONDS);
      } catch (InterruptedException e) {
        failure.compareAndSet(null, new CancellationException("interrupted"));
        Thread.currentThread().interrupt();
        return;
      }
      if (next != null && next.length == 0) {
        return;
      }
      try {
        if (next == null) {
          onCaller.waiting();
          continue;
        }
        R result = (R) next[0];
        int index = (Integer) next[1];
        byIndex.set(index, result);
        count++;
        onCaller.finished(result, index);
      } catch (RuntimeException | Error e) {
        failure.compareAndSet(null, e);
        return;
      }
    }
  }

  private static List<Thread> start(int threads, Runnable worker) {
    List<Thread> helpers = new ArrayList<>();
    for (int t = 0; t < threads; t++) {
      Thread helper = new Thread(worker, "wirebench-codec-" + (t + 1));
      helper.setDaemon(true);
      helper.start();
      helpers.add(helper);
    }
    return helpers;
  }

  private static void joinAll(List<Thread> helpers, AtomicReference<Throwable> failure) {
    boolean interrupted = false;
    for (Thread helper : helpers) {
      while (helper.isAlive()) {
        try {
          helper.join();
        } catch (InterruptedException e) {
          // Finish waiting (the helpers stop after their current item), then say why.
          interrupted = true;
          failure.compareAndSet(null, new CancellationException("interrupted"));
        }
      }
    }
    if (interrupted) {
      Thread.currentThread().interrupt();
    }
  }
}
