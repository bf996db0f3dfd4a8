package dev.wirebench.engine.stats;

import dev.wirebench.engine.result.BenchResult;
import java.util.List;
import java.util.Locale;

/**
 * One result's measurement iterations grouped by the JVM fork that produced them — the two levels
 * of a JMH run. Forks are the unit of replication (each is a fresh JVM with its own JIT decisions
 * and memory layout); iterations within a fork are not independent of each other.
 *
 * <p>Immutable after construction; the arrays are copied in and never handed out. Forks without any
 * iteration are dropped.
 */
public final class ForkSamples {
  private final double[][] forks;

  private ForkSamples(double[][] forks) {
    this.forks = forks;
  }

  /**
   * Forks of iteration scores, each multiplied by {@code factor} (to convert units).
   *
   * @throws IllegalArgumentException if a value is not finite
   */
  public static ForkSamples of(double[][] forks, double factor) {
    int kept = 0;
    for (double[] fork : forks) {
      kept += fork.length > 0 ? 1 : 0;
    }
    double[][] copy = new double[kept][];
    int f = 0;
    for (double[] fork : forks) {
      if (fork.length == 0) {
        continue;
      }
      double[] values = new double[fork.length];
      for (int i = 0; i < fork.length; i++) {
        if (!Double.isFinite(fork[i])) {
          throw new IllegalArgumentException("iteration score is not finite: " + fork[i]);
        }
        values[i] = fork[i] * factor;
      }
      copy[f++] = values;
    }
    return new ForkSamples(copy);
  }

  /** A result's {@link BenchResult#rawData()}, converted by {@code factor}. */
  public static ForkSamples of(BenchResult result, double factor) {
    List<List<Double>> raw = result.rawData();
    double[][] forks = new double[raw.size()][];
    for (int f = 0; f < forks.length; f++) {
      List<Double> fork = raw.get(f);
      double[] values = new double[fork.size()];
      for (int i = 0; i < values.length; i++) {
        values[i] = fork.get(i);
      }
      forks[f] = values;
    }
    return of(forks, factor);
  }

  /** Number of forks with at least one iteration. */
  public int forks() {
    return forks.length;
  }

  /** Iterations of fork {@code f}. */
  public int iterations(int f) {
    return forks[f].length;
  }

  /** Whether every value is strictly positive (ratios and logs need it). */
  public boolean allPositive() {
    for (double[] fork : forks) {
      for (double v : fork) {
        if (!(v > 0)) {
          return false;
        }
      }
    }
    return true;
  }

  /**
   * The grand mean of fork means: each fork weighs the same, however many iterations it has (the
   * fork, not the iteration, is the replicate). NaN without forks.
   */
  public double grandMean() {
    if (forks.length == 0) {
      return Double.NaN;
    }
    double sum = 0;
    for (double[] fork : forks) {
      sum += mean(fork);
    }
    return sum / forks.length;
  }

  /** {@code statistic} of the fork means (the grand mean for {@link ForkStatistic#MEAN}). */
  public double center(ForkStatistic statistic) {
    double[] means = new double[forks.length];
    for (int f = 0; f < forks.length; f++) {
      means[f] = mean(forks[f]);
    }
    return statistic.of(means);
  }

  /**
   * {@code 5×3} (forks × iterations per fork), {@code 5×2–3} if forks differ, {@code 0} if none.
   */
  public String shape() {
    if (forks.length == 0) {
      return "0";
    }
    int min = Integer.MAX_VALUE;
    int max = 0;
    for (double[] fork : forks) {
      min = Math.min(min, fork.length);
      max = Math.max(max, fork.length);
    }
    String iterations = min == max ? Integer.toString(min) : min + "–" + max;
    return String.format(Locale.ROOT, "%d×%s", forks.length, iterations);
  }

  /** Fork {@code f}'s values, not copied: for the bootstrap in this package only. */
  double[] fork(int f) {
    return forks[f];
  }

  static double mean(double[] values) {
    double sum = 0;
    for (double v : values) {
      sum += v;
    }
    return sum / values.length;
  }
}
