package dev.wirebench.engine.throughput.served;

import dev.wirebench.engine.throughput.stream.StreamAppender;
import dev.wirebench.engine.throughput.stream.StreamReader;
import dev.wirebench.engine.throughput.stream.StreamStore;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;
import org.agrona.IoUtil;

/**
 * A stream store whose streams are served by a stream server process over a {@link Transport}
 * ({@code log@tcp}, {@code log@aeron-ipc}, {@code log@aeron-udp}): written locally through the
 * store it serves, read by consumers through a connection each, as a stream server's clients read.
 * In the run's own JVM the first reader of a stream starts its server ({@link StreamServerProcess})
 * and {@link #release} stops it and removes what it left beside the stream (its Aeron directory); a
 * forked consumer gets the server's address in its store id ({@code log@tcp:PORT}, {@code
 * log@aeron-ipc:AERON_DIRECTORY}) and only connects.
 */
public final class ServedStore implements StreamStore {
  /** The TCP transport's id in store ids: {@code log@tcp}. */
  public static final String TCP = Transport.TCP.id();

  private final StreamStore served;
  private final Transport transport;
  private final String address;
  private final Function<Path, List<String>> serverCommand;
  private final Map<Path, StreamServerProcess> servers = new ConcurrentHashMap<>();

  /**
   * {@code served}'s streams served over {@code transport} by server processes this store starts
   * with {@code serverCommand} (the command for a stream's directory).
   */
  public ServedStore(
      StreamStore served, Transport transport, Function<Path, List<String>> serverCommand) {
    this(served, transport, null, serverCommand);
  }

  /** {@code served}'s stream served by the server at {@code address} (a fork's view). */
  public ServedStore(StreamStore served, Transport transport, String address) {
    this(served, transport, address, dir -> List.of());
  }

  private ServedStore(
      StreamStore served,
      Transport transport,
      String address,
      Function<Path, List<String>> serverCommand) {
    this.served = served;
    this.transport = transport;
    this.address = address;
    this.serverCommand = serverCommand;
  }

  @Override
  public String id() {
    return served.id() + "@" + transport.id();
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

  @Override
  public StreamAppender openAppender(Path directory, long expectedMessages, long expectedBytes)
      throws IOException {
    return served.openAppender(directory, expectedMessages, expectedBytes);
  }

  @Override
  public StreamReader openReader(Path directory) throws IOException {
    return transport.connect(address(directory));
  }

  @Override
  public String forkId(Path directory) {
    return id() + ":" + address(directory);
  }

  @Override
  public void release(Path directory) {
    StreamServerProcess server = servers.remove(directory.toAbsolutePath());
    if (server != null) {
      server.stop();
      removeLeftovers(directory);
    }
  }

  private String address(Path directory) {
    return address != null ? address : server(directory).address();
  }

  private StreamServerProcess server(Path directory) {
    return servers.computeIfAbsent(
        directory.toAbsolutePath(),
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
