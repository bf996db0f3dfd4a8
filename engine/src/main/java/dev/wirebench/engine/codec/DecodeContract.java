package dev.wirebench.engine.codec;

/**
 * How a codec's decode produces its result. Decode timings are only comparable between codecs with
 * the same contract, so every result carries it.
 */
public enum DecodeContract {
  /** Fills the caller's instance in place; can run without allocating. */
  FILLS_REUSED("fills the caller's instance in place"),
  /** Reads each field straight from the buffer (a flyweight) and copies it into the instance. */
  FLYWEIGHT("flyweight: reads fields in place from the buffer into the caller's instance"),
  /** Parses into the library's own generated object, then copies that into the instance. */
  VIA_LIBRARY_OBJECT(
      "parses into the library's own object, then copies into the caller's instance"),
  /** Builds a new object graph on every decode; the caller's instance is not reused. */
  MATERIALIZES("builds a new object graph on every decode");

  private final String description;

  DecodeContract(String description) {
    this.description = description;
  }

  public String description() {
    return description;
  }
}
