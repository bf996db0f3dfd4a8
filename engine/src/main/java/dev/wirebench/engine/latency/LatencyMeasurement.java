package dev.wirebench.engine.latency;

import java.nio.ByteBuffer;
import java.util.List;
import java.util.Map;
import java.util.zip.DataFormatException;
import org.HdrHistogram.Histogram;

/**
 * What a latency fork measured.
 *
 * @param count operations timed (equals the histogram's total count)
 * @param elapsedNanos wall time of the measured phase, coolers included
 * @param allocatedBytes bytes the measuring thread allocated during the timed operations (-1 if the
 *     JVM cannot count them)
 * @param chunkMeans mean latency of each tenth of the measured operations, in order
 * @param histogram the histogram in HdrHistogram's compressed encoding
 * @param jvm properties of the fork's JVM ({@code java.vendor}, {@code java.runtime.version},
 *     {@code java.home})
 * @param timerCost the cost of an empty timed interval in the same loop (null if not measured)
 * @param openLoop for an open-loop run, its rate and service-time histogram (the histogram above
 *     then holds response times from each operation's intended start); null for a closed loop
 */
public record LatencyMeasurement(
    long count,
    long elapsedNanos,
    long allocatedBytes,
    List<Double> chunkMeans,
    byte[] histogram,
    Map<String, String> jvm,
    TimerCost timerCost,
    OpenLoopStats openLoop) {
  public LatencyMeasurement {
    chunkMeans = List.copyOf(chunkMeans);
    histogram = histogram.clone();
    jvm = Map.copyOf(jvm);
  }

  @Override
  public byte[] histogram() {
    return histogram.clone();
  }

  /** Allocation per timed operation in bytes, or null if the JVM could not count it. */
  public Double allocBytesPerOp() {
    return allocatedBytes < 0 || count == 0 ? null : allocatedBytes / (double) count;
  }

  /** The decoded histogram (values in nanoseconds). */
  public Histogram decodeHistogram() {
    return decode(histogram);
  }

  /** Encodes {@code histogram} in HdrHistogram's compressed encoding (see {@link #decode}). */
  public static byte[] encode(Histogram histogram) {
    ByteBuffer buffer = ByteBuffer.allocate(histogram.getNeededByteBufferCapacity() + 64);
    int length = histogram.encodeIntoCompressedByteBuffer(buffer);
    byte[] compressed = new byte[length];
    buffer.flip();
    buffer.get(compressed);
    return compressed;
  }

  /** Decodes HdrHistogram's compressed encoding, as kept in {@code BenchResult.histogram}. */
  public static Histogram decode(byte[] compressed) {
    try {
      return Histogram.decodeFromCompressedByteBuffer(ByteBuffer.wrap(compressed), 0);
    } catch (DataFormatException e) {
      throw new IllegalArgumentException("not a compressed HdrHistogram: " + e.getMessage(), e);
    }
  }
}
