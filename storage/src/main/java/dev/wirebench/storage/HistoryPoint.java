package dev.wirebench.storage;

import java.time.Instant;

/**
 * One benchmark's score in one run: a point of its history (sparklines, trend tables).
 *
 * @param runId the run
 * @param runLabel the run's label
 * @param startedAt when the run started
 * @param score the score (NaN if the result failed)
 * @param scoreError JMH's error (NaN if unknown)
 * @param unit the score's unit
 * @param complete whether the run completed (not partial, interrupted, failed or running)
 * @param plan the run's plan key, to draw like with like
 */
public record HistoryPoint(
    long runId,
    String runLabel,
    Instant startedAt,
    double score,
    double scoreError,
    String unit,
    boolean complete,
    PlanKey plan) {

  /** A point of a complete run whose plan is not known. */
  public HistoryPoint(
      long runId,
      String runLabel,
      Instant startedAt,
      double score,
      double scoreError,
      String unit) {
    this(
        runId, runLabel, startedAt, score, scoreError, unit, true, new PlanKey("", "", "", "", ""));
  }
}
