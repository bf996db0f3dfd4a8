package dev.wirebench.app.fleet;

import dev.wirebench.storage.fleet.HostRequirements;

/**
 * How "Run on fleet…" queues a plan: the host it needs, and how many jobs.
 *
 * @param requirements the host each job needs
 * @param each one job per known agent host that meets them, pinned to it (a batch to compare)
 * @param copies jobs of the plan for any matching host, when not {@code each}
 * @param priority higher runs first
 */
public record FleetRequest(HostRequirements requirements, boolean each, int copies, int priority) {
  public FleetRequest {
    if (copies < 1) {
      throw new IllegalArgumentException("copies must be at least 1");
    }
  }
}
