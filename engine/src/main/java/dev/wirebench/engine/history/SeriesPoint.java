package dev.wirebench.engine.history;

import java.time.Instant;
import java.util.Objects;

/**
 * One run's result in a series.
 *
 * @param runId the run
 * @param runLabel the run's label (may be empty)
 * @param startedAt when the run started: the series' time axis
 * @param score the score, in the series' unit
 * @param error the half-width of the score's confidence interval in the series' unit (JMH's 99.9 %
 *     error), NaN if unknown
 * @param resultId the stored result (-1 if unknown): where its per-fork iterations can be read
 */
public record SeriesPoint(
    long runId, String runLabel, Instant startedAt, double score, double error, long resultId) {
  public SeriesPoint {
    Objects.requireNonNull(startedAt, "startedAt");
    runLabel = runLabel == null ? "" : runLabel;
  }

  /** A point whose stored result is not known. */
  public SeriesPoint(long runId, String runLabel, Instant startedAt, double score, double error) {
    this(runId, runLabel, startedAt, score, error, -1);
  }

  /** {@code #41} or {@code #41 nightly}. */
  public String runName() {
    return runLabel.isEmpty() ? "#" + runId : "#" + runId + " " + runLabel;
  }
}
