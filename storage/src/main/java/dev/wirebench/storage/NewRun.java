package dev.wirebench.storage;

import dev.wirebench.engine.result.Environment;
import dev.wirebench.engine.result.RunKind;
import dev.wirebench.engine.result.RunStatus;
import java.time.Instant;

/**
 * A run row about to be inserted.
 *
 * @param uid the run's identity across stores: a new UUID, or the copied run's
 */
record NewRun(
    RunKind kind,
    String label,
    RunStatus status,
    Instant startedAt,
    Instant finishedAt,
    String planJson,
    Environment environment,
    String owner,
    String source,
    String sourceSha256,
    String uid) {
  /** A new run's identity. */
  static String newUid() {
    return java.util.UUID.randomUUID().toString();
  }
}
