package dev.wirebench.engine.codec.msgpack;

import java.util.Arrays;
import org.msgpack.core.buffer.MessageBuffer;
import org.msgpack.core.buffer.MessageBufferInput;

/**
 * A msgpack-core input that copies each payload into one reused staging array, handed to the
 * unpacker as a single buffer, so that decoding allocates nothing per call and keeps no reference
 * to the caller's array.
 *
 * <p>The staging buffer is usually longer than the payload. The bytes just past the payload are set
 * to {@code 0xc1} (a byte MessagePack never uses), so a read that runs off the end of a truncated
 * payload meets an invalid type byte within {@link #GUARD} bytes; the reader also checks every
 * length against the payload's own end and that decoding stopped exactly there.
 */
final class MsgpackBufferInput implements MessageBufferInput {
  /** The longest primitive (a 1-byte type and an 8-byte value) plus one: how far a read can run. */
  static final int GUARD = 10;

  private static final byte NEVER_USED = (byte) 0xc1;

  private byte[] staging = new byte[4096];
  private MessageBuffer stagingBuffer = MessageBuffer.wrap(staging);
  private boolean consumed;

  /** Copies {@code src[offset, offset + length)} in; grows (once) for a payload never seen. */
  void load(byte[] src, int offset, int length) {
    if (length + GUARD > staging.length) {
      staging = new byte[Math.max(length + GUARD, staging.length * 2)];
      stagingBuffer = MessageBuffer.wrap(staging);
    }
    System.arraycopy(src, offset, staging, 0, length);
    Arrays.fill(staging, length, length + GUARD, NEVER_USED);
    consumed = false;
  }

  @Override
  public MessageBuffer next() {
    if (consumed) {
      return null;
    }
    consumed = true;
    return stagingBuffer;
  }

  @Override
  public void close() {
    // nothing to release: the staging array is this input's own
  }
}
