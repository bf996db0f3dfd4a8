package dev.wirebench.engine.stats;

/**
 * The one estimator behind every comparison verdict: the ratio of means B/A of two fork-grouped
 * samples, its point estimate and its interval — from which {@link RunComparer} reads the change,
 * its direction and the noise-band test, so the three can never disagree.
 *
 * <p><b>Method.</b> Forks are the unit of replication and iterations nest inside them (Kalibera
 * &amp; Jones, 2013). The point estimate is the ratio of the grand means of fork means. The
 * interval is a seeded {@linkplain HierarchicalBootstrap two-level bootstrap} of that ratio (forks,
 * then iterations within each drawn fork), cut as an {@linkplain ExpandedPercentile expanded
 * percentile interval} for the smaller side's fork count. The bootstrap was chosen over a
 * random-effects (two-level ANOVA) interval because it needs no normality — JIT outcomes make fork
 * means bimodal more often than normal — and because its draws combine directly into the geometric
 * mean's interval; the expansion restores coverage at the small fork counts benchmarks can afford
 * (checked by the A/A simulation in the tests).
 *
 * <p><b>Statistic.</b> For JMH results the ratio is of means (above). For stream-throughput sweeps
 * ({@link ThroughputResults}: one replicate per repetition) it is the ratio of <i>medians</i> of
 * repetitions, resampled the same way ({@link ForkStatistic#MEDIAN}), because the throughput
 * tables, scan ceiling and "% of scan" all show medians: one statistic everywhere. The A/A and
 * power simulations in the tests calibrate the mean; with 3–5 repetitions a median's bootstrap
 * takes few distinct values, so its interval is coarse and tends to be wide (conservative).
 *
 * <p><b>Too few forks.</b> Below {@link #MIN_FORKS} forks per side there is no interval: with one
 * fork the JVM-to-JVM variation cannot be estimated at all, and with two a resample of forks takes
 * only three distinct forms and the spread between them has a single degree of freedom, so any
 * interval would be decoration.
 *
 * <p>Stateless and thread-safe; deterministic for a given seed.
 */
public final class ChangeEstimator {
  /** Forks each side needs before an interval (and so a verdict) is given. */
  public static final int MIN_FORKS = 3;

  private final double alpha;
  private final int resamples;

  /** An estimator at {@code settings}' α and resample count. */
  public ChangeEstimator(CompareSettings settings) {
    this.alpha = settings.alpha();
    this.resamples = settings.resamples();
  }

  /** The estimate with its bootstrap draws, for callers that combine draws (the geomean). */
  record Drawn(RatioEstimate estimate, double[] logDraws) {}

  /**
   * Estimates B/A. Both sides must hold strictly positive, finite values in the same unit.
   *
   * @param seed the bootstrap's seed (same seed, same interval)
   * @throws IllegalArgumentException if a side has no fork or a value that is not positive
   */
  public RatioEstimate estimate(ForkSamples a, ForkSamples b, long seed) {
    return drawn(a, b, seed).estimate();
  }

  Drawn drawn(ForkSamples a, ForkSamples b, long seed) {
    return drawn(a, b, seed, ForkStatistic.MEAN);
  }

  /**
   * As {@link #drawn(ForkSamples, ForkSamples, long)}, with {@code statistic} summarising each
   * side's fork means in the point estimate and in every resample ({@link ForkStatistic#MEDIAN} for
   * stream-throughput sweeps, whose tables show medians).
   */
  Drawn drawn(ForkSamples a, ForkSamples b, long seed, ForkStatistic statistic) {
    if (a.forks() == 0 || b.forks() == 0) {
      throw new IllegalArgumentException("both sides need at least one fork of iterations");
    }
    if (!a.allPositive() || !b.allPositive()) {
      throw new IllegalArgumentException("ratios need strictly positive scores");
    }
    double ratio = b.center(statistic) / a.center(statistic);
    int forks = Math.min(a.forks(), b.forks());
    if (forks < MIN_FORKS) {
      return new Drawn(estimate(ratio, Double.NaN, Double.NaN, a, b), null);
    }
    double[] draws = new HierarchicalBootstrap(seed).logRatios(a, b, resamples, statistic);
    double[] sorted = draws.clone();
    java.util.Arrays.sort(sorted);
    double[] bounds = ExpandedPercentile.bounds(sorted, alpha, forks);
    return new Drawn(estimate(ratio, Math.exp(bounds[0]), Math.exp(bounds[1]), a, b), draws);
  }

  private RatioEstimate estimate(
      double ratio, double lower, double upper, ForkSamples a, ForkSamples b) {
    return new RatioEstimate(
        ratio, lower, upper, 1 - alpha, a.forks(), b.forks(), a.shape(), b.shape());
  }

  /** α of the intervals. */
  double alpha() {
    return alpha;
  }
}
