package dev.wirebench.engine.throughput.served;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

/**
 * The stream server's wire format over TCP. A consumer connects and asks for a stream by name (a
 * little-endian {@code int} byte count, then the name in UTF-8: a directory in the server's
 * directory of streams). The server answers with each message as a little-endian {@code int} length
 * and its payload bytes, back to back, written in batches; a length of {@link #END} ends the
 * stream. One connection is one read of the whole stream from its first message.
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

  /** Longest stream name a request may carry. */
  static final int MAX_NAME = 255;

  private TcpFrames() {}

  /** The request for the stream {@code name}, as a consumer sends it. */
  static ByteBuffer request(String name) {
    byte[] bytes = name.getBytes(StandardCharsets.UTF_8);
    ByteBuffer request = ByteBuffer.allocate(HEADER + bytes.length).order(ByteOrder.LITTLE_ENDIAN);
    request.putInt(bytes.length).put(bytes).flip();
    return request;
  }

  /**
   * Reads a consumer's request from blocking {@code client}: the stream it names in {@code
   * streams}.
   *
   * @throws IllegalArgumentException if the name is not one stream directory's in {@code streams}
   */
  static Path readRequest(SocketChannel client, Path streams) throws IOException {
    ByteBuffer length = readFully(client, HEADER);
    int size = length.getInt(0);
    if (size < 1 || size > MAX_NAME) {
      throw new IllegalArgumentException("a request for a stream name of " + size + " bytes");
    }
    String name = StandardCharsets.UTF_8.decode(readFully(client, size)).toString();
    return StreamNames.resolve(streams, name);
  }

  private static ByteBuffer readFully(SocketChannel client, int count) throws IOException {
    ByteBuffer bytes = ByteBuffer.allocate(count).order(ByteOrder.LITTLE_ENDIAN);
    while (bytes.hasRemaining()) {
      if (client.read(bytes) < 0) {
        throw new IOException("the consumer hung up before its request was complete");
      }
    }
    return bytes.flip();
  }
}
