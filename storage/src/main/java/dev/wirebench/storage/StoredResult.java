package dev.wirebench.storage;

import dev.wirebench.engine.result.BenchResult;
import java.time.Instant;

/**
 * A benchmark result as stored.
 *
 * @param id the result's id
 * @param runId the run it belongs to
 * @param recordedAt when it was written
 * @param result the result
 */
public record StoredResult(long id, long runId, Instant recordedAt, BenchResult result) {}
