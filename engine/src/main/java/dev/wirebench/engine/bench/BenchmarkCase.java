package dev.wirebench.engine.bench;

import java.util.Objects;

/**
 * One benchmark of a plan: one codec on one fixture, one operation, one mode — one JMH benchmark
 * (with its forks) or one latency fork.
 *
 * @param codec codec id
 * @param fixture fixture id (the file name for fixtures outside the catalog)
 * @param fixtureSource what the fork resolves: the bundled id or the file path
 * @param operation the operation timed
 * @param mode the JMH mode, or {@link BenchMode#LATENCY}
 */
public record BenchmarkCase(
    String codec, String fixture, String fixtureSource, Operation operation, BenchMode mode) {
  public BenchmarkCase {
    Objects.requireNonNull(codec, "codec");
    Objects.requireNonNull(fixture, "fixture");
    Objects.requireNonNull(fixtureSource, "fixtureSource");
    Objects.requireNonNull(operation, "operation");
    Objects.requireNonNull(mode, "mode");
  }

  /** {@code json × snapshot-20x20 decode avgt}. */
  public String label() {
    return codec + " × " + fixture + " " + operation.id() + " " + mode.id();
  }
}
