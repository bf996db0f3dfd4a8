package dev.wirebench.engine.bench;

import java.util.Locale;

/** JMH profilers a plan can add. */
public enum BenchProfiler {
  /**
   * JMH's GC profiler: {@code gc.alloc.rate.norm} (bytes per operation) and GC counts. Needs the
   * fork's runtime to have the {@code jdk.management} module.
   */
  GC,
  /**
   * JMH's perfnorm: hardware counters per operation (cycles, instructions, IPC, cache and branch
   * misses), counted by {@code perf stat} around the measured forks — counting, not sampling, so it
   * adds next to nothing. Needs hardware counters ({@code HardwareCounters}); a plan asks for it
   * only where they are.
   */
  PERFNORM;

  public String id() {
    return name().toLowerCase(Locale.ROOT);
  }

  /** The profiler named {@code text}; throws listing the known ones. */
  public static BenchProfiler parse(String text) {
    for (BenchProfiler profiler : values()) {
      if (profiler.id().equalsIgnoreCase(text.trim())) {
        return profiler;
      }
    }
    throw new IllegalArgumentException(
        "unknown profiler '" + text + "'; known profilers: gc, perfnorm");
  }
}
