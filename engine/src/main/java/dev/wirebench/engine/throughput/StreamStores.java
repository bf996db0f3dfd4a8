package dev.wirebench.engine.throughput;

import dev.wirebench.engine.throughput.chronicle.ChronicleQueueStore;
import dev.wirebench.engine.throughput.log.MappedLogStore;
import dev.wirebench.engine.throughput.served.ServedStore;
import dev.wirebench.engine.throughput.stream.StreamStore;
import java.util.List;

/** The stream stores Wirebench measures, by id. */
public final class StreamStores {
  private StreamStores() {}

  /** The ids, Wirebench's own log first, then the same stores served over TCP. */
  public static List<String> ids() {
    return List.of(
        MappedLogStore.ID,
        ChronicleQueueStore.ID,
        MappedLogStore.ID + "@" + ServedStore.TCP,
        ChronicleQueueStore.ID + "@" + ServedStore.TCP);
  }

  /**
   * The store with this id.
   *
   * @throws IllegalArgumentException naming the known ids if there is none
   */
  public static StreamStore create(String id) {
    int at = id.indexOf('@');
    if (at > 0) {
      return served(id, id.substring(0, at), id.substring(at + 1));
    }
    return switch (id) {
      case MappedLogStore.ID -> new MappedLogStore();
      case ChronicleQueueStore.ID -> new ChronicleQueueStore();
      default ->
          throw new IllegalArgumentException(
              "unknown stream store '" + id + "'; known stores: " + String.join(", ", ids()));
    };
  }

  /** {@code store@tcp}, or {@code store@tcp:PORT} as a forked consumer gets it. */
  private static StreamStore served(String id, String store, String transport) {
    int colon = transport.indexOf(':');
    String kind = colon < 0 ? transport : transport.substring(0, colon);
    if (!kind.equals(ServedStore.TCP) || store.contains("@")) {
      throw new IllegalArgumentException(
          "unknown stream store '" + id + "'; known stores: " + String.join(", ", ids()));
    }
    StreamStore local = create(store);
    if (colon < 0) {
      return new ServedStore(local, dir -> StreamServerMain.command(store, dir));
    }
    try {
      return new ServedStore(local, Integer.parseInt(transport.substring(colon + 1)));
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException("stream store '" + id + "': not a port", e);
    }
  }
}
