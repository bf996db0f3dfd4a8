package dev.wirebench.engine.throughput;

import java.util.Collections;
import java.util.List;

/**
 * How fast one thread reads a stream through its store's reader while only summing the payload
 * bytes, without decoding: the ceiling a consumer's rate is compared with.
 *
 * @param store store id
 * @param codec codec id of the stream's payloads
 * @param messages messages per pass
 * @param streamBytes payload bytes per pass
 * @param samplesMsgPerSec the rate of each pass
 */
public record ScanCeiling(
    String store, String codec, long messages, long streamBytes, List<Double> samplesMsgPerSec) {
  public ScanCeiling {
    samplesMsgPerSec = List.copyOf(samplesMsgPerSec);
    if (samplesMsgPerSec.isEmpty()) {
      throw new IllegalArgumentException("a scan ceiling needs at least one pass");
    }
  }

  /** The best pass: noise from other work only slows a pass down, so the fastest is the limit. */
  public double msgPerSec() {
    return Collections.max(samplesMsgPerSec);
  }

  /** {@link #msgPerSec()} in MB (10^6 bytes) of payload per second. */
  public double mbPerSec() {
    return msgPerSec() * streamBytes / messages / 1e6;
  }
}
