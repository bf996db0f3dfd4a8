package dev.wirebench.engine.history;

import java.time.Instant;
import java.util.Objects;

/**
 * One stored result of a benchmark key, as the store reads it for a history.
 *
 * @param runId the run
 * @param runLabel the run's label
 * @param startedAt when the run started
 * @param environment where the run ran
 * @param score the score (NaN if the result failed)
 * @param error the half-width of the score's interval (NaN if unknown)
 * @param unit the score's unit
 * @param resultId the stored result (-1 if unknown): where its per-fork iterations can be read
 */
public record HistoryRow(
    long runId,
    String runLabel,
    Instant startedAt,
    EnvironmentKey environment,
    double score,
    double error,
    String unit,
    long resultId) {
  public HistoryRow {
    Objects.requireNonNull(startedAt, "startedAt");
    Objects.requireNonNull(environment, "environment");
  }

  /** A row whose stored result is not known. */
  public HistoryRow(
      long runId,
      String runLabel,
      Instant startedAt,
      EnvironmentKey environment,
      double score,
      double error,
      String unit) {
    this(runId, runLabel, startedAt, environment, score, error, unit, -1);
  }
}
