package dev.wirebench.storage.fleet;

import java.time.Instant;

/**
 * A job as the queue holds it.
 *
 * @param id the job's id
 * @param label what it measures (the plan's label, else its codecs and fixtures)
 * @param planJson the plan ({@link PlanJson})
 * @param queuedBy who queued it ({@code user@host})
 * @param queuedAt when it was queued
 * @param requirements the host it needs
 * @param priority higher runs first
 * @param state where it is
 * @param tries claims counted against {@code maxTries}
 * @param maxTries after this many lost claims the job fails
 * @param agent the agent that holds or last held it, or null
 * @param leaseUntil when the current claim runs out, or null
 * @param progress the agent's last word on its progress
 * @param runId the run of the current or finishing claim, or null
 * @param error why the job failed, or what happened to its last lost claim; null if nothing did
 * @param matchable whether some known agent host meets its requirements
 * @param batch the id of the first job queued with it ({@code --each}: the same plan on each host)
 * @param claimedAt when its current or last claim began, or null
 * @param finishedAt when it ended, or null
 */
public record FleetJob(
    long id,
    String label,
    String planJson,
    String queuedBy,
    Instant queuedAt,
    HostRequirements requirements,
    int priority,
    JobState state,
    int tries,
    int maxTries,
    String agent,
    Instant leaseUntil,
    String progress,
    Long runId,
    String error,
    boolean matchable,
    long batch,
    Instant claimedAt,
    Instant finishedAt) {}
