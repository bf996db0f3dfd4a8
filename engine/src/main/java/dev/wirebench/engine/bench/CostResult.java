package dev.wirebench.engine.bench;

import dev.wirebench.engine.workload.CostVariant;

/**
 * One measured cost: a variant's encode or decode, JMH's average time with its error.
 *
 * @param variant what was measured
 * @param on the messages: the bundled fixture's id, or {@code OLD} / {@code NEW} (whose messages)
 * @param meanBytes the mean payload size over the messages, in bytes; NaN if none was made
 * @param operation encode or decode
 * @param score JMH's score (mean ns/op over every measured iteration), NaN if it failed
 * @param error the half-width of JMH's 99.9% confidence interval (NaN with fewer than two
 *     iterations in all)
 * @param unit the score's unit ({@code ns/op})
 * @param forks measured forks
 * @param iterations measured iterations per fork
 * @param failure why it did not run or failed, or null
 */
public record CostResult(
    CostVariant variant,
    String on,
    double meanBytes,
    Operation operation,
    double score,
    double error,
    String unit,
    int forks,
    int iterations,
    String failure) {
  /** Whether it has a score. */
  public boolean measured() {
    return failure == null;
  }
}
