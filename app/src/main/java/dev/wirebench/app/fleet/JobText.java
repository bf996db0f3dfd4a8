package dev.wirebench.app.fleet;

import dev.wirebench.storage.fleet.FleetJob;
import dev.wirebench.storage.fleet.JobState;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.Locale;

/** How the Queue screen words a job: its host, progress, ETA and note, as `queue list` does. */
final class JobText {
  private static final DateTimeFormatter CLOCK =
      DateTimeFormatter.ofPattern("HH:mm:ss").withZone(ZoneId.systemDefault());
  private static final String ETA = ", ETA ";

  private JobText() {}

  /** The agent that holds or held it, else the host it needs. */
  static String host(FleetJob job) {
    return job.agent() != null ? job.agent() : "needs " + job.requirements().describe();
  }

  /** The agent's last word while it holds the job; the outcome once it ended. */
  static String progress(FleetJob job) {
    if (job.state() == JobState.CLAIMED || job.state() == JobState.RUNNING) {
      String p = job.progress();
      int eta = p.lastIndexOf(ETA);
      return eta < 0 ? p : p.substring(0, eta);
    }
    if (job.state() == JobState.QUEUED) {
      return job.matchable() ? "waiting for an agent" : "no known agent host matches";
    }
    return job.error() == null ? "" : job.error();
  }

  /** The ETA the agent's heartbeat reported, or empty. */
  static String eta(FleetJob job) {
    if (job.state() != JobState.CLAIMED && job.state() != JobState.RUNNING) {
      return "";
    }
    int eta = job.progress().lastIndexOf(ETA);
    return eta < 0 ? "" : job.progress().substring(eta + ETA.length());
  }

  /** How long it waited in the queue before its current or last claim, or empty. */
  static String waited(FleetJob job) {
    if (job.claimedAt() == null || job.queuedAt() == null) {
      return "";
    }
    return duration(Duration.between(job.queuedAt(), job.claimedAt()));
  }

  static String duration(Duration d) {
    long ms = Math.max(0, d.toMillis());
    if (ms < 10_000) {
      return String.format(Locale.ROOT, "%.1f s", ms / 1000.0);
    }
    long s = ms / 1000;
    return s < 120 ? s + " s" : s < 7200 ? s / 60 + " min" : s / 3600 + " h";
  }

  static String clock(Instant at) {
    return at == null ? "" : CLOCK.format(at);
  }

  /** The line under the table: counts by state, agents, when read. */
  static String summary(QueueSnapshot snapshot) {
    if (!snapshot.teamStore()) {
      return "";
    }
    long waiting = snapshot.jobs().stream().filter(j -> j.state() == JobState.QUEUED).count();
    long running = snapshot.jobs().stream().filter(j -> !j.state().ended()).count() - waiting;
    return snapshot.jobs().size()
        + " jobs listed · "
        + waiting
        + " waiting · "
        + running
        + " held by agents · "
        + snapshot.agents().size()
        + (snapshot.agents().size() == 1 ? " agent" : " agents")
        + " · read "
        + clock(snapshot.readAt());
  }

  /** What cancelling did, by the state the job was in. */
  static String cancelled(long id, JobState was) {
    return "Job "
        + id
        + " cancelled"
        + (was == JobState.QUEUED
            ? " before any agent took it."
            : " while "
                + was.id()
                + ": its agent stops at its next heartbeat (forks killed)"
                + " and keeps what it stored so far.");
  }
}
