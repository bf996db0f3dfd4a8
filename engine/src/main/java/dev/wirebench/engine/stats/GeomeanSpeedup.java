package dev.wirebench.engine.stats;

import java.util.List;

/**
 * The geometric mean of B's speed-up over A across benchmarks (above 1: B is better overall), built
 * from the same per-benchmark estimates as the rows. Its interval comes from the same bootstrap:
 * resample r of the geomean is the geometric mean of every benchmark's resample r (benchmarks ran
 * in separate forks, so their resamples are independent), cut with the expanded percentile rule at
 * the smallest fork count involved.
 *
 * @param speedup the point estimate; NaN if no pair has one
 * @param lower lower bound of the speed-up at 1 − α; NaN without an interval
 * @param upper upper bound; NaN without an interval
 * @param count pairs the point estimate covers
 * @param note what the interval covers or why there is none (empty when all pairs count)
 */
public record GeomeanSpeedup(double speedup, double lower, double upper, int count, String note) {

  /** Whether the geomean has an interval. */
  public boolean bounded() {
    return !Double.isNaN(lower) && !Double.isNaN(upper);
  }

  /** One pair's contribution: its log speed-up and, when it had enough forks, its draws. */
  record Part(double logSpeedup, double[] logSpeedupDraws, int forks) {}

  static GeomeanSpeedup of(List<Part> parts, double alpha) {
    if (parts.isEmpty()) {
      return new GeomeanSpeedup(Double.NaN, Double.NaN, Double.NaN, 0, "no comparable pair");
    }
    double logSum = 0;
    int drawn = 0;
    int minForks = Integer.MAX_VALUE;
    int resamples = 0;
    for (Part part : parts) {
      logSum += part.logSpeedup();
      if (part.logSpeedupDraws() != null) {
        drawn++;
        minForks = Math.min(minForks, part.forks());
        resamples = part.logSpeedupDraws().length;
      }
    }
    double speedup = Math.exp(logSum / parts.size());
    if (drawn < parts.size()) {
      String why = (parts.size() - drawn) + " of " + parts.size() + " pairs have too few forks";
      return new GeomeanSpeedup(speedup, Double.NaN, Double.NaN, parts.size(), why);
    }
    double[] geo = new double[resamples];
    for (Part part : parts) {
      double[] draws = part.logSpeedupDraws();
      for (int r = 0; r < resamples; r++) {
        geo[r] += draws[r];
      }
    }
    for (int r = 0; r < resamples; r++) {
      geo[r] /= parts.size();
    }
    java.util.Arrays.sort(geo);
    double[] bounds = ExpandedPercentile.bounds(geo, alpha, minForks);
    return new GeomeanSpeedup(speedup, Math.exp(bounds[0]), Math.exp(bounds[1]), parts.size(), "");
  }
}
