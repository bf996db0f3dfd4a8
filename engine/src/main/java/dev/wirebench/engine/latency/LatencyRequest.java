package dev.wirebench.engine.latency;

import java.util.Objects;

/**
 * One latency measurement to run in a fork: one codec, one fixture, one operation.
 *
 * @param codec codec id
 * @param fixture bundled fixture id or file path
 * @param operation {@code encode}, {@code decode} or {@code roundtrip}
 * @param warmupOps operations run (with the cooler) before measuring
 * @param measuredOps operations timed into the histogram
 * @param cooler what runs between two operations (closed loop only)
 * @param ratePerSecond 0 for the closed loop ({@link LatencyLoop}: service time, operations back to
 *     back with the cooler between them); otherwise the target rate of the open loop ({@link
 *     OpenLoop}: response time from each operation's intended start)
 */
public record LatencyRequest(
    String codec,
    String fixture,
    String operation,
    long warmupOps,
    long measuredOps,
    CoolerSpec cooler,
    long ratePerSecond) {
  public LatencyRequest {
    Objects.requireNonNull(codec, "codec");
    Objects.requireNonNull(fixture, "fixture");
    Objects.requireNonNull(operation, "operation");
    Objects.requireNonNull(cooler, "cooler");
    if (warmupOps < 0 || measuredOps < 1) {
      throw new IllegalArgumentException(
          "a latency run needs at least 1 measured operation and no negative warm-up");
    }
    if (ratePerSecond < 0) {
      throw new IllegalArgumentException("the rate must not be negative: " + ratePerSecond);
    }
    if (ratePerSecond > 0 && cooler.kind() != CoolerSpec.Kind.NONE) {
      throw new IllegalArgumentException(
          "an open-loop run (a rate) takes no cooler: the rate sets the spacing of operations");
    }
  }

  /** A closed-loop request (no target rate). */
  public LatencyRequest(
      String codec,
      String fixture,
      String operation,
      long warmupOps,
      long measuredOps,
      CoolerSpec cooler) {
    this(codec, fixture, operation, warmupOps, measuredOps, cooler, 0);
  }

  /** Whether operations are paced at a target rate (open loop). */
  public boolean openLoop() {
    return ratePerSecond > 0;
  }
}
