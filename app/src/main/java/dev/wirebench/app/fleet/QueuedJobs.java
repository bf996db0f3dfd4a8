package dev.wirebench.app.fleet;

import java.util.List;

/**
 * What queuing wrote.
 *
 * @param ids the jobs, in order
 * @param hosts with {@code each}: the host of each job; else the known hosts that match
 */
public record QueuedJobs(List<Long> ids, List<String> hosts) {
  public QueuedJobs {
    ids = List.copyOf(ids);
    hosts = List.copyOf(hosts);
  }

  /** One line for the user: which jobs, for which hosts, and a warning if no host matches. */
  public String describe(String requirements) {
    String which =
        ids.size() == 1
            ? "job " + ids.get(0)
            : ids.size() + " jobs (" + ids.get(0) + "–" + ids.get(ids.size() - 1) + ")";
    if (hosts.isEmpty()) {
      return "Queued "
          + which
          + " for "
          + requirements
          + ". No known agent host matches yet: it waits until one starts.";
    }
    return "Queued " + which + " for " + requirements + " — hosts: " + String.join(", ", hosts);
  }
}
