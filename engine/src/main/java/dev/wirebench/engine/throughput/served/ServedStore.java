package dev.wirebench.engine.throughput.served;

import dev.wirebench.engine.throughput.stream.StreamAppender;
import dev.wirebench.engine.throughput.stream.StreamReader;
import dev.wirebench.engine.throughput.stream.StreamStore;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;

/**
 * A stream store whose streams are served by a stream server process over TCP on loopback ({@code
 * log@tcp}): written locally through the store it serves, read by consumers through a connection
 * each, as a stream server's clients read. In the run's own JVM the first reader of a stream starts
 * its server ({@link StreamServerProcess}) and {@link #release} stops it; a forked consumer gets
 * the server's port in its store id ({@code log@tcp:PORT}) and only connects.
 */
public final class ServedStore implements StreamStore {
  /** The transport's id in store ids: {@code log@tcp}. */
  public static final String TCP = "tcp";

  private final StreamStore served;
  private final int port;
  private final Function<Path, List<String>> serverCommand;
  private final Map<Path, StreamServerProcess> servers = new ConcurrentHashMap<>();

  /**
   * {@code served}'s streams served by server processes this store starts with {@code
   * serverCommand} (the command for a stream's directory).
   */
  public ServedStore(StreamStore served, Function<Path, List<String>> serverCommand) {
    this(served, -1, serverCommand);
  }

  /** {@code served}'s stream served by the server listening on {@code port} (a fork's view). */
  public ServedStore(StreamStore served, int port) {
    this(served, port, dir -> List.of());
  }

  private ServedStore(StreamStore served, int port, Function<Path, List<String>> serverCommand) {
    this.served = served;
    this.port = port;
    this.serverCommand = serverCommand;
  }

  @Override
  public String id() {
    return served.id() + "@" + TCP;
  }

  @Override
  public String displayName() {
    return served.displayName() + " served over TCP";
  }

  @Override
  public String library() {
    return served.library() + " · stream server process, JDK NIO TCP on loopback";
  }

  @Override
  public StreamAppender openAppender(Path directory, long expectedMessages, long expectedBytes)
      throws IOException {
    return served.openAppender(directory, expectedMessages, expectedBytes);
  }

  @Override
  public StreamReader openReader(Path directory) throws IOException {
    return TcpStreamReader.connect(port >= 0 ? port : server(directory).port());
  }

  @Override
  public String forkId(Path directory) {
    return id() + ":" + (port >= 0 ? port : server(directory).port());
  }

  @Override
  public void release(Path directory) {
    StreamServerProcess server = servers.remove(directory.toAbsolutePath());
    if (server != null) {
      server.stop();
    }
  }

  private StreamServerProcess server(Path directory) {
    return servers.computeIfAbsent(
        directory.toAbsolutePath(),
        dir -> StreamServerProcess.start(serverCommand.apply(dir), dir));
  }
}
