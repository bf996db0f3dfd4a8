package dev.wirebench.engine.throughput.log;

import dev.wirebench.engine.throughput.StreamReader;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.nio.MappedByteBuffer;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/**
 * Reads the frames of a Wirebench log (see {@link LogFormat}) up to the committed length, which it
 * loads with acquire semantics: a frame a concurrent writer has not committed whole is never
 * returned, and a frame that claims to run past the committed length is reported as corruption.
 *
 * <p>Codecs decode from a {@code byte[]}, and a mapped file has no array, so the reader copies the
 * committed bytes into a reused window array in bulk (64 KiB at a time by default) and hands out
 * frames as views into that window: one {@code memcpy} per window instead of one per frame. A frame
 * larger than the window grows it once.
 *
 * <p><b>Threading:</b> one thread. <b>Allocation:</b> none per message.
 */
public final class LogReader implements StreamReader {
  /** The default window: many frames per copy, and small enough to stay in the L2 cache. */
  public static final int DEFAULT_WINDOW_BYTES = 64 * 1024;

  private static final VarHandle INTS =
      MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);

  private final Path directory;
  private MappedSegment segment;
  private MappedByteBuffer mapped;
  private long committed;
  private byte[] window;
  private long windowStart;
  private int windowLimit;
  private int cursor;
  private int offset;
  private int length;

  private LogReader(Path directory, MappedSegment first, int windowBytes) {
    this.directory = directory;
    this.window = new byte[windowBytes];
    use(first);
  }

  /** Opens the log in {@code directory} before its first message. */
  public static LogReader open(Path directory) throws IOException {
    return open(directory, DEFAULT_WINDOW_BYTES);
  }

  /** As {@link #open(Path)}, copying {@code windowBytes} at a time (for measuring the choice). */
  public static LogReader open(Path directory, int windowBytes) throws IOException {
    if (windowBytes < LogFormat.ALIGNMENT) {
      throw new IllegalArgumentException("window of " + windowBytes + " bytes is too small");
    }
    Path first = LogFormat.segmentFile(directory, 0);
    if (!Files.exists(first)) {
      throw new NoSuchFileException(
          directory.toString(), null, "no Wirebench log here (" + first.getFileName() + ")");
    }
    return new LogReader(directory, MappedSegment.open(first, 0, false), windowBytes);
  }

  private void use(MappedSegment next) {
    segment = next;
    mapped = next.buffer();
    committed = next.committedAcquire();
    windowStart = LogFormat.HEADER_BYTES;
    windowLimit = 0;
    cursor = 0;
  }

  @Override
  public boolean next() {
    int at = cursor;
    if (windowLimit - at >= LogFormat.LENGTH_PREFIX) {
      int size = (int) INTS.get(window, at);
      int start = at + LogFormat.LENGTH_PREFIX;
      if (size >= 0 && size <= windowLimit - start) {
        offset = start;
        length = size;
        cursor = at + ((LogFormat.LENGTH_PREFIX + size + LogFormat.ALIGNMENT - 1) & -8);
        return true;
      }
    }
    return refill();
  }

  /** The window is used up or ends mid-frame: copy the next stretch of committed bytes. */
  private boolean refill() {
    long at = windowStart + cursor;
    if (at >= committed) {
      if (!advance(at)) {
        return false;
      }
      at = windowStart + cursor;
    }
    int size = mapped.getInt((int) at);
    if (size < 0 || at + LogFormat.LENGTH_PREFIX + size > committed) {
      throw segment.corrupt(
          "frame at offset "
              + at
              + " claims "
              + size
              + " bytes, past the committed length "
              + committed);
    }
    int frame = (int) LogFormat.frameBytes(size);
    if (frame > window.length) {
      window = new byte[Math.max(frame, window.length * 2)];
    }
    int copied = (int) Math.min(window.length, committed - at);
    mapped.get((int) at, window, 0, copied);
    windowStart = at;
    windowLimit = copied;
    offset = LogFormat.LENGTH_PREFIX;
    length = size;
    cursor = frame;
    return true;
  }

  /**
   * At the committed end ({@code at}): picks up newer commits, or moves to the next segment once
   * this one is sealed. False when there is nothing more to read yet.
   */
  private boolean advance(long at) {
    while (true) {
      long latest = segment.checkCommitted(segment.committedAcquire());
      if (latest < committed) {
        throw segment.corrupt("committed length went back from " + committed + " to " + latest);
      }
      if (latest > at) {
        committed = latest;
        return true;
      }
      if (!segment.sealedAcquire()) {
        return false;
      }
      // Sealed after its last commit: reload once, then the rest is in the next segment.
      latest = segment.checkCommitted(segment.committedAcquire());
      if (latest > at) {
        committed = latest;
        return true;
      }
      long index = segment.index() + 1;
      MappedSegment next;
      try {
        next = MappedSegment.open(LogFormat.segmentFile(directory, index), index, false);
      } catch (IOException e) {
        throw new UncheckedIOException("log segment " + index + " is missing in " + directory, e);
      }
      segment.close();
      use(next);
      at = LogFormat.HEADER_BYTES;
    }
  }

  @Override
  public byte[] buffer() {
    return window;
  }

  @Override
  public int offset() {
    return offset;
  }

  @Override
  public int length() {
    return length;
  }

  @Override
  public void close() {
    if (segment != null) {
      mapped = null;
      segment.close();
      segment = null;
    }
  }
}
