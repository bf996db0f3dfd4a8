package dev.wirebench.app.fleet;

import dev.wirebench.storage.fleet.AgentRegistry;
import dev.wirebench.storage.fleet.FleetJob;
import java.time.Instant;
import java.util.List;

/**
 * What the Queue screen shows, read in one go.
 *
 * @param teamStore whether the open database is a team store (an SQLite file has no fleet)
 * @param store the open database as the status bar names it
 * @param jobs the newest jobs, newest first
 * @param agents the known agent hosts, by name
 * @param batch the jobs queued together with the selected one (its batch), or empty
 * @param readAt when it was read (this machine's clock)
 */
public record QueueSnapshot(
    boolean teamStore,
    String store,
    List<FleetJob> jobs,
    List<AgentRegistry.Agent> agents,
    List<FleetJob> batch,
    Instant readAt) {
  public QueueSnapshot {
    jobs = List.copyOf(jobs);
    agents = List.copyOf(agents);
    batch = List.copyOf(batch);
  }

  static QueueSnapshot noTeamStore(String store) {
    return new QueueSnapshot(false, store, List.of(), List.of(), List.of(), Instant.now());
  }
}
