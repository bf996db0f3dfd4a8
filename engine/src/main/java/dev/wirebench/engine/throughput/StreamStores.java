package dev.wirebench.engine.throughput;

import dev.wirebench.engine.throughput.chronicle.ChronicleQueueStore;
import dev.wirebench.engine.throughput.log.MappedLogStore;
import dev.wirebench.engine.throughput.served.ServedStore;
import dev.wirebench.engine.throughput.served.Transport;
import dev.wirebench.engine.throughput.stream.StreamStore;
import java.util.ArrayList;
import java.util.List;

/** The stream stores Wirebench measures, by id. */
public final class StreamStores {
  private StreamStores() {}

  /** The ids, Wirebench's own log first, then the same stores served over each transport. */
  public static List<String> ids() {
    List<String> ids = new ArrayList<>(List.of(MappedLogStore.ID, ChronicleQueueStore.ID));
    for (Transport transport : Transport.values()) {
      ids.add(MappedLogStore.ID + "@" + transport.id());
      ids.add(ChronicleQueueStore.ID + "@" + transport.id());
    }
    return List.copyOf(ids);
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

  /**
   * {@code store@TRANSPORT}, or {@code store@TRANSPORT:ADDRESS} as a forked consumer gets it (a TCP
   * port, an Aeron directory).
   */
  private static StreamStore served(String id, String store, String rest) {
    int colon = rest.indexOf(':');
    Transport transport = Transport.byId(colon < 0 ? rest : rest.substring(0, colon));
    if (transport == null || store.contains("@")) {
      throw new IllegalArgumentException(
          "unknown stream store '" + id + "'; known stores: " + String.join(", ", ids()));
    }
    StreamStore local = create(store);
    if (colon < 0) {
      return new ServedStore(
          local, transport, dir -> StreamServerMain.command(store, transport, dir));
    }
    String address = rest.substring(colon + 1);
    if (transport == Transport.TCP && !address.matches("\\d{1,5}")) {
      throw new IllegalArgumentException("stream store '" + id + "': not a port");
    }
    if (transport != Transport.TCP && address.isEmpty()) {
      throw new IllegalArgumentException("stream store '" + id + "': no Aeron directory");
    }
    return new ServedStore(local, transport, address);
  }
}
