package dev.wirebench.storage.fleet;

import dev.wirebench.engine.env.MachineCheck;
import dev.wirebench.storage.PostgresUrl;
import java.nio.file.Path;
import java.time.Duration;

/**
 * An agent's options.
 *
 * @param url the team store
 * @param lease how long a claim lives without a heartbeat (renewed every quarter of it)
 * @param safetyPoll how long to wait for a NOTIFY before looking at the queue anyway
 * @param busyRecheck how long a busy host waits before looking at the machine again
 * @param retryPause how long to wait before trying an unreachable store again
 * @param refuseWhenBusy claim nothing while the machine check says the host is busy
 * @param machineCheck the machine check used for that
 * @param files where the agent keeps the message and schema files jobs carry ({@link FleetFiles})
 */
public record AgentSettings(
    PostgresUrl url,
    Duration lease,
    Duration safetyPoll,
    Duration busyRecheck,
    Duration retryPause,
    boolean refuseWhenBusy,
    MachineCheck machineCheck,
    Path files) {
  public static final Duration DEFAULT_LEASE = Duration.ofSeconds(60);
  public static final Duration DEFAULT_SAFETY_POLL = Duration.ofSeconds(30);

  /** The defaults: 60 s leases, a 30 s safety poll, busy hosts look again every 30 s. */
  public static AgentSettings defaults(PostgresUrl url, boolean refuseWhenBusy) {
    return new AgentSettings(
        url,
        DEFAULT_LEASE,
        DEFAULT_SAFETY_POLL,
        Duration.ofSeconds(30),
        Duration.ofSeconds(2),
        refuseWhenBusy,
        MachineCheck.thisMachine(),
        Path.of(System.getProperty("java.io.tmpdir"), "wirebench-fleet-files"));
  }

  public AgentSettings withLease(Duration lease) {
    return new AgentSettings(
        url, lease, safetyPoll, busyRecheck, retryPause, refuseWhenBusy, machineCheck, files);
  }

  public AgentSettings withSafetyPoll(Duration poll) {
    return new AgentSettings(
        url, lease, poll, busyRecheck, retryPause, refuseWhenBusy, machineCheck, files);
  }

  public AgentSettings withMachineCheck(MachineCheck check) {
    return new AgentSettings(
        url, lease, safetyPoll, busyRecheck, retryPause, refuseWhenBusy, check, files);
  }

  /** These settings with carried files kept in {@code dir}. */
  public AgentSettings withFiles(Path dir) {
    return new AgentSettings(
        url, lease, safetyPoll, busyRecheck, retryPause, refuseWhenBusy, machineCheck, dir);
  }
}
