package dev.wirebench.app.throughput;

import java.util.List;

/**
 * A choice in the store picker: one stream store, or several measured side by side.
 *
 * @param label what the picker shows
 * @param ids the store ids it runs, in order
 */
public record StreamStoreChoice(String label, List<String> ids) {
  public StreamStoreChoice {
    ids = List.copyOf(ids);
  }

  /**
   * The mapped log, Chronicle Queue, both side by side, and the log served by a stream server
   * process over TCP, Aeron IPC and Aeron UDP on loopback beside its local read (each transport's
   * cost).
   */
  static List<StreamStoreChoice> standard() {
    return List.of(
        new StreamStoreChoice("Mapped log (Wirebench)", List.of("log")),
        new StreamStoreChoice("Chronicle Queue", List.of("chronicle")),
        new StreamStoreChoice("Both, side by side", List.of("log", "chronicle")),
        new StreamStoreChoice("Mapped log served over TCP", List.of("log@tcp")),
        new StreamStoreChoice("Mapped log: local vs served over TCP", List.of("log", "log@tcp")),
        new StreamStoreChoice("Mapped log served over Aeron IPC", List.of("log@aeron-ipc")),
        new StreamStoreChoice(
            "Mapped log: local vs TCP vs Aeron IPC", List.of("log", "log@tcp", "log@aeron-ipc")),
        new StreamStoreChoice(
            "Mapped log: local vs TCP vs Aeron IPC vs Aeron UDP",
            List.of("log", "log@tcp", "log@aeron-ipc", "log@aeron-udp")));
  }

  @Override
  public String toString() {
    return label;
  }
}
