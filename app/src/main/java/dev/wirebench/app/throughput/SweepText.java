package dev.wirebench.app.throughput;

import dev.wirebench.engine.throughput.ThroughputReport;
import java.time.Duration;
import java.util.Locale;

/** The Throughput screen's words about a sweep: how it ended, and what the empty chart says. */
final class SweepText {
  static final String NO_SWEEP =
      "No sweep yet.\nRun one to chart combined and per-consumer msg/s against the number of"
          + " consumers,\nwith the memory-scan ceiling (one thread reading the bytes without"
          + " decoding) as a dashed line.";

  static final String FIRST_POINT =
      "Measuring the first point…\nThe chart draws each point as its repetitions finish.";

  private SweepText() {}

  /**
   * What the chart says where it has no curve: nothing once it has one, that the first point is
   * being measured while a sweep runs, else how to start one.
   */
  static String chartPlaceholder(boolean running, boolean noCurve) {
    if (!noCurve) {
      return "";
    }
    return running ? FIRST_POINT : NO_SWEEP;
  }

  /**
   * {@code Complete: 2 points (6 measurements) in 4.2 s — stored as run #7 …}: the points are the
   * chart's and the table's (one per store × codec × K, its repetitions reduced), so the count
   * matches what is shown; the measurements, every repetition, follow in brackets.
   */
  static String ended(ThroughputService.Outcome outcome, int shownPoints) {
    ThroughputReport report = outcome.report();
    int measured = report.points().size();
    String stored =
        outcome.runId() < 0
            ? ""
            : outcome.storageFailure() != null
                ? " — not fully stored (run #" + outcome.runId() + ")"
                : " — stored as run #" + outcome.runId() + " in the run database";
    Duration took = Duration.between(report.startedAt(), report.finishedAt());
    return String.format(
            Locale.ROOT,
            "%s: %d point%s%s in %.1f s",
            report.cancelled() ? "Cancelled" : report.failure() != null ? "Failed" : "Complete",
            shownPoints,
            shownPoints == 1 ? "" : "s",
            measured == shownPoints
                ? ""
                : " (" + measured + " measurement" + (measured == 1 ? "" : "s") + ")",
            took.toMillis() / 1000.0)
        + stored;
  }
}
