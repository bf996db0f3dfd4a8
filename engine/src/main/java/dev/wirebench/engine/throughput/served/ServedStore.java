package dev.wirebench.engine.throughput.served;

import dev.wirebench.engine.throughput.stream.StreamAppender;
import dev.wirebench.engine.throughput.stream.StreamReader;
import dev.wirebench.engine.throughput.stream.StreamStore;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;
import org.agrona.IoUtil;

/**
 * A stream store whose streams are served by a stream server process over a {@link Transport}
 * ({@code log@tcp}, {@code log@aeron-ipc}, {@code log@aeron-udp}, with {@link ServerOptions} after
 * it: {@code log@tcp+channels=2+cpus=1}): written locally through the store it serves, read by
 * consumers through a connection each, as a stream server's clients read. One server serves all the
 * streams in one directory (each stream is a directory in it, named by the consumer that reads it).
 * In the run's own JVM the first reader of a stream there starts that server ({@link
 * StreamServerProcess}) and {@link #release} stops it and removes what it left beside the streams
 * (its Aeron directory); a forked consumer gets the server's address in its store id ({@code
 * log@tcp:PORT}, {@code log@aeron-ipc:AERON_DIRECTORY}) and only connects.
 */
public final class ServedStore implements StreamStore {
  /** The TCP transport's id in store ids: {@code log@tcp}. */
  public static final String TCP = Transport.TCP.id();

  private final StreamStore served;
  private final Transport transport;
  private final ServerOptions options;
  private final String address;
  private final Function<Path, List<String>> serverCommand;
  private final Map<Path, StreamServerProcess> servers = new ConcurrentHashMap<>();

  /**
   * {@code served}'s streams served over {@code transport} by server processes set up as {@code
   * options} says, which this store starts with {@code serverCommand} (the command for a directory
   * of streams).
   */
  public ServedStore(
      StreamStore served,
      Transport transport,
      ServerOptions options,
      Function<Path, List<String>> serverCommand) {
    this(served, transport, options, null, serverCommand);
  }

  /** {@code served}'s stream served by the server at {@code address} (a fork's view). */
  public ServedStore(StreamStore served, Transport transport, String address) {
    this(served, transport, ServerOptions.DEFAULT, address, dir -> List.of());
  }

  private ServedStore(
      StreamStore served,
      Transport transport,
      ServerOptions options,
      String address,
      Function<Path, List<String>> serverCommand) {
    this.served = served;
    this.transport = transport;
    this.options = options;
    this.address = address;
    this.serverCommand = serverCommand;
  }

  @Override
  public String id() {
    return served.id() + "@" + transport.id() + options.suffix();
  }

  @Override
  public String displayName() {
    return served.displayName() + " served over " + transport.displayName();
  }

  @Override
  public String library() {
    return served.library() + " · stream server process, " + transport.library();
  }

  /** How the stream reaches the consumers. */
  public Transport transport() {
    return transport;
  }

  /** The store the server reads the streams from: a local read of the same files. */
  public StreamStore local() {
    return served;
  }

  /** How its servers are set up. */
  public ServerOptions options() {
    return options;
  }

  /**
   * The CPU time the server of the streams beside {@code directory} has used so far (all its
   * threads), in nanoseconds; -1 if it does not run or the system does not say.
   */
  public long serverCpuNanos(Path directory) {
    return serverPid(directory).stream()
        .mapToObj(ProcessHandle::of)
        .flatMap(Optional::stream)
        .map(process -> process.info().totalCpuDuration())
        .flatMap(Optional::stream)
        .mapToLong(Duration::toNanos)
        .findFirst()
        .orElse(-1);
  }

  /**
   * The process id of the server of the streams beside {@code directory}, if this store started one
   * and it runs.
   */
  public OptionalLong serverPid(Path directory) {
    StreamServerProcess server = servers.get(streams(directory));
    return server == null ? OptionalLong.empty() : OptionalLong.of(server.pid());
  }

  @Override
  public StreamAppender openAppender(Path directory, long expectedMessages, long expectedBytes)
      throws IOException {
    return served.openAppender(directory, expectedMessages, expectedBytes);
  }

  @Override
  public StreamReader openReader(Path directory) throws IOException {
    return transport.connect(address(directory), directory.getFileName().toString());
  }

  /** The fork connects to the running server: its options are the server's, not the fork's. */
  @Override
  public String forkId(Path directory) {
    return served.id() + "@" + transport.id() + ":" + address(directory);
  }

  /** Stops the server of the streams beside {@code directory} (all of them). */
  @Override
  public void release(Path directory) {
    Path streams = streams(directory);
    StreamServerProcess server = servers.remove(streams);
    if (server != null) {
      server.stop();
      removeLeftovers(streams);
    }
  }

  /** The directory of streams that {@code directory}, a stream, is one of. */
  private static Path streams(Path directory) {
    return directory.toAbsolutePath().getParent();
  }

  private String address(Path directory) {
    return address != null ? address : server(streams(directory)).address();
  }

  private StreamServerProcess server(Path streams) {
    return servers.computeIfAbsent(
        streams,
        dir -> {
          removeLeftovers(dir); // a server killed outright (kill -9) could not clean up
          return StreamServerProcess.start(serverCommand.apply(dir), dir);
        });
  }

  private void removeLeftovers(Path directory) {
    Path leftovers = transport.leftovers(directory);
    if (leftovers != null) {
      try {
        IoUtil.delete(leftovers.toFile(), true);
      } catch (RuntimeException e) {
        throw new UncheckedIOException(
            new IOException("cannot remove the stream server's " + leftovers, e));
      }
    }
  }
}
