package dev.wirebench.app.throughput;

/** What the throughput chart plots against the consumer count. */
public enum ChartMode {
  /** All consumers together, msg/s, with each stream's scan ceiling. */
  COMBINED("Combined", "msg/s, all consumers"),
  /** One consumer's median, msg/s, with each stream's scan ceiling. */
  PER_CONSUMER("Per consumer", "msg/s, one consumer"),
  /** One consumer's median as a percentage of what one thread scans without decoding. */
  PERCENT_OF_SCAN("% of scan", "% of scan, one consumer");

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

  /** The value axis's title. */
  public String axis() {
    return axis;
  }

  @Override
  public String toString() {
    return label;
  }
}
