package dev.wirebench.engine.latency;

import org.HdrHistogram.Histogram;

/**
 * What the timer itself costs: the durations of empty timed intervals ({@code nanoTime(); nothing;
 * nanoTime()}) measured in the same loop as the operations, at the start of every latency run.
 * Every recorded operation latency includes one such interval, so for operations of a few tens of
 * nanoseconds it is a large share of what is shown; it is reported beside the results, and never
 * subtracted silently.
 *
 * @param p50Nanos median empty interval
 * @param p99Nanos 99th percentile empty interval
 * @param meanNanos mean empty interval
 * @param count empty intervals timed
 */
public record TimerCost(double p50Nanos, double p99Nanos, double meanNanos, long count) {
  /** Empty intervals timed per run: enough for a stable median and p99 in a few milliseconds. */
  public static final long INTERVALS = 200_000;

  static TimerCost of(Histogram histogram) {
    return new TimerCost(
        histogram.getValueAtPercentile(50),
        histogram.getValueAtPercentile(99),
        histogram.getMean(),
        histogram.getTotalCount());
  }
}
