package dev.wirebench.engine.throughput.log;

import static dev.wirebench.engine.throughput.log.LogFormat.CAPACITY_AT;
import static dev.wirebench.engine.throughput.log.LogFormat.COMMITTED_AT;
import static dev.wirebench.engine.throughput.log.LogFormat.HEADER_BYTES;
import static dev.wirebench.engine.throughput.log.LogFormat.HEADER_LENGTH_AT;
import static dev.wirebench.engine.throughput.log.LogFormat.INDEX_AT;
import static dev.wirebench.engine.throughput.log.LogFormat.MAGIC;
import static dev.wirebench.engine.throughput.log.LogFormat.SEALED_AT;
import static dev.wirebench.engine.throughput.log.LogFormat.VERSION;
import static dev.wirebench.engine.throughput.log.LogFormat.VERSION_AT;

import java.io.IOException;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.nio.MappedByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;

/**
 * One segment file of the log, mapped whole. The committed length and the sealed flag are the only
 * fields shared between the writer and readers (possibly in other processes): they are stored with
 * release and loaded with acquire semantics, so every frame byte written before a commit is visible
 * to a reader that sees the commit.
 *
 * <p>Not thread-safe; {@link #close()} unmaps at once, after which the buffer must not be touched.
 */
final class MappedSegment implements AutoCloseable {
  private static final VarHandle LONGS =
      MethodHandles.byteBufferViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

  private final Path file;
  private final long index;
  private final int capacity;
  private MappedByteBuffer buffer;

  private MappedSegment(Path file, long index, int capacity, MappedByteBuffer buffer) {
    this.file = file;
    this.index = index;
    this.capacity = capacity;
    this.buffer = buffer;
    buffer.order(ByteOrder.LITTLE_ENDIAN);
  }

  /**
   * Creates segment {@code index} of {@code capacity} bytes. The header is written under a
   * temporary name and the file renamed into place, so a segment file with its final name always
   * has a whole header.
   */
  static MappedSegment create(Path directory, long index, int capacity) throws IOException {
    Path file = LogFormat.segmentFile(directory, index);
    Path temporary = file.resolveSibling(file.getFileName() + ".tmp");
    MappedByteBuffer buffer;
    try (FileChannel channel =
        FileChannel.open(
            temporary,
            StandardOpenOption.CREATE_NEW,
            StandardOpenOption.READ,
            StandardOpenOption.WRITE)) {
      // Mapping past the end extends the file; on Linux file systems it stays sparse.
      buffer = channel.map(FileChannel.MapMode.READ_WRITE, 0, capacity);
    }
    buffer.order(ByteOrder.LITTLE_ENDIAN);
    buffer.put(0, MAGIC);
    buffer.putInt(VERSION_AT, VERSION);
    buffer.putInt(HEADER_LENGTH_AT, HEADER_BYTES);
    buffer.putLong(INDEX_AT, index);
    buffer.putLong(CAPACITY_AT, capacity);
    LONGS.setRelease(buffer, SEALED_AT, 0L);
    LONGS.setRelease(buffer, COMMITTED_AT, (long) HEADER_BYTES);
    try {
      Files.move(temporary, file, StandardCopyOption.ATOMIC_MOVE);
    } catch (IOException e) {
      Unmapper.unmap(buffer);
      Files.deleteIfExists(temporary);
      throw e;
    }
    return new MappedSegment(file, index, capacity, buffer);
  }

  /** Maps an existing segment, checking its header. */
  static MappedSegment open(Path file, long expectedIndex, boolean writable) throws IOException {
    MappedByteBuffer buffer;
    long size;
    try (FileChannel channel =
        writable
            ? FileChannel.open(file, StandardOpenOption.READ, StandardOpenOption.WRITE)
            : FileChannel.open(file, StandardOpenOption.READ)) {
      size = channel.size();
      if (size < HEADER_BYTES || size > LogFormat.MAX_SEGMENT_BYTES) {
        throw new CorruptLogException(file + ": " + size + " bytes is not a Wirebench log segment");
      }
      buffer =
          channel.map(
              writable ? FileChannel.MapMode.READ_WRITE : FileChannel.MapMode.READ_ONLY, 0, size);
    }
    MappedSegment segment = new MappedSegment(file, expectedIndex, (int) size, buffer);
    try {
      segment.checkHeader();
    } catch (RuntimeException e) {
      segment.close();
      throw e;
    }
    return segment;
  }

  private void checkHeader() {
    for (int i = 0; i < MAGIC.length; i++) {
      if (buffer.get(i) != MAGIC[i]) {
        throw corrupt("no WIREBLOG magic: not a Wirebench log segment");
      }
    }
    int version = buffer.getInt(VERSION_AT);
    if (version != VERSION) {
      throw corrupt("format version " + version + "; this Wirebench reads version " + VERSION);
    }
    if (buffer.getInt(HEADER_LENGTH_AT) != HEADER_BYTES) {
      throw corrupt("header length " + buffer.getInt(HEADER_LENGTH_AT) + " is not 64");
    }
    if (buffer.getLong(INDEX_AT) != index) {
      throw corrupt("holds segment " + buffer.getLong(INDEX_AT) + ", expected " + index);
    }
    if (buffer.getLong(CAPACITY_AT) != capacity) {
      throw corrupt("header says " + buffer.getLong(CAPACITY_AT) + " bytes, file has " + capacity);
    }
    checkCommitted(committedAcquire());
  }

  /** A committed length outside the segment or off the frame grid means the header is damaged. */
  long checkCommitted(long committed) {
    if (committed < HEADER_BYTES || committed > capacity || committed % LogFormat.ALIGNMENT != 0) {
      throw corrupt("committed length " + committed + " is outside [64, " + capacity + "]");
    }
    return committed;
  }

  CorruptLogException corrupt(String problem) {
    return new CorruptLogException(file + ": " + problem);
  }

  long committedAcquire() {
    return (long) LONGS.getAcquire(buffer, COMMITTED_AT);
  }

  void commitRelease(long committed) {
    LONGS.setRelease(buffer, COMMITTED_AT, committed);
  }

  boolean sealedAcquire() {
    return (long) LONGS.getAcquire(buffer, SEALED_AT) != 0L;
  }

  void sealRelease() {
    LONGS.setRelease(buffer, SEALED_AT, 1L);
  }

  MappedByteBuffer buffer() {
    return buffer;
  }

  long index() {
    return index;
  }

  int capacity() {
    return capacity;
  }

  Path file() {
    return file;
  }

  @Override
  public void close() {
    MappedByteBuffer mapped = buffer;
    buffer = null;
    Unmapper.unmap(mapped);
  }
}
