package dev.wirebench.storage.fleet;

import java.util.Locale;

/** Where a fleet job is: waiting, held by an agent (claimed, then running), or ended. */
public enum JobState {
  QUEUED,
  CLAIMED,
  RUNNING,
  DONE,
  FAILED,
  CANCELLED;

  /** The stored and printed form: {@code queued}. */
  public String id() {
    return name().toLowerCase(Locale.ROOT);
  }

  static JobState of(String id) {
    return valueOf(id.toUpperCase(Locale.ROOT));
  }

  /** Whether the job has ended (nothing more happens to it unless retried). */
  public boolean ended() {
    return this == DONE || this == FAILED || this == CANCELLED;
  }
}
