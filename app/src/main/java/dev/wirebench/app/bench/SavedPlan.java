package dev.wirebench.app.bench;

import java.util.List;

/**
 * The plan last run, as remembered between sessions (ids and texts, so an old file never breaks the
 * form: unknown ids are dropped, bad texts fail the form's own checks).
 *
 * @param codecs codec ids
 * @param fixtures bundled fixture ids
 * @param operations operation ids
 * @param mode the mode's id ({@code avgt}, {@code latency}...)
 * @param warmup warm-up iterations
 * @param warmupTime each warm-up iteration's length, e.g. {@code 1s}
 * @param measure measurement iterations
 * @param measureTime each measurement iteration's length
 * @param forks forks per benchmark
 * @param jvmHome the forked JDK's home, or empty for the running one
 * @param jvmFlags extra fork flags
 * @param gc whether the GC profiler was on
 * @param cooler the latency cooler spec
 * @param latencyOps operations timed per latency benchmark
 */
public record SavedPlan(
    List<String> codecs,
    List<String> fixtures,
    List<String> operations,
    String mode,
    int warmup,
    String warmupTime,
    int measure,
    String measureTime,
    int forks,
    String jvmHome,
    String jvmFlags,
    boolean gc,
    String cooler,
    int latencyOps) {
  public SavedPlan {
    codecs = codecs == null ? List.of() : List.copyOf(codecs);
    fixtures = fixtures == null ? List.of() : List.copyOf(fixtures);
    operations = operations == null ? List.of() : List.copyOf(operations);
    jvmHome = jvmHome == null ? "" : jvmHome;
    jvmFlags = jvmFlags == null ? "" : jvmFlags;
  }
}
