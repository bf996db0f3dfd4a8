package dev.wirebench.engine.latency;

import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramIterationValue;

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

  /**
   * A copy of {@code histogram} with the median empty interval ({@link #p50Nanos()}) subtracted
   * from every recorded value, floored at 0. Only on the user's request (the results then say so):
   * the timer's cost varies from read to read, so the subtracted values are an estimate of the
   * operation alone, and a value below the median timer cost becomes 0.
   */
  public Histogram subtractFrom(Histogram histogram) {
    long cost = Math.round(p50Nanos);
    Histogram result =
        new Histogram(
            histogram.getLowestDiscernibleValue(),
            histogram.getHighestTrackableValue(),
            histogram.getNumberOfSignificantValueDigits());
    for (HistogramIterationValue v : histogram.recordedValues()) {
      result.recordValueWithCount(
          Math.max(0, v.getValueIteratedTo() - cost), v.getCountAtValueIteratedTo());
    }
    return result;
  }

  static TimerCost of(Histogram histogram) {
    return new TimerCost(
        histogram.getValueAtPercentile(50),
        histogram.getValueAtPercentile(99),
        histogram.getMean(),
        histogram.getTotalCount());
  }
}
