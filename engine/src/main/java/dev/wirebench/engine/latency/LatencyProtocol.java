package dev.wirebench.engine.latency;

/**
 * The lines a latency fork writes on its standard output for the process that started it. Every
 * protocol line starts with {@code WB-}; anything else the fork prints is passed on as output.
 */
final class LatencyProtocol {
  /** {@code WB-PROGRESS WARMUP|MEASURE chunk chunks meanNanos}. */
  static final String PROGRESS = "WB-PROGRESS";

  /**
   * {@code WB-RESULT count elapsedNanos allocatedBytes mean,mean,... histogramBase64}; allocated
   * bytes are -1 when the JVM cannot count them.
   */
  static final String RESULT = "WB-RESULT";

  /** {@code WB-TIMER p50 p99 mean count}: the cost of an empty timed interval, in ns. */
  static final String TIMER = "WB-TIMER";

  /**
   * {@code WB-OPEN targetRate achievedRate maxLagNanos serviceHistogramBase64}: an open-loop run's
   * rate and service times; its {@code WB-RESULT} histogram then holds response times.
   */
  static final String OPEN = "WB-OPEN";

  /** {@code WB-ERROR message}: the run failed; the message is one line. */
  static final String ERROR = "WB-ERROR";

  /** {@code WB-JVM key=value}: a property of the fork's JVM. */
  static final String JVM = "WB-JVM";

  static final String WARMUP = "WARMUP";
  static final String MEASURE = "MEASURE";

  private LatencyProtocol() {}
}
