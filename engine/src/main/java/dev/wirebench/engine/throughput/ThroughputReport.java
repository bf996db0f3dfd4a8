package dev.wirebench.engine.throughput;

import dev.wirebench.engine.result.Environment;
import dev.wirebench.engine.result.RunStatus;
import dev.wirebench.engine.result.ThroughputPoint;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Objects;

/**
 * What a throughput run produced.
 *
 * @param settings what was asked
 * @param status COMPLETE; PARTIAL if cancelled or failed after some points; FAILED if nothing
 *     usable
 * @param cancelled whether it was cancelled
 * @param ceilings the scan ceiling of each store x codec stream measured
 * @param points every finished repetition of every point, in order
 * @param warnings things the user should know about the numbers
 * @param failure why it stopped early, or null
 * @param keptDirectory where the stream files are, if kept; else null (they were deleted)
 * @param environment what the run ran on (empty if it never started)
 * @param startedAt when the run got the measurement lock (or gave up waiting for it)
 * @param finishedAt when it ended
 */
public record ThroughputReport(
    ThroughputSettings settings,
    RunStatus status,
    boolean cancelled,
    List<ScanCeiling> ceilings,
    List<ThroughputPoint> points,
    List<String> warnings,
    String failure,
    Path keptDirectory,
    Environment environment,
    Instant startedAt,
    Instant finishedAt) {
  public ThroughputReport {
    Objects.requireNonNull(settings, "settings");
    Objects.requireNonNull(status, "status");
    Objects.requireNonNull(environment, "environment");
    ceilings = List.copyOf(ceilings);
    points = List.copyOf(points);
    warnings = List.copyOf(warnings);
  }

  /** The points reduced to medians and spread, one per store x codec x K. */
  public List<PointSummary> summaries() {
    return PointSummary.of(points);
  }
}
