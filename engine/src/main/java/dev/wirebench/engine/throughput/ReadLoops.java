package dev.wirebench.engine.throughput;

import dev.wirebench.engine.codec.BoundCodec;
import dev.wirebench.engine.run.CancelToken;
import dev.wirebench.engine.throughput.stream.StreamReader;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.function.ToLongFunction;

/**
 * The two hot loops of a throughput run: a consumer (read, decode into a reused instance, checksum
 * the decoded values) and the scan (read and sum every payload byte, no decoding) whose rate is the
 * ceiling a consumer is compared with. Both poll the cancel flag every 4096 messages and allocate
 * nothing themselves; what the reader and codec allocate is counted per thread.
 */
final class ReadLoops {
  private static final int CANCEL_POLL_MASK = 4095;
  private static final VarHandle LONGS =
      MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

  private ReadLoops() {}

  /**
   * Reads up to {@code limit} messages (fewer if the stream ends or the run is cancelled), decoding
   * each into one reused {@code reuse} and folding {@code checksum} of what was decoded — the same
   * loop for the built-in model ({@link MessageChecksum}) and a user's schema ({@link
   * DynamicChecksum}).
   */
  static <M> ConsumerResult consume(
      int consumer,
      StreamReader reader,
      BoundCodec<M> codec,
      M reuse,
      ToLongFunction<M> checksum,
      long limit,
      CancelToken cancellation) {
    long allocatedBefore = AllocationCounter.currentThread();
    long start = System.nanoTime();
    long count = 0;
    long bytes = 0;
    long sum = 0;
    while (count < limit && reader.next()) {
      int length = reader.length();
      M decoded = codec.decode(reader.buffer(), reader.offset(), length, reuse);
      sum = MessageChecksum.fold(sum, checksum.applyAsLong(decoded));
      bytes += length;
      if ((++count & CANCEL_POLL_MASK) == 0 && cancellation.isCancelled()) {
        break;
      }
    }
    long end = System.nanoTime();
    long allocatedAfter = AllocationCounter.currentThread();
    long allocated = allocatedBefore < 0 ? -1 : allocatedAfter - allocatedBefore;
    return new ConsumerResult(consumer, count, bytes, sum, start, end, allocated);
  }

  /**
   * One pass of the scan: every payload byte is added into a sum (eight at a time, then the tail),
   * so all bytes are loaded but none is interpreted.
   */
  static ScanPass scan(StreamReader reader, long limit, CancelToken cancellation) {
    long allocatedBefore = AllocationCounter.currentThread();
    long start = System.nanoTime();
    long count = 0;
    long bytes = 0;
    long sum = 0;
    while (count < limit && reader.next()) {
      byte[] buffer = reader.buffer();
      int at = reader.offset();
      int length = reader.length();
      int end = at + length;
      for (; at + Long.BYTES <= end; at += Long.BYTES) {
        sum += (long) LONGS.get(buffer, at);
      }
      for (; at < end; at++) {
        sum += buffer[at];
      }
      bytes += length;
      if ((++count & CANCEL_POLL_MASK) == 0 && cancellation.isCancelled()) {
        break;
      }
    }
    long elapsed = Math.max(1, System.nanoTime() - start);
    long allocatedAfter = AllocationCounter.currentThread();
    long allocated = allocatedBefore < 0 ? -1 : allocatedAfter - allocatedBefore;
    return new ScanPass(count, bytes, sum, elapsed, allocated);
  }

  /**
   * One scan pass.
   *
   * @param sum the byte sum: returned so the loads cannot be optimised away
   */
  record ScanPass(long messages, long bytes, long sum, long elapsedNanos, long allocatedBytes) {
    double msgPerSec() {
      return messages * 1e9 / elapsedNanos;
    }
  }
}
