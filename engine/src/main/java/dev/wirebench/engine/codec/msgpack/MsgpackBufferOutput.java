package dev.wirebench.engine.codec.msgpack;

import java.io.IOException;
import org.msgpack.core.buffer.MessageBuffer;
import org.msgpack.core.buffer.MessageBufferOutput;

/**
 * A msgpack-core output into the caller's array through one reused staging buffer: the packer fills
 * the staging buffer, and each time it commits one ({@link #writeBuffer}) the bytes are copied to
 * the caller's array. A full array is reported as {@link Full} rather than grown. Nothing is
 * allocated per call, and no reference to the caller's array survives {@link #release()}.
 */
final class MsgpackBufferOutput implements MessageBufferOutput {
  /** The caller's array is full (an IOException, which is what the packer passes through). */
  static final class Full extends IOException {
    private static final long serialVersionUID = 1L;

    Full() {
      super("buffer full");
    }

    @Override
    public synchronized Throwable fillInStackTrace() {
      // thrown whenever a payload does not fit; a stack trace would be allocated for nothing
      return this;
    }
  }

  /** Staging size: bigger than any single primitive or header the packer asks room for. */
  private static final int STAGING = 8192;

  private static final Full FULL = new Full();
  private static final byte[] NO_BYTES = {};

  private final byte[] staging = new byte[STAGING];
  private final MessageBuffer stagingBuffer = MessageBuffer.wrap(staging);
  private byte[] array = NO_BYTES;
  private int start;
  private int position;

  /** Starts writing at {@code dst[offset]}. */
  void wrap(byte[] dst, int offset) {
    array = dst;
    start = offset;
    position = offset;
  }

  /** Drops the reference to the caller's array. */
  void release() {
    array = NO_BYTES;
  }

  int written() {
    return position - start;
  }

  @Override
  public MessageBuffer next(int minimumSize) throws IOException {
    if (minimumSize > STAGING) {
      throw new IOException("msgpack asked for " + minimumSize + " contiguous bytes");
    }
    return stagingBuffer;
  }

  @Override
  public void writeBuffer(int length) throws IOException {
    write(staging, 0, length);
  }

  @Override
  public void write(byte[] buffer, int offset, int length) throws IOException {
    if (length > array.length - position) {
      throw FULL;
    }
    System.arraycopy(buffer, offset, array, position, length);
    position += length;
  }

  @Override
  public void add(byte[] buffer, int offset, int length) throws IOException {
    write(buffer, offset, length);
  }

  @Override
  public void flush() {
    // every committed byte is already in the caller's array
  }

  @Override
  public void close() {
    // nothing to release: the caller owns the array
  }
}
