package dev.wirebench.engine.throughput.served;

import dev.wirebench.engine.throughput.stream.StreamReader;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.StandardSocketOptions;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.SocketChannel;

/**
 * A consumer's read of a served stream over TCP: one connection, frames read in large socket reads
 * into one reused array and handed out in place ({@link TcpFrames}). Allocates nothing per message
 * (the array grows only for a payload larger than it). A connection that ends before the end frame,
 * or a frame that cannot be one, is an {@link UncheckedIOException} naming the byte offset.
 */
final class TcpStreamReader implements StreamReader {
  private static final VarHandle INTS =
      MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);

  private final SocketChannel channel;
  private byte[] buffer = new byte[TcpFrames.BATCH * 2];
  private ByteBuffer view = ByteBuffer.wrap(buffer);
  private int start;
  private int end;
  private int offset;
  private int length;
  private long consumed;
  private boolean ended;

  private TcpStreamReader(SocketChannel channel) {
    this.channel = channel;
  }

  /**
   * Connects to the stream server on loopback port {@code port} and asks for stream {@code name}.
   */
  static TcpStreamReader connect(int port, String name) throws IOException {
    SocketChannel channel =
        SocketChannel.open(new InetSocketAddress(InetAddress.getLoopbackAddress(), port));
    try {
      channel.setOption(StandardSocketOptions.SO_RCVBUF, TcpFrames.BATCH * 4);
      ByteBuffer request = TcpFrames.request(name);
      while (request.hasRemaining()) {
        channel.write(request);
      }
    } catch (IOException e) {
      channel.close();
      throw e;
    }
    return new TcpStreamReader(channel);
  }

  @Override
  public boolean next() {
    if (ended) {
      return false;
    }
    try {
      if (!fill(TcpFrames.HEADER)) {
        throw broken("the server closed the connection before the end of the stream");
      }
      int size = (int) INTS.get(buffer, start);
      if (size == TcpFrames.END) {
        ended = true;
        return false;
      }
      if (size < 0 || size > TcpFrames.MAX_PAYLOAD) {
        throw broken("a frame of " + size + " bytes");
      }
      if (!fill(TcpFrames.HEADER + size)) {
        throw broken("the server closed the connection inside a " + size + "-byte frame");
      }
      offset = start + TcpFrames.HEADER;
      length = size;
      start = offset + size;
      consumed += TcpFrames.HEADER + size;
      return true;
    } catch (IOException e) {
      throw new UncheckedIOException("reading the served stream at byte " + consumed, e);
    }
  }

  /** Makes {@code count} bytes from {@code start} available; false if the connection ended. */
  private boolean fill(int count) throws IOException {
    if (end - start >= count) {
      return true;
    }
    if (buffer.length - start < count) {
      if (count > buffer.length) {
        byte[] larger = new byte[Math.max(count, buffer.length * 2)];
        System.arraycopy(buffer, start, larger, 0, end - start);
        buffer = larger;
        view = ByteBuffer.wrap(buffer);
      } else {
        System.arraycopy(buffer, start, buffer, 0, end - start);
      }
      end -= start;
      start = 0;
    }
    while (end - start < count) {
      view.limit(buffer.length).position(end);
      int read = channel.read(view);
      if (read < 0) {
        return false;
      }
      end += read;
    }
    return true;
  }

  private UncheckedIOException broken(String what) {
    return new UncheckedIOException(
        new IOException("served stream broken at byte " + consumed + ": " + what));
  }

  @Override
  public byte[] buffer() {
    return buffer;
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
    try {
      channel.close();
    } catch (IOException e) {
      // closing a socket the server may have closed first: nothing is lost
    }
  }
}
