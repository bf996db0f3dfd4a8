package dev.wirebench.engine.throughput;

import dev.wirebench.engine.run.CancelToken;
import dev.wirebench.engine.throughput.stream.StreamReader;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CountDownLatch;

/**
 * Consumers as platform threads named {@code wirebench-consumer-<i>}. Each opens its own reader,
 * waits at a start gate until all are ready, reads, and closes its reader itself: a mapped file is
 * never unmapped under a thread still reading it. The caller's thread waits for every consumer to
 * end, even when interrupted (which it treats as a cancel), so no consumer outlives a point.
 *
 * <p>Consumer {@code i} decodes with the same codec instance and reused message in every point of
 * the stream, made once by {@link #consumer(int)} and first used by {@link #warmUp}, as a forked
 * consumer decodes with the instance it warmed up. With a fresh instance per point (before
 * 2026-11-25) every point's first messages took the codec's first-use paths (empty string caches,
 * an empty target) inside code C2 had compiled without them: the codec's decode was deoptimised and
 * recompiled with them (wire-compiled bars: 4768 → 6720 bytes of code), which is over {@code
 * -XX:InlineSmallCode=6000} ({@link ForkOptions#CONSUMER_JIT}), so the read loop compiled next
 * called the decode instead of inlining it ("already compiled into a big method"); with a limit
 * high enough to inline it, the loop compiled with those paths was not faster. Thread consumers
 * read ~27 ns per message where a fork read ~21 ns ({@code StreamReadBenchmark.decodeFreshConsumer}
 * against {@code decode}). Points are sequential, and a thread's start and join order its use of
 * consumer {@code i} after the previous point's.
 */
final class ThreadConsumerGroup implements ConsumerGroup {
  static final String THREAD_PREFIX = "wirebench-consumer-";

  /**
   * Messages each consumer decodes first in {@link #warmUp}, all consumers before any bulk read: a
   * codec instance takes its first-use paths (empty string caches, an empty target) on its first
   * messages, and they must run while the decode is still interpreted and unprofiled, as they do at
   * the start of a forked consumer. Few, so that even a dozen consumers stay under the ~200 calls
   * after which the JVM starts profiling the decode.
   */
  static final long FIRST_USE_MESSAGES = 8;

  private final Target target;
  private final CancelToken cancellation;
  private final List<StreamDecoding.Consumer> consumers = new ArrayList<>();

  ThreadConsumerGroup(Target target, CancelToken cancellation) {
    this.target = target;
    this.cancellation = cancellation;
  }

  /** Consumer {@code index}'s codec instance and target, made on first use and then kept. */
  StreamDecoding.Consumer consumer(int index) {
    while (consumers.size() <= index) {
      consumers.add(target.decoding().newConsumer());
    }
    return consumers.get(index);
  }

  /**
   * Compiles the read loop with the consumers the points will use: each of the first {@code
   * maxConsumers} consumers first decodes {@link #FIRST_USE_MESSAGES} messages, then consumer 0
   * reads {@code passes} passes of {@code messages} messages (a forked consumer's warm-up).
   */
  void warmUp(int maxConsumers, long messages, int passes, Runnable checkpoint) throws IOException {
    for (int i = 0; i < maxConsumers; i++) {
      read(consumer(i), Math.min(messages, FIRST_USE_MESSAGES));
      checkpoint.run();
    }
    for (int pass = 0; pass < passes; pass++) {
      read(consumer(0), messages);
      checkpoint.run();
    }
  }

  private void read(StreamDecoding.Consumer consumer, long messages) throws IOException {
    try (StreamReader reader = target.store().openReader(target.stream(0))) {
      consumer.read(0, reader, messages, cancellation);
    }
  }

  @Override
  public PointRun run(int consumers, Runnable onGo) {
    CountDownLatch ready = new CountDownLatch(consumers);
    CountDownLatch start = new CountDownLatch(1);
    ConsumerResult[] results = new ConsumerResult[consumers];
    Throwable[] failures = new Throwable[consumers];
    List<Thread> threads = new ArrayList<>();
    for (int i = 0; i < consumers; i++) {
      try {
        consumer(i);
      } catch (RuntimeException failure) {
        throw new ConsumerFailure(
            "consumer " + (i + 1) + " of " + consumers + " could not be made: " + failure, failure);
      }
    }
    for (int i = 0; i < consumers; i++) {
      int index = i;
      Thread thread =
          new Thread(() -> consume(index, ready, start, results, failures), THREAD_PREFIX + index);
      thread.setDaemon(true);
      threads.add(thread);
      thread.start();
    }
    awaitUninterruptibly(ready);
    onGo.run();
    start.countDown();
    for (Thread thread : threads) {
      joinUninterruptibly(thread);
    }
    CancelChecks.throwIfCancelled(cancellation);
    List<String> deaths = new ArrayList<>();
    List<ConsumerResult> survivors = new ArrayList<>();
    Throwable first = null;
    for (int i = 0; i < consumers; i++) {
      if (failures[i] != null) {
        deaths.add("consumer " + (i + 1) + " of " + consumers + " failed: " + failures[i]);
        first = first == null ? failures[i] : first;
      } else {
        survivors.add(results[i]);
      }
    }
    if (!deaths.isEmpty()) {
      throw new ConsumersLost(deaths, survivors, first);
    }
    return PointRun.ofOneClock(Arrays.asList(results));
  }

  private void consume(
      int index,
      CountDownLatch ready,
      CountDownLatch start,
      ConsumerResult[] results,
      Throwable[] failures) {
    boolean counted = false;
    StreamDecoding.Consumer consumer = consumers.get(index);
    try (StreamReader reader = target.store().openReader(target.stream(index))) {
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
