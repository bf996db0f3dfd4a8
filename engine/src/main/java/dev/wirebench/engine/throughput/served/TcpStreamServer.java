package dev.wirebench.engine.throughput.served;

import dev.wirebench.engine.throughput.stream.StreamReader;
import dev.wirebench.engine.throughput.stream.StreamStore;
import java.io.IOException;
import java.io.PrintStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.StandardSocketOptions;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.nio.file.Path;

/**
 * The stream server's listening side: owns a directory of streams, listens on a loopback port of
 * the system's choosing, says {@code wirebench-server listening PORT} on {@code out}, and serves
 * every connection a whole read of the stream it asks for ({@link TcpFrames#request}) from its
 * first message: each connection on a thread of its own, as a stream server serves each client's
 * cursor, or with {@code channels} sending threads, by those threads in turn ({@link
 * SenderThreads}). A client that hangs up early (a warm-up reads a prefix) just ends its
 * connection.
 */
final class TcpStreamServer {
  private TcpStreamServer() {}

  /** Serves the streams of {@code store} in {@code streams} until the process ends. */
  static void listen(StreamStore store, Path streams, int channels, PrintStream out)
      throws IOException {
    SenderThreads senders = channels > 0 ? new SenderThreads(channels) : null;
    try (ServerSocketChannel server = ServerSocketChannel.open()) {
      server.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0));
      out.println(
          StreamServerProcess.LISTENING + ((InetSocketAddress) server.getLocalAddress()).getPort());
      out.flush();
      int connection = 0;
      while (true) {
        SocketChannel client = server.accept();
        Thread thread =
            new Thread(
                () -> accept(client, store, streams, senders), "wirebench-serve-" + ++connection);
        thread.setDaemon(true);
        thread.start();
      }
    }
  }

  /** Reads which stream the client asks for, then serves it (here, or by a sending thread). */
  private static void accept(
      SocketChannel client, StreamStore store, Path streams, SenderThreads senders) {
    Path stream;
    try {
      stream = TcpFrames.readRequest(client, streams);
      client.setOption(StandardSocketOptions.SO_SNDBUF, TcpFrames.BATCH * 4);
    } catch (IOException | IllegalArgumentException e) {
      System.err.println("refused a connection: " + e.getMessage());
      closeQuietly(client);
      return;
    }
    if (senders == null) {
      serve(client, store, stream);
      return;
    }
    try {
      StreamReader reader = store.openReader(stream);
      client.configureBlocking(false);
      senders.add(new TcpSession(client, reader));
    } catch (IOException e) {
      System.err.println("cannot serve " + stream + ": " + e);
      closeQuietly(client);
    }
  }

  private static void closeQuietly(SocketChannel client) {
    try {
      client.close();
    } catch (IOException e) {
      // already gone
    }
  }

  /** Writes the whole stream to {@code client} in {@link TcpFrames#BATCH}-byte writes. */
  static void serve(SocketChannel client, StreamStore store, Path directory) {
    try (client;
        StreamReader reader = store.openReader(directory)) {
      client.setOption(StandardSocketOptions.SO_SNDBUF, TcpFrames.BATCH * 4);
      ByteBuffer batch = ByteBuffer.allocateDirect(TcpFrames.BATCH).order(ByteOrder.LITTLE_ENDIAN);
      while (reader.next()) {
        int length = reader.length();
        if (batch.remaining() < TcpFrames.HEADER + length) {
          flush(client, batch);
        }
        if (batch.remaining() < TcpFrames.HEADER + length) { // larger than a batch: on its own
          batch.putInt(length);
          flush(client, batch);
          writeFully(client, ByteBuffer.wrap(reader.buffer(), reader.offset(), length));
          continue;
        }
        batch.putInt(length);
        batch.put(reader.buffer(), reader.offset(), length);
      }
      if (batch.remaining() < TcpFrames.HEADER) {
        flush(client, batch);
      }
      batch.putInt(TcpFrames.END);
      flush(client, batch);
    } catch (IOException hungUp) {
      // The client closed its end (a warm-up reads a prefix, a cancelled run goes away).
    }
  }

  private static void flush(SocketChannel client, ByteBuffer batch) throws IOException {
    batch.flip();
    writeFully(client, batch);
    batch.clear();
  }

  private static void writeFully(SocketChannel client, ByteBuffer bytes) throws IOException {
    while (bytes.hasRemaining()) {
      client.write(bytes);
    }
  }
}
