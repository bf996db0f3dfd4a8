package dev.wirebench.engine.latency;

import java.util.function.LongSupplier;

/**
 * Reports the warm-up that runs past the requested operations until {@link
 * LatencyLoop#MIN_WARMUP_NANOS} have passed, as further warm-up chunks: chunk {@code CHUNKS + 1},
 * {@code CHUNKS + 2}, … of {@link LatencyLoop#CHUNKS} (a chunk number past the count says "extra"),
 * each the mean latency of the operations of at least {@link #SLICE_NANOS} — so a second of extra
 * warm-up reads as about ten values, like the requested warm-up, however fast the operation is.
 * Without it that second of work would be invisible in the stored warm-up iterations.
 */
final class ExtraWarmup {
  /** Each extra chunk covers at least this long: a tenth of the minimum warm-up. */
  static final long SLICE_NANOS = LatencyLoop.MIN_WARMUP_NANOS / LatencyLoop.CHUNKS;

  private final LatencyLoop.ChunkListener listener;
  private final LongSupplier clock;
  private int chunk = LatencyLoop.CHUNKS;
  private long sliceStart;
  private double sum;
  private long count;

  ExtraWarmup(LatencyLoop.ChunkListener listener, LongSupplier clock) {
    this.listener = listener;
    this.clock = clock;
    this.sliceStart = clock.getAsLong();
  }

  /** Adds {@code ops} operations whose latencies sum to {@code nanos}. */
  void add(double nanos, long ops) {
    sum += nanos;
    count += ops;
    if (clock.getAsLong() - sliceStart >= SLICE_NANOS) {
      flush();
    }
  }

  /** Reports what is left (the warm-up ended before a full slice). */
  void finish() {
    flush();
  }

  private void flush() {
    if (count > 0) {
      listener.chunk(true, ++chunk, LatencyLoop.CHUNKS, sum / count);
    }
    sum = 0;
    count = 0;
    sliceStart = clock.getAsLong();
  }
}
