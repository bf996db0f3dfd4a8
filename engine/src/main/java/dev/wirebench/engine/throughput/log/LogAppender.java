package dev.wirebench.engine.throughput.log;

import dev.wirebench.engine.throughput.stream.StreamAppender;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.MappedByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Appends frames to a Wirebench log (see {@link LogFormat}). Each append writes the length prefix
 * and payload with plain stores, then publishes the new committed length with a release store:
 * readers never see a frame before its bytes. When a segment is full, the next one is created first
 * and the full one sealed after, so a reader that sees the seal finds the next file.
 *
 * <p><b>Threading:</b> one thread. <b>Allocation:</b> none per message (a new segment maps a file).
 */
public final class LogAppender implements StreamAppender {
  private final Path directory;
  private final int segmentBytes;
  private MappedSegment segment;
  private MappedByteBuffer buffer;
  private int position;

  private LogAppender(Path directory, int segmentBytes, MappedSegment segment) {
    this.directory = directory;
    this.segmentBytes = segmentBytes;
    use(segment);
  }

  /**
   * Opens the log in {@code directory} for appending, creating it (and the directory) if there is
   * none; an existing log is continued after its last committed frame, which drops a torn tail.
   */
  public static LogAppender open(Path directory, int segmentBytes) throws IOException {
    if (segmentBytes < LogFormat.MIN_SEGMENT_BYTES || segmentBytes > LogFormat.MAX_SEGMENT_BYTES) {
      throw new IllegalArgumentException(
          "log segment size must be between "
              + LogFormat.MIN_SEGMENT_BYTES
              + " and "
              + LogFormat.MAX_SEGMENT_BYTES
              + " bytes, not "
              + segmentBytes);
    }
    Files.createDirectories(directory);
    long last = -1;
    while (Files.exists(LogFormat.segmentFile(directory, last + 1))) {
      last++;
    }
    MappedSegment segment =
        last < 0
            ? MappedSegment.create(directory, 0, segmentBytes)
            : MappedSegment.open(LogFormat.segmentFile(directory, last), last, true);
    if (segment.sealedAcquire()) {
      MappedSegment sealed = segment;
      segment = MappedSegment.create(directory, last + 1, segmentBytes);
      sealed.close();
    }
    return new LogAppender(directory, segmentBytes, segment);
  }

  private void use(MappedSegment next) {
    segment = next;
    buffer = next.buffer();
    position = (int) next.committedAcquire();
  }

  @Override
  public void append(byte[] src, int offset, int length) {
    if (offset < 0 || length < 0 || offset > src.length - length) {
      throw new IndexOutOfBoundsException(
          "payload [" + offset + ", " + offset + " + " + length + ") of " + src.length + " bytes");
    }
    long frame = LogFormat.frameBytes(length);
    if (position + frame > segment.capacity()) {
      roll(frame);
    }
    int at = position;
    buffer.putInt(at, length);
    buffer.put(at + LogFormat.LENGTH_PREFIX, src, offset, length);
    position = at + (int) frame;
    segment.commitRelease(position);
  }

  private void roll(long frame) {
    if (LogFormat.HEADER_BYTES + frame > segmentBytes) {
      throw new IllegalArgumentException(
          "a frame of "
              + frame
              + " bytes does not fit a log segment of "
              + segmentBytes
              + " bytes; use larger segments");
    }
    MappedSegment full = segment;
    try {
      use(MappedSegment.create(directory, full.index() + 1, segmentBytes));
    } catch (IOException e) {
      throw new UncheckedIOException("cannot create the next log segment in " + directory, e);
    }
    full.sealRelease();
    full.close();
  }

  /** Bytes used in the current segment, header included. */
  long position() {
    return position;
  }

  @Override
  public void close() {
    if (segment != null) {
      segment.close();
      segment = null;
      buffer = null;
    }
  }
}
