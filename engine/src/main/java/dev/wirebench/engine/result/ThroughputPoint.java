package dev.wirebench.engine.result;

import java.util.List;
import java.util.Objects;

/**
 * One repetition of one point of a throughput sweep: K consumers each read the whole stream.
 *
 * @param store stream store id, e.g. {@code log} or {@code chronicle}
 * @param codec codec id the messages were encoded with
 * @param fixture fixture id of the message mix
 * @param consumers K, the number of concurrent consumers
 * @param repetition 0-based repetition of this point
 * @param messages N, the messages in the stream (each consumer reads all of them)
 * @param streamBytes payload bytes in the stream (framing excluded)
 * @param elapsedNanos wall time from the first consumer's start to the last one's end
 * @param combinedMsgPerSec K x N / elapsed
 * @param combinedMbPerSec K x stream bytes / elapsed, in MB (10^6 bytes) per second
 * @param perConsumerMsgPerSec each consumer's own N / its own elapsed time
 * @param scanCeilingMsgPerSec one thread reading the same bytes without decoding, msg/s: the scan
 *     pass taken just before this repetition (runs before 2026-11-25: the median of the stream's
 *     passes taken before all points); NaN if not measured
 * @param allocBytesPerMessage bytes the consumers' threads allocated per message read, averaged
 *     over the consumers (reader and codec together; NaN if not measured)
 * @param serverCpuPercent a served stream's server process: its CPU time (all threads) from the
 *     consumers' go to the last one's end over that wall time, in percent of one core (200 = two
 *     cores busy); NaN for a local read or where not measured
 */
public record ThroughputPoint(
    String store,
    String codec,
    String fixture,
    int consumers,
    int repetition,
    long messages,
    long streamBytes,
    long elapsedNanos,
    double combinedMsgPerSec,
    double combinedMbPerSec,
    List<Double> perConsumerMsgPerSec,
    double scanCeilingMsgPerSec,
    double allocBytesPerMessage,
    double serverCpuPercent) {
  public ThroughputPoint {
    Objects.requireNonNull(store, "store");
    perConsumerMsgPerSec = List.copyOf(perConsumerMsgPerSec);
  }

  /** A point without a server's CPU: a local read, or stored before it was measured. */
  // The parameters are the record's components; a parameter object would only rename them.
  @SuppressWarnings("checkstyle:ParameterNumber")
  public ThroughputPoint(
      String store,
      String codec,
      String fixture,
      int consumers,
      int repetition,
      long messages,
      long streamBytes,
      long elapsedNanos,
      double combinedMsgPerSec,
      double combinedMbPerSec,
      List<Double> perConsumerMsgPerSec,
      double scanCeilingMsgPerSec,
      double allocBytesPerMessage) {
    this(
        store,
        codec,
        fixture,
        consumers,
        repetition,
        messages,
        streamBytes,
        elapsedNanos,
        combinedMsgPerSec,
        combinedMbPerSec,
        perConsumerMsgPerSec,
        scanCeilingMsgPerSec,
        allocBytesPerMessage,
        Double.NaN);
  }

  /**
   * A point whose allocation was not measured (or not stored): {@code allocBytesPerMessage} NaN.
   */
  // The parameters are the record's components; a parameter object would only rename them.
  @SuppressWarnings("checkstyle:ParameterNumber")
  public ThroughputPoint(
      String store,
      String codec,
      String fixture,
      int consumers,
      int repetition,
      long messages,
      long streamBytes,
      long elapsedNanos,
      double combinedMsgPerSec,
      double combinedMbPerSec,
      List<Double> perConsumerMsgPerSec,
      double scanCeilingMsgPerSec) {
    this(
        store,
        codec,
        fixture,
        consumers,
        repetition,
        messages,
        streamBytes,
        elapsedNanos,
        combinedMsgPerSec,
        combinedMbPerSec,
        perConsumerMsgPerSec,
        scanCeilingMsgPerSec,
        Double.NaN);
  }
}
