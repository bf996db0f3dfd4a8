package dev.wirebench.engine.bench.jmh;

import dev.wirebench.engine.workload.CompatCosts;
import dev.wirebench.engine.workload.CostVariant;
import dev.wirebench.engine.workload.Workload;
import org.openjdk.jmh.annotations.Param;

/**
 * The cost of compatibility: one {@link CostVariant} (a codec's strict or compatible mode) timed
 * with {@link WorkloadBenchmark}'s methods. Fory and Kryo run on the bundled {@code fixture}; Avro
 * and SBE on the two versions {@code source} names (a {@code CompatSource} as JSON), read once per
 * trial in the fork.
 */
public class CompatCostBenchmark extends WorkloadBenchmark {
  /** The variant's id ({@code fory-compatible}). */
  @Param("fory")
  public String variant;

  /** The bundled fixture of the built-in model (Fory, Kryo). */
  @Param("book-snapshots-5")
  public String fixture;

  /** The two versions (Avro, SBE): a {@code CompatSource} as JSON, or {@code none}. */
  @Param("none")
  public String source;

  @Override
  protected Workload<?> prepare() {
    return CompatCosts.prepare(variant, fixture, source);
  }
}
