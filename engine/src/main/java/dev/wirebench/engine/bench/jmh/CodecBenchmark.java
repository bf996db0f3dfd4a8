package dev.wirebench.engine.bench.jmh;

import dev.wirebench.engine.workload.Workload;
import dev.wirebench.engine.workload.Workloads;
import org.openjdk.jmh.annotations.Param;

/**
 * A codec's build-time binding on a fixture of the built-in model (a bundled id or a fixture file).
 * The measured methods are {@link WorkloadBenchmark}'s; this class's name and parameters name the
 * stored results ({@code CodecBenchmark.decode}, codec, fixture).
 */
public class CodecBenchmark extends WorkloadBenchmark {
  /** Registry id of the codec under test. */
  @Param("json")
  public String codec;

  /** Catalog id (or file path) of the fixture. */
  @Param("minimal")
  public String fixture;

  @Override
  protected Workload<?> prepare() {
    return Workloads.builtIn(codec, fixture);
  }
}
