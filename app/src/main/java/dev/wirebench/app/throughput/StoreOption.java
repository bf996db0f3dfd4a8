package dev.wirebench.app.throughput;

import java.util.List;

/**
 * A choice in the store picker: one stream store, or several measured side by side.
 *
 * @param label what the picker shows
 * @param ids the store ids it runs, in order
 */
public record StoreOption(String label, List<String> ids) {
  public StoreOption {
    ids = List.copyOf(ids);
  }

  /** The mapped log, Chronicle Queue, and both side by side. */
  static List<StoreOption> standard() {
    return List.of(
        new StoreOption("Mapped log (Wirebench)", List.of("log")),
        new StoreOption("Chronicle Queue", List.of("chronicle")),
        new StoreOption("Both, side by side", List.of("log", "chronicle")));
  }

  @Override
  public String toString() {
    return label;
  }
}
