package dev.wirebench.storage.fleet;

import dev.wirebench.engine.result.Environment;
import dev.wirebench.engine.result.ThroughputPoint;
import dev.wirebench.engine.throughput.ScanCeiling;
import dev.wirebench.engine.throughput.ThroughputListener;
import dev.wirebench.engine.throughput.ThroughputProgress;
import dev.wirebench.engine.throughput.ThroughputReport;
import dev.wirebench.engine.throughput.ThroughputSettings;
import dev.wirebench.storage.StoringThroughputListener;

/**
 * Stores a fleet job's throughput run as {@code throughput} stores one, tagged and checked as
 * {@link FleetRun} says, and keeps the progress line the heartbeat reports.
 */
final class FleetThroughputListener implements ThroughputListener {
  private final StoringThroughputListener storing;
  private final FleetRun run;

  FleetThroughputListener(StoringThroughputListener storing, FleetRun run) {
    this.storing = storing;
    this.run = run;
  }

  String progress() {
    return run.progress();
  }

  @Override
  public void waiting(String message) {
    run.progress("waiting: " + message);
  }

  @Override
  public void runStarted(ThroughputSettings settings, Environment environment) {
    storing.runStarted(settings, run.tag(environment));
    run.progress("throughput run started");
    run.stored(storing.runId());
  }

  @Override
  public void progress(ThroughputProgress p) {
    run.progress(p.describe());
  }

  @Override
  public void ceiling(ScanCeiling ceiling) {
    storing.ceiling(ceiling);
  }

  @Override
  public void point(ThroughputPoint point) {
    storing.point(point);
  }

  @Override
  public void warning(String warning) {
    storing.warning(warning);
  }

  @Override
  public void runFinished(ThroughputReport report) {
    storing.runFinished(report);
    run.progress("finished");
  }
}
