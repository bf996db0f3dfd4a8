package dev.wirebench.engine.codec.avro;

import java.io.IOException;
import java.io.OutputStream;

/**
 * An OutputStream over a region of the caller's array, so Avro's buffered encoder writes the
 * payload straight into it; overflow is a preallocated {@link Full} rather than a grown buffer.
 *
 * <p>Not thread-safe; rewrapped for every encode.
 */
final class ArrayOutput extends OutputStream {
  /** The caller's buffer is full (thrown without a stack trace; it is expected). */
  static final class Full extends IOException {
    private static final long serialVersionUID = 1L;

    Full() {
      super("buffer full");
    }

    @Override
    public synchronized Throwable fillInStackTrace() {
      return this;
    }
  }

  private static final Full FULL = new Full();

  private byte[] dst;
  private int start;
  private int pos;
  private int limit;

  void wrap(byte[] dst, int offset) {
    this.dst = dst;
    this.start = offset;
    this.pos = offset;
    this.limit = dst.length;
  }

  /** Forgets the caller's array. */
  void release() {
    dst = null;
  }

  int written() {
    return pos - start;
  }

  @Override
  public void write(int b) throws IOException {
    if (pos >= limit) {
      throw FULL;
    }
    dst[pos++] = (byte) b;
  }

  @Override
  public void write(byte[] b, int off, int len) throws IOException {
    if (len > limit - pos) {
      throw FULL;
    }
    System.arraycopy(b, off, dst, pos, len);
    pos += len;
  }
}
