package dev.wirebench.app.throughput;

/** What the throughput chart plots: against the consumer count, or against the server's CPUs. */
public enum ChartMode {
  /** All consumers together, msg/s, with each stream's scan ceiling. */
  COMBINED("Combined", "msg/s, all consumers"),
  /** One consumer's median, msg/s, with each stream's scan ceiling. */
  PER_CONSUMER("Per consumer", "msg/s, one consumer"),
  /** One consumer's median as a percentage of what one thread scans without decoding. */
  PERCENT_OF_SCAN("% of scan", "% of scan, one consumer"),
  /**
   * All consumers together at the sweep's largest K against the CPUs the stream server may use: the
   * study's "rate vs server CPUs", one line per served store and codec.
   */
  SERVER_CPUS("By server CPUs", "msg/s, all consumers, largest K");

  private final String label;
  private final String axis;

  ChartMode(String label, String axis) {
    this.label = label;
    this.axis = axis;
  }

  /** The switch's text. */
  public String label() {
    return label;
  }

  /** The horizontal axis's title. */
  public String xAxis() {
    return this == SERVER_CPUS ? "Server CPUs (P)" : "Consumers (K)";
  }

  /** The value axis's title. */
  public String axis() {
    return axis;
  }

  @Override
  public String toString() {
    return label;
  }
}
