package dev.wirebench.app.throughput;

import dev.wirebench.engine.throughput.AxisCounts;
import dev.wirebench.engine.throughput.StoreVariant;
import java.util.List;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

/**
 * The Throughput screen's served-stream axes: the server's channels (sending threads) and CPU
 * limit, and the streams the consumers spread over, each a list to sweep ({@code 1,2} or {@code
 * 1-4}; blank: one sending thread per consumer, no CPU limit, one stream). Crossed with the chosen
 * stores into store variants ({@link StoreVariant#cross}), each its own curve.
 */
public final class ServerAxes {
  private final StringProperty channels = new SimpleStringProperty("");
  private final StringProperty serverCpus = new SimpleStringProperty("");
  private final StringProperty streams = new SimpleStringProperty("");

  /** Sending threads of the server, e.g. {@code 2,4,6}; blank: one per consumer. */
  public StringProperty channelsProperty() {
    return channels;
  }

  /** CPUs the server may use, e.g. {@code 1,2}; blank: no limit. */
  public StringProperty serverCpusProperty() {
    return serverCpus;
  }

  /** Streams the consumers spread over, e.g. {@code 1,4}; blank: one. */
  public StringProperty streamsProperty() {
    return streams;
  }

  /**
   * The store ids {@code ids} crossed with the axes.
   *
   * @throws IllegalArgumentException with a sentence fit to show under the form
   */
  List<String> cross(List<String> ids) {
    return StoreVariant.cross(
        ids,
        counts("Channels", channels.get()),
        counts("Server CPUs", serverCpus.get()),
        counts("Streams", streams.get()));
  }

  /** {@code 1,2,4}, {@code 1-8} or {@code 1..8}; blank is none (the axis is not swept). */
  static List<Integer> counts(String field, String text) {
    return AxisCounts.parse(field + ":", text, StoreVariant.MAX_STREAMS);
  }
}
