package dev.wirebench.storage;

import dev.wirebench.engine.result.Environment;
import dev.wirebench.engine.result.RunKind;
import dev.wirebench.engine.result.RunStatus;
import java.time.Instant;

/** A run row about to be inserted. */
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
    String sourceSha256) {}
