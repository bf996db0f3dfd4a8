package dev.wirebench.engine.latency;

/**
 * What an open-loop run adds to its measurement (see {@link OpenLoop}).
 *
 * @param targetRate operations per second asked for
 * @param achievedRate operations per second achieved: count / (last end − first intended start)
 * @param maxLagNanos the longest an operation started after its intended start
 * @param service the service-time histogram (actual start to end), HdrHistogram compressed
 */
public record OpenLoopStats(
    long targetRate, double achievedRate, long maxLagNanos, byte[] service) {
  /**
   * Below this share of the target rate the harness did not keep up: the recorded response times
   * then describe a lower load than the one asked for, and mostly the harness's own backlog.
   */
  public static final double KEEP_UP_SHARE = 0.95;

  public OpenLoopStats {
    service = service.clone();
  }

  @Override
  public byte[] service() {
    return service.clone();
  }

  /** Whether the achieved rate fell below {@link #KEEP_UP_SHARE} of the target. */
  public boolean fellBehind() {
    return !(achievedRate >= KEEP_UP_SHARE * targetRate);
  }
}
