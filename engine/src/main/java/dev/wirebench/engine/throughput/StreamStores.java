package dev.wirebench.engine.throughput;

import dev.wirebench.engine.throughput.chronicle.ChronicleQueueStore;
import dev.wirebench.engine.throughput.log.MappedLogStore;
import dev.wirebench.engine.throughput.stream.StreamStore;
import java.util.List;

/** The stream stores Wirebench measures, by id. */
public final class StreamStores {
  private StreamStores() {}

  /** The ids, Wirebench's own log first. */
  public static List<String> ids() {
    return List.of(MappedLogStore.ID, ChronicleQueueStore.ID);
  }

  /**
   * The store with this id.
   *
   * @throws IllegalArgumentException naming the known ids if there is none
   */
  public static StreamStore create(String id) {
    return switch (id) {
      case MappedLogStore.ID -> new MappedLogStore();
      case ChronicleQueueStore.ID -> new ChronicleQueueStore();
      default ->
          throw new IllegalArgumentException(
              "unknown stream store '" + id + "'; known stores: " + String.join(", ", ids()));
    };
  }
}
