package dev.wirebench.storage.fleet;

import java.time.Duration;

/**
 * A job an agent holds: its lease is renewed by {@link JobLeases#heartbeat} and ends with {@link
 * JobLeases#finish}, {@link JobLeases#release} or {@link JobLeases#giveUp}.
 *
 * @param jobId the job
 * @param claimId this claim (its {@code fleet_attempts} row)
 * @param tries the job's tries including this one
 * @param maxTries the job's limit
 * @param label what the job measures
 * @param planJson the plan to run
 * @param waited how long the job waited in the queue before this claim
 */
public record Claim(
    long jobId,
    long claimId,
    int tries,
    int maxTries,
    String label,
    String planJson,
    Duration waited) {}
