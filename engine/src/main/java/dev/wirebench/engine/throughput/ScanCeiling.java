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

  /**
   * The median pass — the same statistic as every point's rate, so "% of scan" divides like by like
   * (the best pass would flatter the ceiling by whatever luck it had).
   */
  public double msgPerSec() {
    double[] values = samplesMsgPerSec.stream().mapToDouble(Double::doubleValue).toArray();
    return PointSummary.median(values);
  }

  /** (max − min) / median of the passes, in percent: the spread beside the median. */
  public double spreadPercent() {
    return (Collections.max(samplesMsgPerSec) - Collections.min(samplesMsgPerSec))
        / msgPerSec()
        * 100;
  }

  /** {@link #msgPerSec()} in MB (10^6 bytes) of payload per second. */
  public double mbPerSec() {
    return msgPerSec() * streamBytes / messages / 1e6;
  }
}
