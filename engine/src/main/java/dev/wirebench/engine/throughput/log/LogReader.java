package dev.wirebench.engine.throughput.log;

import dev.wirebench.engine.throughput.stream.StreamReader;
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
 * <p>Codecs decode from a {@code byte[]}, and a mapped file has no array, so the reader copies out
 * of the mapping into a reused array, in one of two ways:
 *
 * <ul>
 *   <li>{@link #PER_MESSAGE} (what {@link MappedLogStore} uses by default): each message's payload
 *       — exactly its bytes, nothing else — is copied into the reused array when it is read. This
 *       is the copy the Chronicle Queue reader makes per excerpt, so a throughput comparison of the
 *       two stores charges both the same copy per message and per byte, and measures the stores,
 *       not a difference in copying strategy.
 *   <li>a window of N bytes (e.g. {@link #DEFAULT_WINDOW_BYTES}): the committed bytes are copied in
 *       bulk, N at a time (frame prefixes and padding included), and frames are handed out as views
 *       into that window — one {@code memcpy} per window instead of one per frame. Faster for small
 *       messages; kept to measure what batching the copy is worth ({@code StreamReadBenchmark}'s
 *       window parameter), not used for store comparisons.
 * </ul>
 *
 * A frame larger than the array grows it once.
 *
 * <p><b>Threading:</b> one thread. <b>Allocation:</b> none per message.
 */
public final class LogReader implements StreamReader {
  /** The default window: many frames per copy, and small enough to stay in the L2 cache. */
  public static final int DEFAULT_WINDOW_BYTES = 64 * 1024;

  /** The window size that means: copy each message's payload on its own (see the class doc). */
  public static final int PER_MESSAGE = 0;

  private static final int PER_MESSAGE_INITIAL_BYTES = 4096;

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
  private final boolean perMessage;

  private LogReader(Path directory, MappedSegment first, int windowBytes) {
    this.directory = directory;
    this.perMessage = windowBytes == PER_MESSAGE;
    this.window = new byte[perMessage ? PER_MESSAGE_INITIAL_BYTES : windowBytes];
    use(first);
  }

  /**
   * Opens the log in {@code directory} before its first message, copying each payload on its own
   * ({@link #PER_MESSAGE}, as the Chronicle reader does).
   */
  public static LogReader open(Path directory) throws IOException {
    return open(directory, PER_MESSAGE);
  }

  /**
   * As {@link #open(Path)}, copying {@code windowBytes} at a time, or each payload on its own if it
   * is {@link #PER_MESSAGE}.
   */
  public static LogReader open(Path directory, int windowBytes) throws IOException {
    if (windowBytes != PER_MESSAGE && windowBytes < LogFormat.ALIGNMENT) {
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
    if (perMessage) {
      // exactly the payload, at the place a window copy would have put it; windowLimit = frame
      // sends the next call straight back here for the next frame
      mapped.get((int) at + LogFormat.LENGTH_PREFIX, window, LogFormat.LENGTH_PREFIX, size);
      windowStart = at;
      windowLimit = frame;
      offset = LogFormat.LENGTH_PREFIX;
      length = size;
      cursor = frame;
      return true;
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
