package dev.wirebench.engine.throughput.log;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Locale;

/**
 * The on-disk layout of the Wirebench log. All numbers are little-endian.
 *
 * <p>A log is a directory of segment files {@code 00000000.wblog}, {@code 00000001.wblog}, ... Each
 * file is mapped whole and starts with a 64-byte header:
 *
 * <pre>
 *   0  magic "WIREBLOG" (8 bytes)
 *   8  format version (int32) = 1
 *  12  header length (int32) = 64
 *  16  segment index (int64)
 *  24  capacity = file length (int64)
 *  32  committed: end of the last whole frame (int64), stored with release, loaded with acquire
 *  40  sealed (int64): 1 once the writer has moved to the next segment, which then exists
 *  48  reserved (16 bytes of zero)
 * </pre>
 *
 * <p>Frames follow from offset 64, each 8-byte aligned: a payload length (int32), the payload, zero
 * padding to the next multiple of 8. Bytes at or past {@code committed} are never read as frames: a
 * writer that dies mid-frame leaves a torn tail that no reader sees.
 */
public final class LogFormat {
  static final byte[] MAGIC = "WIREBLOG".getBytes(StandardCharsets.US_ASCII);
  static final int VERSION = 1;
  static final int HEADER_BYTES = 64;
  static final int VERSION_AT = 8;
  static final int HEADER_LENGTH_AT = 12;
  static final int INDEX_AT = 16;
  static final int CAPACITY_AT = 24;
  static final int COMMITTED_AT = 32;
  static final int SEALED_AT = 40;
  static final int LENGTH_PREFIX = 4;
  static final int ALIGNMENT = 8;
  static final String SUFFIX = ".wblog";

  /** Segments are mapped whole into one buffer, so they stay below 2 GiB. */
  public static final int MAX_SEGMENT_BYTES = 1 << 30;

  /** The smallest segment: a header and one empty frame. */
  public static final int MIN_SEGMENT_BYTES = HEADER_BYTES + ALIGNMENT;

  private LogFormat() {}

  /** The bytes a payload of {@code length} occupies: prefix, payload and padding. */
  public static long frameBytes(int length) {
    return align(LENGTH_PREFIX + (long) length);
  }

  static long align(long bytes) {
    return (bytes + ALIGNMENT - 1) & -ALIGNMENT;
  }

  static Path segmentFile(Path directory, long index) {
    return directory.resolve(String.format(Locale.ROOT, "%08d", index) + SUFFIX);
  }
}
