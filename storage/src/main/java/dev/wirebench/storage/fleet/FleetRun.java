package dev.wirebench.storage.fleet;

import dev.wirebench.engine.result.Environment;
import java.util.Map;

/**
 * What a fleet job's run listener (benchmark or throughput) shares: the environment tags that say
 * which job, try and agent host the run was for ({@code host} is the agent's host name, so several
 * agents on one machine stay apart in History and Compare), the check that the claim still stands
 * once the run is stored, and the progress line the heartbeat reports.
 */
final class FleetRun {
  static final String JOB = "fleet.job";
  static final String TRY = "fleet.try";
  static final String AGENT = "fleet.agent";

  private final JobLeases leases;
  private final Claim claim;
  private final String host;
  private final Runnable claimLost;
  private volatile String progress = "starting";

  /**
   * @param claimLost called when the run starts but the claim is gone already (cancelled)
   */
  FleetRun(JobLeases leases, Claim claim, String host, Runnable claimLost) {
    this.leases = leases;
    this.claim = claim;
    this.host = host;
    this.claimLost = claimLost;
  }

  /** {@code environment} with the job's tags, and the agent's host name as its host. */
  Environment tag(Environment environment) {
    return environment.with(
        Map.of(
            Environment.HOST,
            host,
            AGENT,
            host,
            JOB,
            Long.toString(claim.jobId()),
            TRY,
            Integer.toString(claim.tries())));
  }

  /**
   * The run was stored as {@code runId} (negative: not stored): links it, or stops a lost claim.
   */
  void stored(long runId) {
    if (runId >= 0 && !leases.running(claim, runId)) {
      claimLost.run();
    }
  }

  String progress() {
    return progress;
  }

  void progress(String line) {
    progress = line;
  }
}
