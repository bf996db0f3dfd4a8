package dev.wirebench.engine.result;

/** Where a run stands. A run is RUNNING from its start until it ends one of the other ways. */
public enum RunStatus {
  RUNNING,
  /** Every planned benchmark produced a result. */
  COMPLETE,
  /** Cancelled, or some benchmarks failed: the results present are valid, others are missing. */
  PARTIAL,
  /** Found RUNNING after a crash or kill; its completed results are kept. */
  INTERRUPTED,
  /** Nothing usable came out. */
  FAILED
}
