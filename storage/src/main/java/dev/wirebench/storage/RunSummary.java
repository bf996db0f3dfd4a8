package dev.wirebench.storage;

import dev.wirebench.engine.result.Environment;
import dev.wirebench.engine.result.RunKind;
import dev.wirebench.engine.result.RunStatus;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Objects;

/**
 * A stored run without its results: what the run list shows and a comparison's provenance needs.
 *
 * @param id the run's id (stable; never reused while the file lives)
 * @param kind what produced it
 * @param label its name, may be empty
 * @param notes free text, may be empty
 * @param tags sorted tags
 * @param status where it stands
 * @param startedAt when it started (for imports: the file's modification time)
 * @param finishedAt when it ended, or null while running
 * @param planJson what was planned (the engine's plan or the imported file's settings), or null
 * @param environment what it ran on
 * @param resultCount benchmark results stored
 * @param pointCount throughput sweep points (store × codec × fixture × consumers; the repetitions
 *     of one point count once), so a list's count means what the run's detail shows: one result per
 *     point
 * @param codecs distinct codec ids among its results, sorted
 * @param source the imported file's name, or null
 * @param uid the run's identity across stores (a UUID), kept when it is pushed or pulled
 */
public record RunSummary(
    long id,
    RunKind kind,
    String label,
    String notes,
    List<String> tags,
    RunStatus status,
    Instant startedAt,
    Instant finishedAt,
    String planJson,
    Environment environment,
    int resultCount,
    int pointCount,
    List<String> codecs,
    String source,
    String uid) {
  public RunSummary {
    Objects.requireNonNull(kind, "kind");
    Objects.requireNonNull(status, "status");
    Objects.requireNonNull(startedAt, "startedAt");
    label = label == null ? "" : label;
    notes = notes == null ? "" : notes;
    tags = List.copyOf(tags);
    codecs = List.copyOf(codecs);
  }

  /** The host it ran on, from its environment, or empty if not recorded. */
  public String host() {
    return environment.values().getOrDefault(Environment.HOST, "");
  }

  /** How long it ran, or null while running. */
  public Duration duration() {
    return finishedAt == null ? null : Duration.between(startedAt, finishedAt);
  }

  /** {@code #12 baseline} (or {@code #12} without a label). */
  public String displayName() {
    return label.isEmpty() ? "#" + id : "#" + id + " " + label;
  }
}
