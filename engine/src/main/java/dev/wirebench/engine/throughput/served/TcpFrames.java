package dev.wirebench.engine.throughput.served;

/**
 * The stream server's wire format over TCP: each message as a little-endian {@code int} length and
 * its payload bytes, back to back, written in batches; a length of {@link #END} ends the stream.
 * One connection is one read of the whole stream from its first message.
 */
final class TcpFrames {
  /** Bytes of a frame's length prefix. */
  static final int HEADER = Integer.BYTES;

  /** The length that ends the stream. */
  static final int END = -1;

  /** A longer payload is not a frame of this protocol: the stream is broken. */
  static final int MAX_PAYLOAD = 64 << 20;

  /** The server's write batch: a socket write per this many bytes of frames, not per message. */
  static final int BATCH = 256 << 10;

  private TcpFrames() {}
}
