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
 */
public record SeriesPoint(
    long runId, String runLabel, Instant startedAt, double score, double error) {
  public SeriesPoint {
    Objects.requireNonNull(startedAt, "startedAt");
    runLabel = runLabel == null ? "" : runLabel;
  }

  /** {@code #41} or {@code #41 nightly}. */
  public String runName() {
    return runLabel.isEmpty() ? "#" + runId : "#" + runId + " " + runLabel;
  }
}
