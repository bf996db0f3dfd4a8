package dev.wirebench.engine.result;

/** What produced a run. */
public enum RunKind {
  /** JMH codec benchmarks. */
  BENCH,
  /** Per-operation latency harness with coolers. */
  LATENCY,
  /** Stream read-throughput sweep. */
  THROUGHPUT,
  /** A JMH JSON file made elsewhere. */
  IMPORTED
}
