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
 * @param schemaSource null for a fixture of the built-in model; for a dynamic fixture (a JSON file
 *     of a shape the model does not know, {@code fixtureSource} its absolute path) the schema's
 *     absolute path, or {@code inferred}
 */
public record BenchmarkCase(
    String codec,
    String fixture,
    String fixtureSource,
    Operation operation,
    BenchMode mode,
    String schemaSource) {
  public BenchmarkCase {
    Objects.requireNonNull(codec, "codec");
    Objects.requireNonNull(fixture, "fixture");
    Objects.requireNonNull(fixtureSource, "fixtureSource");
    Objects.requireNonNull(operation, "operation");
    Objects.requireNonNull(mode, "mode");
  }

  /** A case on a fixture of the built-in model. */
  public BenchmarkCase(
      String codec, String fixture, String fixtureSource, Operation operation, BenchMode mode) {
    this(codec, fixture, fixtureSource, operation, mode, null);
  }

  /** Whether the fixture is a dynamic one (its messages read against a runtime schema). */
  public boolean dynamic() {
    return schemaSource != null;
  }

  /** {@code json × snapshot-20x20 decode avgt}. */
  public String label() {
    return codec + " × " + fixture + " " + operation.id() + " " + mode.id();
  }
}
