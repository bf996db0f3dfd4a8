package dev.wirebench.engine.throughput.served;

import io.aeron.Aeron;
import io.aeron.CommonContext;
import io.aeron.driver.MediaDriver;
import io.aeron.driver.ThreadingMode;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.agrona.concurrent.BackoffIdleStrategy;
import org.agrona.concurrent.IdleStrategy;

/**
 * The Aeron transport's settings and protocol, in one place. The stream server embeds one media
 * driver, in its own directory beside the stream ({@code <stream>-aeron}, never the shared {@code
 * /dev/shm} default), that every consumer's client connects to. A consumer asks for the stream on
 * the control stream ({@link #CONTROL_CHANNEL}, {@link #CONTROL_STREAM}): an {@code int} reply
 * stream id, the stream's name (an {@code int} length and UTF-8: a directory in the server's
 * directory of streams) and, in ASCII, the channel to send on. The server answers on that channel
 * and stream id with one Aeron message per stream message (Aeron fragments and reassembles the
 * large ones), then an empty message whose reserved value is {@link #END}.
 *
 * <p>Chosen for throughput on a small shared machine: the driver in {@link ThreadingMode#SHARED}
 * (one agent thread; dedicated sender, receiver and conductor threads starve each other on two
 * cores); 16 MiB terms (messages up to 2 MiB), sparse so an idle term costs no memory; a 64 KiB MTU
 * ({@value #MTU} bytes, Aeron's largest), which loopback carries without IP fragmentation and which
 * cuts the datagrams, and so the system calls, per message by ~45x against the 1408-byte default; 4
 * MiB socket buffers and a 2 MiB receiver window so a burst does not overrun the receiving socket.
 */
final class AeronSettings {
  static final String VERSION = "1.51.0";

  /** Where consumers ask for the stream. */
  static final String CONTROL_CHANNEL = "aeron:ipc";

  static final int CONTROL_STREAM = 1;

  /** Reply stream ids start above the control stream's. */
  static final int REPLY_STREAM_BASE = 1000;

  /** The reserved value of the message that ends the stream (data messages carry 0). */
  static final long END = 0x5749_5245_454E_4421L;

  static final int TERM_LENGTH = 16 << 20;
  static final int MTU = 65_504;
  static final int SOCKET_BUFFER = 4 << 20;
  static final int RECEIVER_WINDOW = 2 << 20;

  /** How long connecting, asking and the server's first contact may take. */
  static final long CONNECT_TIMEOUT_NANOS = TimeUnit.SECONDS.toNanos(30);

  /** Fragments a consumer takes from its image per poll. */
  static final int FRAGMENT_LIMIT = 64;

  private AeronSettings() {}

  /** The media driver directory of the server of the stream in {@code streamDirectory}. */
  static Path directory(Path streamDirectory) {
    Path absolute = streamDirectory.toAbsolutePath();
    return absolute.resolveSibling(absolute.getFileName() + "-aeron");
  }

  /** The embedded driver's context: its own directory, removed when it starts and stops. */
  static MediaDriver.Context driver(Path directory) {
    return new MediaDriver.Context()
        .aeronDirectoryName(directory.toString())
        .dirDeleteOnStart(true)
        .dirDeleteOnShutdown(true)
        .warnIfDirectoryExists(false)
        .threadingMode(ThreadingMode.SHARED)
        .termBufferSparseFile(true)
        .publicationTermBufferLength(TERM_LENGTH)
        .ipcTermBufferLength(TERM_LENGTH)
        .mtuLength(MTU)
        .ipcMtuLength(MTU)
        .socketSndbufLength(SOCKET_BUFFER)
        .socketRcvbufLength(SOCKET_BUFFER)
        .initialWindowLength(RECEIVER_WINDOW);
  }

  /** A client of the driver in {@code directory}. */
  static Aeron.Context client(Path directory) {
    return new Aeron.Context().aeronDirectoryName(directory.toString());
  }

  /** The channel a consumer subscribes on: UDP on a loopback port the system chooses. */
  static String subscriptionChannel(Transport transport) {
    return transport == Transport.AERON_UDP
        ? "aeron:udp?endpoint=127.0.0.1:0"
        : CommonContext.IPC_CHANNEL;
  }

  /** The channel the server sends on, given the consumer's resolved UDP endpoint. */
  static String replyChannel(Transport transport, String resolvedEndpoint) {
    return transport == Transport.AERON_UDP
        ? "aeron:udp?endpoint=" + resolvedEndpoint
        : CommonContext.IPC_CHANNEL;
  }

  /** Only IPC and loopback UDP are served: the server never sends beyond this machine. */
  static boolean loopback(String channel) {
    return channel.equals(CommonContext.IPC_CHANNEL)
        || channel.startsWith("aeron:udp?endpoint=127.0.0.1:");
  }

  /** Spin, yield, then park up to 100 µs: fast when busy, quiet when waiting. */
  static IdleStrategy idle() {
    return new BackoffIdleStrategy(100, 10, 1_000, 100_000);
  }
}
