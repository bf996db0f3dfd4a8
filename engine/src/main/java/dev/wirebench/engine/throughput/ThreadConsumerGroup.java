package dev.wirebench.engine.throughput;

import dev.wirebench.engine.run.CancelToken;
import dev.wirebench.engine.throughput.stream.StreamReader;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CountDownLatch;

/**
 * Consumers as platform threads named {@code wirebench-consumer-<i>}. Each opens its own reader and
 * codec instance, waits at a start gate until all are ready, reads, and closes its reader itself: a
 * mapped file is never unmapped under a thread still reading it. The caller's thread waits for
 * every consumer to end, even when interrupted (which it treats as a cancel), so no consumer
 * outlives a point.
 */
final class ThreadConsumerGroup implements ConsumerGroup {
  static final String THREAD_PREFIX = "wirebench-consumer-";

  private final Target target;
  private final CancelToken cancellation;

  ThreadConsumerGroup(Target target, CancelToken cancellation) {
    this.target = target;
    this.cancellation = cancellation;
  }

  @Override
  public PointRun run(int consumers) {
    CountDownLatch ready = new CountDownLatch(consumers);
    CountDownLatch start = new CountDownLatch(1);
    ConsumerResult[] results = new ConsumerResult[consumers];
    Throwable[] failures = new Throwable[consumers];
    List<Thread> threads = new ArrayList<>();
    for (int i = 0; i < consumers; i++) {
      int index = i;
      Thread thread =
          new Thread(() -> consume(index, ready, start, results, failures), THREAD_PREFIX + index);
      thread.setDaemon(true);
      threads.add(thread);
      thread.start();
    }
    awaitUninterruptibly(ready);
    start.countDown();
    for (Thread thread : threads) {
      joinUninterruptibly(thread);
    }
    for (int i = 0; i < consumers; i++) {
      if (failures[i] != null) {
        throw new ConsumerFailure(
            "consumer " + (i + 1) + " of " + consumers + " failed: " + failures[i], failures[i]);
      }
    }
    CancelChecks.throwIfCancelled(cancellation);
    return PointRun.ofOneClock(Arrays.asList(results));
  }

  private void consume(
      int index,
      CountDownLatch ready,
      CountDownLatch start,
      ConsumerResult[] results,
      Throwable[] failures) {
    boolean counted = false;
    try (StreamReader reader = target.store().openReader(target.directory())) {
      StreamDecoding.Consumer consumer = target.decoding().newConsumer();
      ready.countDown();
      counted = true;
      awaitUninterruptibly(start);
      results[index] = consumer.read(index, reader, target.messages(), cancellation);
    } catch (Throwable failure) { // checkstyle: any failure, Errors included, is the point's
      failures[index] = failure;
      if (!counted) {
        ready.countDown();
      }
    }
  }

  private void awaitUninterruptibly(CountDownLatch latch) {
    boolean interrupted = false;
    while (true) {
      try {
        latch.await();
        break;
      } catch (InterruptedException e) {
        interrupted = true;
        cancellation.cancel();
      }
    }
    if (interrupted) {
      Thread.currentThread().interrupt();
    }
  }

  private void joinUninterruptibly(Thread thread) {
    boolean interrupted = false;
    while (true) {
      try {
        thread.join();
        break;
      } catch (InterruptedException e) {
        interrupted = true;
        cancellation.cancel();
      }
    }
    if (interrupted) {
      Thread.currentThread().interrupt();
    }
  }
}
