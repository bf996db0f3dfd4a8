package dev.wirebench.app.cli;

import dev.wirebench.engine.result.ThroughputPoint;
import dev.wirebench.engine.throughput.ScanCeiling;
import dev.wirebench.engine.throughput.ThroughputListener;
import dev.wirebench.engine.throughput.ThroughputProgress;
import java.io.PrintWriter;
import java.util.Locale;

/** Live progress of a throughput run on stderr: one line per step, write progress by fifths. */
final class ThroughputProgressPrinter implements ThroughputListener {
  private final PrintWriter err;
  private int lastStep;
  private long lastFifth = -1;

  ThroughputProgressPrinter(PrintWriter err) {
    this.err = err;
  }

  @Override
  public void waiting(String message) {
    err.println(message);
    err.flush();
  }

  @Override
  public void progress(ThroughputProgress progress) {
    boolean newStep = progress.step() != lastStep;
    if (progress.phase() == ThroughputProgress.Phase.WRITING) {
      long fifth = progress.done() * 5 / Math.max(1, progress.total());
      if (!newStep && fifth == lastFifth) {
        return;
      }
      lastFifth = fifth;
    } else if (!newStep) {
      return;
    }
    lastStep = progress.step();
    err.println(progress.describe());
    err.flush();
  }

  @Override
  public void ceiling(ScanCeiling ceiling) {
    err.printf(
        Locale.ROOT,
        "  scan ceiling %s/%s: %s msg/s, %.0f MB/s (median of the %d passes)%n",
        ceiling.store(),
        ceiling.codec(),
        ThroughputTable.rate(ceiling.msgPerSec()),
        ceiling.mbPerSec(),
        ceiling.samplesMsgPerSec().size());
    err.flush();
  }

  @Override
  public void point(ThroughputPoint point) {
    err.printf(
        Locale.ROOT,
        "  %s msg/s combined, %.0f MB/s; scan pass before it %s msg/s%n",
        ThroughputTable.rate(point.combinedMsgPerSec()),
        point.combinedMbPerSec(),
        ThroughputTable.rate(point.scanCeilingMsgPerSec()));
    err.flush();
  }

  @Override
  public void warning(String warning) {
    err.println("  warning: " + warning);
    err.flush();
  }
}
