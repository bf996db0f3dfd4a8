package dev.wirebench.engine.throughput;

import dev.wirebench.engine.throughput.chronicle.ChronicleQueueStore;
import dev.wirebench.engine.throughput.log.MappedLogStore;
import dev.wirebench.engine.throughput.served.ServedStore;
import dev.wirebench.engine.throughput.served.ServerOptions;
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
   * The store with this id: a local store, a served one ({@code log@tcp+channels=2+cpus=1}), or a
   * forked consumer's view of a running server ({@code log@tcp:PORT}). A {@code +streams=M} option
   * is the runner's ({@link StoreVariant}); the store is the same.
   *
   * @throws IllegalArgumentException naming the known ids if there is none
   */
  public static StreamStore create(String id) {
    int at = id.indexOf('@');
    int colon = id.indexOf(':');
    if (at > 0 && colon > at) {
      return connected(
          id, id.substring(0, at), id.substring(at + 1, colon), id.substring(colon + 1));
    }
    StoreVariant variant = StoreVariant.parse(id);
    StreamStore local = local(id, variant.base());
    if (variant.transport() == null) {
      return local;
    }
    Transport transport = variant.transport();
    ServerOptions options = variant.server();
    return new ServedStore(
        local,
        transport,
        options,
        streams -> StreamServerMain.command(variant.base(), transport, options, streams));
  }

  private static StreamStore local(String id, String base) {
    return switch (base) {
      case MappedLogStore.ID -> new MappedLogStore();
      case ChronicleQueueStore.ID -> new ChronicleQueueStore();
      default ->
          throw new IllegalArgumentException(
              "unknown stream store '" + id + "'; known stores: " + String.join(", ", ids()));
    };
  }

  /**
   * {@code store@TRANSPORT:ADDRESS} as a forked consumer gets it (a TCP port, an Aeron directory).
   */
  private static StreamStore connected(
      String id, String store, String transportId, String address) {
    Transport transport = Transport.byId(transportId);
    if (transport == null) {
      throw new IllegalArgumentException(
          "unknown stream store '" + id + "'; known stores: " + String.join(", ", ids()));
    }
    if (transport == Transport.TCP && !address.matches("\\d{1,5}")) {
      throw new IllegalArgumentException("stream store '" + id + "': not a port");
    }
    if (transport != Transport.TCP && address.isEmpty()) {
      throw new IllegalArgumentException("stream store '" + id + "': no Aeron directory");
    }
    return new ServedStore(local(id, store), transport, address);
  }
}
