package dev.wirebench.engine.codec.sbe;

import dev.wirebench.engine.codec.CodecException;

/** What the schema's uint16 group counts and var-data lengths can hold. */
final class SbeLimits {
  /** The largest group count and var-data length (uint16 minus its null value). */
  static final int MAX = 65534;

  private SbeLimits() {}

  /** {@code count}, if a uint16 group or child count can hold it. */
  static int count(int count, String path) {
    if (count > MAX) {
      throw new CodecException(
          SbeCodec.ID, -1, path, count + " items exceed the uint16 count of an SBE group");
    }
    return count;
  }
}
