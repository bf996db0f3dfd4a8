package dev.wirebench.engine.latency;

import java.util.ArrayList;
import java.util.List;
import org.HdrHistogram.Histogram;

/**
 * The open-loop timing loop: operation {@code i} is scheduled to start at {@code t0 + i × interval}
 * (the target rate), whether or not the operations before it have finished, and its latency is
 * measured <b>from that intended start</b> to its end — the response time a caller arriving at that
 * rate would see. An operation that stalls therefore also delays, and inflates the recorded latency
 * of, every operation scheduled behind it, as queued requests would be in a real system.
 *
 * <p>Coordinated-omission correction: this is the direct method for an open loop (as JLBH does it:
 * latency from the intended start time). HdrHistogram's {@code recordValueWithExpectedInterval} is
 * the <i>closed-loop</i> after-the-fact correction (it back-fills synthetic samples for a long
 * one); it is deliberately <b>not</b> used here, since applying it on top of intended-start timing
 * would count every stall twice. The service time (actual start to end) of each operation is kept
 * in a second histogram, so the two can be shown side by side.
 *
 * <p>The wait until an intended start spins on the clock (see {@link PacingClock#SYSTEM}); when the
 * harness is behind schedule it does not wait at all, and the achieved rate (operations / (last end
 * − first intended start)) falls below the target. Not thread-safe; runs on one thread.
 */
public final class OpenLoop {
  /** Results of a measured open-loop phase. */
  public record Phase(
      Histogram response,
      Histogram service,
      long elapsedNanos,
      long allocatedBytes,
      long maxLagNanos,
      List<Double> chunkMeans) {
    /** Operations per second actually achieved over the phase. */
    public double achievedRate() {
      return elapsedNanos <= 0 ? Double.NaN : response.getTotalCount() * 1e9 / elapsedNanos;
    }
  }

  private final LatencyLoop.Operation operation;
  private final PacingClock clock;
  private final long intervalNanos;
  private final Histogram response =
      new Histogram(1, LatencyLoop.HIGHEST_NANOS, LatencyLoop.SIGNIFICANT_DIGITS);
  private final Histogram service =
      new Histogram(1, LatencyLoop.HIGHEST_NANOS, LatencyLoop.SIGNIFICANT_DIGITS);
  private final com.sun.management.ThreadMXBean threads = LatencyLoop.allocationCounter();
  private long sink;

  /**
   * @param operation the operation to time
   * @param clock the time source and the wait
   * @param ratePerSecond the target rate, at least 1 and at most 1,000,000,000 operations per
   *     second
   */
  public OpenLoop(LatencyLoop.Operation operation, PacingClock clock, long ratePerSecond) {
    if (ratePerSecond < 1 || ratePerSecond > 1_000_000_000L) {
      throw new IllegalArgumentException("rate must be 1 to 1e9 operations per second");
    }
    this.operation = operation;
    this.clock = clock;
    this.intervalNanos = Math.max(1, Math.round(1e9 / ratePerSecond));
  }

  /** Nanoseconds between two intended starts. */
  public long intervalNanos() {
    return intervalNanos;
  }

  /**
   * Runs {@code ops} paced operations, then more until {@link LatencyLoop#MIN_WARMUP_NANOS} have
   * passed, and forgets their timings. Warm-up runs at the same rate, so the JIT sees the same
   * mixture of spinning and work as the measurement.
   */
  public void warmUp(long ops, LatencyLoop.ChunkListener listener) {
    long start = clock.nanoTime();
    run(ops, true, listener);
    long more = Math.max(ops / LatencyLoop.CHUNKS, 100);
    // every warm-up operation is reported: the extra ones as further chunks (ExtraWarmup)
    ExtraWarmup extra = new ExtraWarmup(listener, clock::nanoTime);
    while (clock.nanoTime() - start < LatencyLoop.MIN_WARMUP_NANOS) {
      run(
          more,
          true,
          (warmup, chunk, chunks, mean) -> {
            long size = more * chunk / chunks - more * (chunk - 1) / chunks;
            if (size > 0) {
              extra.add(mean * size, size);
            }
          });
    }
    extra.finish();
  }

  /** Runs and records {@code ops} paced operations on a fresh schedule starting now. */
  public Phase measure(long ops, LatencyLoop.ChunkListener listener) {
    return run(ops, false, listener);
  }

  private Phase run(long ops, boolean warmup, LatencyLoop.ChunkListener listener) {
    response.reset();
    service.reset();
    List<Double> means = new ArrayList<>(LatencyLoop.CHUNKS);
    long allocatedBefore = threads == null ? 0 : threads.getCurrentThreadAllocatedBytes();
    long first = clock.nanoTime();
    long maxLag = 0;
    long lastEnd = first;
    long done = 0;
    for (int chunk = 1; chunk <= LatencyLoop.CHUNKS; chunk++) {
      long end = ops * chunk / LatencyLoop.CHUNKS;
      long sum = 0;
      for (long i = done; i < end; i++) {
        long intended = first + i * intervalNanos;
        clock.waitUntil(intended);
        long start = clock.nanoTime();
        sink += operation.run();
        lastEnd = clock.nanoTime();
        long latency = lastEnd - intended;
        maxLag = Math.max(maxLag, start - intended);
        response.recordValue(Math.min(latency, LatencyLoop.HIGHEST_NANOS));
        service.recordValue(Math.min(lastEnd - start, LatencyLoop.HIGHEST_NANOS));
        sum += latency;
      }
      long count = end - done;
      done = end;
      double mean = count == 0 ? Double.NaN : sum / (double) count;
      means.add(mean);
      listener.chunk(warmup, chunk, LatencyLoop.CHUNKS, mean);
    }
    // the spin-wait allocates nothing, so the whole phase's allocation is the operations'
    long allocated =
        threads == null ? -1 : threads.getCurrentThreadAllocatedBytes() - allocatedBefore;
    return new Phase(response.copy(), service.copy(), lastEnd - first, allocated, maxLag, means);
  }

  /** Keeps the operations' results observable, so none of the work can be optimised away. */
  public long sink() {
    return sink;
  }
}
