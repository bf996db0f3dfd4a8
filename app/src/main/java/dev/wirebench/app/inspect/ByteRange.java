package dev.wirebench.app.inspect;

/**
 * A run of payload bytes, {@code [start, end)}.
 *
 * @param start first byte
 * @param end one past the last byte
 */
public record ByteRange(int start, int end) {
  public ByteRange {
    if (start < 0 || end < start) {
      throw new IllegalArgumentException("bad byte range [" + start + ", " + end + ")");
    }
  }

  public int length() {
    return end - start;
  }

  public boolean contains(int offset) {
    return offset >= start && offset < end;
  }

  /** The smallest range covering both. */
  public ByteRange union(ByteRange other) {
    return new ByteRange(Math.min(start, other.start), Math.max(end, other.end));
  }
}
