package dev.wirebench.storage;

import dev.wirebench.engine.result.BenchResult;
import dev.wirebench.engine.result.Environment;
import java.time.Instant;
import java.util.List;
import java.util.Objects;

/**
 * A run read from a file made elsewhere, ready to be stored in one transaction.
 *
 * @param label the label to give it
 * @param source the file's name
 * @param sourceSha256 the file's SHA-256, hex
 * @param startedAt when it ran, as near as the file tells (its modification time)
 * @param planJson the settings found in the file, as JSON
 * @param environment what it ran on, as far as the file tells
 * @param results its results
 */
public record ImportedRun(
    String label,
    String source,
    String sourceSha256,
    Instant startedAt,
    String planJson,
    Environment environment,
    List<BenchResult> results) {
  public ImportedRun {
    Objects.requireNonNull(source, "source");
    Objects.requireNonNull(startedAt, "startedAt");
    Objects.requireNonNull(environment, "environment");
    results = List.copyOf(results);
  }
}
