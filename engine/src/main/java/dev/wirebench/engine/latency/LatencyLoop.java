package dev.wirebench.engine.latency;

import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.HdrHistogram.Histogram;

/**
 * The timing loop: for each operation, run the cooler, read {@code System.nanoTime()}, run the
 * operation, read it again, and record the difference in an HdrHistogram. Warm-up runs the same
 * method with the same cooler, so the code measured is the code the JIT compiled.
 *
 * <p>Not thread-safe; runs on one thread. Allocates nothing per operation (the histogram has a
 * fixed range of 1 ns to {@link #HIGHEST_NANOS}; longer operations are recorded at the top).
 */
public final class LatencyLoop {
  /** The longest duration the histogram tells apart; longer ones are clamped to it. */
  public static final long HIGHEST_NANOS = TimeUnit.SECONDS.toNanos(60);

  /** Three significant digits: 0.1 % value resolution at any magnitude. */
  public static final int SIGNIFICANT_DIGITS = 3;

  /**
   * Warm-up lasts at least this long, however few operations were asked for: a fast operation
   * without a cooler would otherwise be measured before the JIT has finished compiling it (20,000
   * one-microsecond decodes take 20 ms; C2 needs longer).
   */
  public static final long MIN_WARMUP_NANOS = TimeUnit.SECONDS.toNanos(1);

  /** The measured operations are reported (and kept as raw data) in this many chunks. */
  public static final int CHUNKS = 10;

  /** One timed operation; returns something derived from its work. */
  @FunctionalInterface
  public interface Operation {
    long run();
  }

  /** Told after each chunk of operations. */
  @FunctionalInterface
  public interface ChunkListener {
    void chunk(boolean warmup, int chunk, int chunks, double meanNanos);
  }

  /** What a measured phase produced. */
  public record Phase(
      Histogram histogram, long elapsedNanos, long allocatedBytes, List<Double> chunkMeans) {}

  private final Operation operation;
  private final Cooler cooler;
  private final Histogram histogram = new Histogram(1, HIGHEST_NANOS, SIGNIFICANT_DIGITS);
  private final com.sun.management.ThreadMXBean threads = allocationCounter();
  private long sink;

  public LatencyLoop(Operation operation, Cooler cooler) {
    this.operation = operation;
    this.cooler = cooler;
  }

  /**
   * Runs {@code ops} operations, then more until {@link #MIN_WARMUP_NANOS} have passed, and forgets
   * their timings. Every warm-up operation is reported: the requested ones in {@link #CHUNKS}
   * chunks, the extra ones as further chunks ({@link ExtraWarmup}).
   */
  public void warmUp(long ops, ChunkListener listener) {
    long start = System.nanoTime();
    run(ops, true, listener);
    long more = Math.max(ops / CHUNKS, 100);
    ExtraWarmup extra = new ExtraWarmup(listener, System::nanoTime);
    while (System.nanoTime() - start < MIN_WARMUP_NANOS) {
      long sum = 0;
      for (long i = 0; i < more; i++) {
        sum += timeOne();
      }
      extra.add(sum, more);
    }
    extra.finish();
    histogram.reset();
  }

  /** Runs and records {@code ops} operations. */
  public Phase measure(long ops, ChunkListener listener) {
    histogram.reset();
    return run(ops, false, listener);
  }

  private Phase run(long ops, boolean warmup, ChunkListener listener) {
    List<Double> means = new ArrayList<>(CHUNKS);
    long allocated = 0;
    long start = System.nanoTime();
    long done = 0;
    for (int chunk = 1; chunk <= CHUNKS; chunk++) {
      long end = ops * chunk / CHUNKS;
      long before = allocatedBytes();
      long sum = 0;
      for (long i = done; i < end; i++) {
        sum += timeOne();
      }
      allocated += allocatedBytes() - before;
      long count = end - done;
      done = end;
      double mean = count == 0 ? Double.NaN : sum / (double) count;
      means.add(mean);
      listener.chunk(warmup, chunk, CHUNKS, mean);
    }
    long elapsed = System.nanoTime() - start;
    return new Phase(histogram.copy(), elapsed, threads == null ? -1 : allocated, means);
  }

  /** Times one operation, records it, and returns its duration in nanoseconds. */
  long timeOne() {
    sink += cooler.cool();
    long start = System.nanoTime();
    long result = operation.run();
    long duration = System.nanoTime() - start;
    sink += result;
    histogram.recordValue(Math.min(duration, HIGHEST_NANOS));
    return duration;
  }

  /** Keeps the operations' results observable, so none of the work can be optimised away. */
  public long sink() {
    return sink;
  }

  private long allocatedBytes() {
    return threads == null ? 0 : threads.getCurrentThreadAllocatedBytes();
  }

  static com.sun.management.ThreadMXBean allocationCounter() {
    if (ManagementFactory.getThreadMXBean() instanceof com.sun.management.ThreadMXBean sun
        && sun.isThreadAllocatedMemorySupported()) {
      sun.setThreadAllocatedMemoryEnabled(true);
      return sun;
    }
    return null;
  }
}
