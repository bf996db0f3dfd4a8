package dev.wirebench.engine.stats;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * Iterations that stand far from the rest of their fork: a descheduled thread or a GC pause turns
 * one iteration into many times its neighbours, and in a mean over five iterations that one value
 * can move a fork — and the whole comparison — by tens of percent.
 *
 * <p><b>Rule.</b> Within each fork of at least {@value #MIN_ITERATIONS} iterations, an iteration is
 * an outlier when its modified z-score (Iglewicz &amp; Hoaglin: 0.6745 × |x − median| / MAD, with
 * the fork's own median and median absolute deviation) exceeds {@value #Z_LIMIT} <i>and</i> it lies
 * more than {@value #MIN_RELATIVE_PERCENT} % from the fork's median. The z-score adapts to each
 * fork's own spread and, unlike Tukey's fences, does not need the quartiles that 5 iterations
 * cannot give; the relative floor keeps a fork whose iterations agree to 0.1 % from calling a 1 %
 * wobble an outlier (its MAD is nearly zero). Judged per fork, because forks legitimately differ
 * (JIT outcomes) and that difference is what the comparison's interval measures.
 *
 * <p>Nothing is dropped here: outliers are reported with every comparison; only a comparison that
 * asks for the robust estimate leaves them out of both its estimate and its bootstrap, and says so.
 * Immutable.
 */
public final class OutlierIterations {
  static final int MIN_ITERATIONS = 4;
  static final double Z_LIMIT = 3.5;
  static final int MIN_RELATIVE_PERCENT = 25;

  /** One outlying iteration: where it is and how far from its fork's median. */
  public record Flag(int fork, int iteration, double value, double timesMedian) {}

  private final List<Flag> flags;

  private OutlierIterations(List<Flag> flags) {
    this.flags = List.copyOf(flags);
  }

  /** The outlying iterations of {@code samples}, fork by fork. */
  public static OutlierIterations find(ForkSamples samples) {
    List<Flag> flags = new ArrayList<>();
    for (int f = 0; f < samples.forks(); f++) {
      double[] values = samples.fork(f);
      if (values.length < MIN_ITERATIONS) {
        continue;
      }
      double median = median(values);
      double[] deviations = new double[values.length];
      for (int i = 0; i < values.length; i++) {
        deviations[i] = Math.abs(values[i] - median);
      }
      double mad = median(deviations);
      for (int i = 0; i < values.length; i++) {
        double z = mad > 0 ? 0.6745 * deviations[i] / mad : Double.POSITIVE_INFINITY;
        boolean far = deviations[i] > Math.abs(median) * MIN_RELATIVE_PERCENT / 100.0;
        if (far && z > Z_LIMIT) {
          flags.add(new Flag(f, i, values[i], median == 0 ? Double.NaN : values[i] / median));
        }
      }
    }
    return new OutlierIterations(flags);
  }

  public List<Flag> flags() {
    return flags;
  }

  public boolean isEmpty() {
    return flags.isEmpty();
  }

  /**
   * {@code A: 1 outlier iteration (fork 2, #4: 20.1× its fork's median)}; for several, the largest
   * named. Empty when there is none.
   */
  public String describe(String side) {
    if (flags.isEmpty()) {
      return "";
    }
    Flag worst = flags.get(0);
    for (Flag flag : flags) {
      if (distance(flag) > distance(worst)) {
        worst = flag;
      }
    }
    return String.format(
        Locale.ROOT,
        "%s: %d outlier iteration%s (fork %d, #%d: %.1f× its fork's median%s)",
        side,
        flags.size(),
        flags.size() == 1 ? "" : "s",
        worst.fork() + 1,
        worst.iteration() + 1,
        worst.timesMedian(),
        flags.size() == 1 ? "" : ", the farthest");
  }

  /** {@code samples} without these iterations (a fork keeps at least its other iterations). */
  ForkSamples removeFrom(ForkSamples samples) {
    if (flags.isEmpty()) {
      return samples;
    }
    double[][] kept = new double[samples.forks()][];
    for (int f = 0; f < kept.length; f++) {
      double[] values = samples.fork(f);
      List<Double> stay = new ArrayList<>();
      for (int i = 0; i < values.length; i++) {
        if (!isFlagged(f, i)) {
          stay.add(values[i]);
        }
      }
      kept[f] = stay.stream().mapToDouble(Double::doubleValue).toArray();
    }
    return ForkSamples.of(kept, 1);
  }

  private boolean isFlagged(int fork, int iteration) {
    for (Flag flag : flags) {
      if (flag.fork() == fork && flag.iteration() == iteration) {
        return true;
      }
    }
    return false;
  }

  private static double distance(Flag flag) {
    return Math.abs(Math.log(flag.timesMedian()));
  }

  static double median(double[] values) {
    double[] sorted = values.clone();
    Arrays.sort(sorted);
    int n = sorted.length;
    return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
  }
}
