package dev.wirebench.engine.codec;

import java.io.IOException;
import java.io.OutputStream;

/**
 * An output stream over a caller's array that refuses to write past its end, for codecs whose
 * library writes to streams. Reusable: {@link #wrap} it around each call's buffer. Not thread-safe.
 */
public final class ArrayOutputStream extends OutputStream {
  /** Thrown (as an IOException, which is what Jackson passes through) when the array is full. */
  public static final class Overflow extends IOException {
    private static final long serialVersionUID = 1L;

    Overflow() {
      super("buffer full");
    }

    @Override
    public synchronized Throwable fillInStackTrace() {
      // thrown on every overflow; a stack trace would be allocated for nothing
      return this;
    }
  }

  private static final Overflow OVERFLOW = new Overflow();

  private byte[] buffer;
  private int start;
  private int position;

  public void wrap(byte[] buffer, int offset) {
    this.buffer = buffer;
    this.start = offset;
    this.position = offset;
  }

  /**
   * Forgets the caller's array, so a codec that outlives the call (Avro's encoder keeps this stream
   * between calls) does not hold on to it.
   */
  public void release() {
    buffer = null;
  }

  /** Bytes written since {@link #wrap}. */
  public int written() {
    return position - start;
  }

  @Override
  public void write(int b) throws IOException {
    if (position >= buffer.length) {
      throw OVERFLOW;
    }
    buffer[position++] = (byte) b;
  }

  @Override
  public void write(byte[] src, int off, int len) throws IOException {
    if (len > buffer.length - position) {
      throw OVERFLOW;
    }
    System.arraycopy(src, off, buffer, position, len);
    position += len;
  }
}
