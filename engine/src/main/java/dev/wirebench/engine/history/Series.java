package dev.wirebench.engine.history;

import dev.wirebench.engine.stats.Direction;
import java.util.List;
import java.util.Objects;

/**
 * One benchmark's results on one environment, oldest first: what change points are looked for in.
 *
 * @param key the benchmark
 * @param environment where every point was measured
 * @param unit the unit of every point's score and error
 * @param points the results, oldest first (by run start, then run id)
 */
public record Series(
    BenchmarkKey key, EnvironmentKey environment, String unit, List<SeriesPoint> points) {
  public Series {
    Objects.requireNonNull(key, "key");
    Objects.requireNonNull(environment, "environment");
    points = List.copyOf(points);
  }

  /** Whether higher scores are better here. */
  public Direction direction() {
    return Direction.of(key.mode(), unit);
  }

  public int size() {
    return points.size();
  }

  public boolean isEmpty() {
    return points.isEmpty();
  }

  /** The scores, oldest first. */
  public double[] scores() {
    double[] scores = new double[points.size()];
    for (int i = 0; i < scores.length; i++) {
      scores[i] = points.get(i).score();
    }
    return scores;
  }

  /** The points' errors, oldest first (NaN where unknown). */
  public double[] errors() {
    double[] errors = new double[points.size()];
    for (int i = 0; i < errors.length; i++) {
      errors[i] = points.get(i).error();
    }
    return errors;
  }

  /** Index of the best score (the earliest of equals), -1 if empty. */
  public int bestIndex() {
    Direction direction = direction();
    int best = -1;
    for (int i = 0; i < points.size(); i++) {
      double score = points.get(i).score();
      if (best < 0
          || (direction == Direction.HIGHER_IS_BETTER
              ? score > points.get(best).score()
              : score < points.get(best).score())) {
        best = i;
      }
    }
    return best;
  }

  /** Index of the latest point, -1 if empty. */
  public int latestIndex() {
    return points.size() - 1;
  }

  /**
   * Point {@code index}'s score relative to the best, score/best − 1 (as the run reports' "Δ vs
   * best": +0.12 is 12 % more time per op, −0.12 12 % fewer ops/s); 0 for the best, NaN if empty.
   */
  public double deltaVsBest(int index) {
    int best = bestIndex();
    if (best < 0) {
      return Double.NaN;
    }
    return points.get(index).score() / points.get(best).score() - 1;
  }
}
