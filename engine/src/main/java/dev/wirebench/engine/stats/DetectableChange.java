package dev.wirebench.engine.stats;

import java.util.OptionalDouble;

/**
 * What change a plan can detect, from an earlier run of the same benchmark on the same machine: the
 * between-fork spread of that run's fork means sets how wide a comparison's interval will be, and
 * so the smallest change whose whole interval can clear the noise band.
 *
 * <p>With a coefficient of variation {@code cv} of fork means and {@code n} forks a side, the
 * interval of the ratio of two such means has a half-width of about {@code t(1−α/2, 2n−2) · cv ·
 * √(2/n)} (two independent samples, log scale, small {@code cv}); a change is called only when the
 * interval lies beyond the band, so the smallest callable change is the band plus that half-width —
 * the same rule {@link RunComparer} applies to an inconclusive pair after the fact. An estimate of
 * the planning kind: the earlier run's forks are few, so its spread is itself uncertain; it is
 * shown as "about". Stateless.
 */
public final class DetectableChange {
  private DetectableChange() {}

  /**
   * The smallest relative change (0.05 = 5 %) a comparison of {@code forks} forks a side could
   * call, given the fork means of {@code earlier}; empty with fewer than {@link
   * ChangeEstimator#MIN_FORKS} earlier forks (no spread to go by) or non-positive scores.
   */
  public static OptionalDouble of(ForkSamples earlier, int forks, double alpha, double band) {
    if (earlier.forks() < ChangeEstimator.MIN_FORKS || forks < 2 || !earlier.allPositive()) {
      return OptionalDouble.empty();
    }
    double[] means = new double[earlier.forks()];
    double sum = 0;
    for (int f = 0; f < means.length; f++) {
      means[f] = ForkSamples.mean(earlier.fork(f));
      sum += means[f];
    }
    double mean = sum / means.length;
    double squares = 0;
    for (double m : means) {
      squares += (m - mean) * (m - mean);
    }
    double cv = Math.sqrt(squares / (means.length - 1)) / mean;
    double t = StudentT.twoSidedQuantile(1 - alpha, 2 * forks - 2);
    return OptionalDouble.of(band + t * cv * Math.sqrt(2.0 / forks));
  }
}
