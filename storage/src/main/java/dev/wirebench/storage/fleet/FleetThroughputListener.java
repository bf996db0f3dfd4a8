package dev.wirebench.storage.fleet;

import dev.wirebench.engine.result.Environment;
import dev.wirebench.engine.result.ThroughputPoint;
import dev.wirebench.engine.throughput.ScanCeiling;
import dev.wirebench.engine.throughput.ThroughputListener;
import dev.wirebench.engine.throughput.ThroughputProgress;
import dev.wirebench.engine.throughput.ThroughputReport;
import dev.wirebench.engine.throughput.ThroughputSettings;
import dev.wirebench.storage.StoringThroughputListener;
import java.util.Map;

/**
 * Stores a fleet job's throughput run as {@code throughput} stores one, its environment tagged with
 * the job, try and agent host ({@link FleetRunListener}'s keys), and keeps the progress line the
 * heartbeat reports.
 */
final class FleetThroughputListener implements ThroughputListener {
  private final StoringThroughputListener storing;
  private final JobLeases leases;
  private final Claim claim;
  private final String host;
  private final Runnable claimLost;
  private volatile String progress = "starting";

  FleetThroughputListener(
      StoringThroughputListener storing,
      JobLeases leases,
      Claim claim,
      String host,
      Runnable claimLost) {
    this.storing = storing;
    this.leases = leases;
    this.claim = claim;
    this.host = host;
    this.claimLost = claimLost;
  }

  String progress() {
    return progress;
  }

  @Override
  public void waiting(String message) {
    progress = "waiting: " + message;
  }

  @Override
  public void runStarted(ThroughputSettings settings, Environment environment) {
    Environment tagged =
        environment.with(
            Map.of(
                Environment.HOST,
                host,
                FleetRunListener.AGENT,
                host,
                FleetRunListener.JOB,
                Long.toString(claim.jobId()),
                FleetRunListener.TRY,
                Integer.toString(claim.tries())));
    storing.runStarted(settings, tagged);
    progress = "throughput run started";
    if (storing.runId() >= 0 && !leases.running(claim, storing.runId())) {
      claimLost.run();
    }
  }

  @Override
  public void progress(ThroughputProgress p) {
    progress = p.describe();
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
    progress = "finished";
  }
}
