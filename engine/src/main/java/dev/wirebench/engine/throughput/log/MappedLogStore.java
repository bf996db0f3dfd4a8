package dev.wirebench.engine.throughput.log;

import dev.wirebench.engine.throughput.stream.StreamAppender;
import dev.wirebench.engine.throughput.stream.StreamReader;
import dev.wirebench.engine.throughput.stream.StreamStore;
import java.io.IOException;
import java.nio.file.Path;

/**
 * Wirebench's own stream store: an append-only log of memory-mapped segment files holding
 * length-prefixed, 8-byte aligned frames (see {@link LogFormat}). Segments are sized to the stream
 * being written (up to 1 GiB each), so a small test does not create a gigabyte file.
 *
 * <p>Its readers copy each message's payload out of the mapping on its own ({@link
 * LogReader#PER_MESSAGE}), the same copy per message and per byte as the Chronicle Queue reader
 * makes, so comparing the two stores compares the stores.
 */
public final class MappedLogStore implements StreamStore {
  public static final String ID = "log";

  private final int windowBytes;

  public MappedLogStore() {
    this(LogReader.PER_MESSAGE);
  }

  /**
   * A store whose readers copy {@code windowBytes} at a time, or each payload on its own if it is
   * {@link LogReader#PER_MESSAGE} (for measuring that choice).
   */
  public MappedLogStore(int windowBytes) {
    this.windowBytes = windowBytes;
  }

  @Override
  public String id() {
    return ID;
  }

  @Override
  public String displayName() {
    return "Wirebench mapped log";
  }

  @Override
  public String library() {
    return "wirebench log format v" + LogFormat.VERSION;
  }

  @Override
  public StreamAppender openAppender(
      Path directory, long expectedMessages, long expectedPayloadBytes) throws IOException {
    return LogAppender.open(directory, segmentBytesFor(expectedMessages, expectedPayloadBytes));
  }

  @Override
  public StreamReader openReader(Path directory) throws IOException {
    return LogReader.open(directory, windowBytes);
  }

  /**
   * Room for the expected frames (each payload plus at most 11 bytes of prefix and padding) in
   * whole MiB, between 1 MiB and 1 GiB; larger streams roll over to further segments.
   */
  static int segmentBytesFor(long expectedMessages, long expectedPayloadBytes) {
    long frames =
        expectedPayloadBytes
            + expectedMessages * (LogFormat.LENGTH_PREFIX + LogFormat.ALIGNMENT - 1);
    long wanted = frames + LogFormat.HEADER_BYTES;
    long mib = 1 << 20;
    long rounded = (wanted + mib - 1) / mib * mib;
    return (int) Math.max(mib, Math.min(LogFormat.MAX_SEGMENT_BYTES, rounded));
  }
}
