package dev.wirebench.engine.throughput.served;

import dev.wirebench.engine.throughput.stream.StreamReader;
import dev.wirebench.engine.throughput.stream.StreamStore;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;

/**
 * How a stream server delivers a stream to its consumers: the part after {@code @} in a served
 * store's id ({@code log@tcp}, {@code log@aeron-ipc}, {@code log@aeron-udp}). A server says where
 * it can be reached (a TCP port, an Aeron directory); a consumer connects there.
 */
public enum Transport {
  /** JDK NIO TCP on loopback ({@link TcpStreamServer}). */
  TCP("tcp", "TCP", "JDK NIO TCP on loopback"),
  /** Aeron IPC through the server's embedded media driver ({@link AeronStreamServer}). */
  AERON_IPC("aeron-ipc", "Aeron IPC", "Aeron " + AeronSettings.VERSION + " IPC, embedded driver"),
  /** Aeron UDP on loopback through the server's embedded media driver. */
  AERON_UDP(
      "aeron-udp",
      "Aeron UDP",
      "Aeron " + AeronSettings.VERSION + " UDP on loopback, embedded driver");

  private final String id;
  private final String displayName;
  private final String library;

  Transport(String id, String displayName, String library) {
    this.id = id;
    this.displayName = displayName;
    this.library = library;
  }

  /** The id in store ids: {@code tcp}, {@code aeron-ipc}, {@code aeron-udp}. */
  public String id() {
    return id;
  }

  String displayName() {
    return displayName;
  }

  String library() {
    return library;
  }

  boolean aeron() {
    return this != TCP;
  }

  /** The ids, comma-separated: what a message naming the known transports lists. */
  public static String ids() {
    return java.util.Arrays.stream(values())
        .map(Transport::id)
        .collect(java.util.stream.Collectors.joining(", "));
  }

  /** The transport with this id, or null. */
  public static Transport byId(String id) {
    for (Transport transport : values()) {
      if (transport.id.equals(id)) {
        return transport;
      }
    }
    return null;
  }

  /**
   * Serves the stream directories of {@code store} in {@code streams} until the process ends, with
   * {@code channels} sending threads (0: one per consumer), after saying where consumers reach it
   * on {@code out}. Runs in the stream server JVM.
   */
  public void serve(StreamStore store, Path streams, int channels, PrintStream out)
      throws IOException {
    if (aeron()) {
      AeronStreamServer.listen(store, streams, this, channels, out);
    } else {
      TcpStreamServer.listen(store, streams, channels, out);
    }
  }

  /**
   * A consumer's read of the stream {@code name} served at {@code address} (what the server said).
   */
  StreamReader connect(String address, String name) throws IOException {
    if (aeron()) {
      return AeronStreamReader.connect(this, Path.of(address), name);
    }
    try {
      return TcpStreamReader.connect(Integer.parseInt(address), name);
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException("not a TCP port: " + address, e);
    }
  }

  /** What a server of the streams in {@code streams} leaves beside them, removed when it stops. */
  Path leftovers(Path streams) {
    return aeron() ? AeronSettings.directory(streams) : null;
  }
}
