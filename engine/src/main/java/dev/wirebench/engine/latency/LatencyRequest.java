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
 * @param cooler what runs between two operations
 */
public record LatencyRequest(
    String codec,
    String fixture,
    String operation,
    long warmupOps,
    long measuredOps,
    CoolerSpec cooler) {
  public LatencyRequest {
    Objects.requireNonNull(codec, "codec");
    Objects.requireNonNull(fixture, "fixture");
    Objects.requireNonNull(operation, "operation");
    Objects.requireNonNull(cooler, "cooler");
    if (warmupOps < 0 || measuredOps < 1) {
      throw new IllegalArgumentException(
          "a latency run needs at least 1 measured operation and no negative warm-up");
    }
  }
}
