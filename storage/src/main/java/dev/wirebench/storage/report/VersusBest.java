package dev.wirebench.storage.report;

import dev.wirebench.engine.history.Series;
import dev.wirebench.engine.history.SeriesAnalysis;
import dev.wirebench.engine.history.SeriesPoint;
import dev.wirebench.engine.result.BenchResult;
import dev.wirebench.engine.stats.ChangeEstimator;
import dev.wirebench.engine.stats.CompareSettings;
import dev.wirebench.engine.stats.PairComparison;
import dev.wirebench.engine.stats.RunComparer;
import java.util.HashMap;
import java.util.Map;
import java.util.function.LongFunction;

/**
 * A history's "Δ vs best": a point of a series (usually the latest) against the series' best,
 * computed by the estimator Compare uses ({@link RunComparer#pair}: forks as replicates, iterations
 * nested, bootstrap interval, noise band) on the two results' stored per-fork iterations, and read
 * the same way by the History screen, {@code wirebench history} and {@code report --history}
 * ({@link #describe}).
 *
 * <p>"Best" is the best score of the series, and a series holds only complete runs of one plan
 * (host, CPU, JVM, flags, warm-up, measurement, forks; see {@link
 * dev.wirebench.engine.history.EnvironmentKey}), so like is compared with like.
 *
 * <p>Results are read through {@code results} (a store look-up by result id) and kept, as are the
 * comparisons: the History screen asks again each time it shows a series. Blocking (reads the
 * store); safe to share between threads (the look-ups synchronise on the instance).
 */
public final class VersusBest {
  private final RunComparer comparer;
  private final LongFunction<BenchResult> results;
  private final Map<Long, BenchResult> read = new HashMap<>();
  private final Map<String, PairComparison> compared = new HashMap<>();

  /**
   * @param settings α, noise band, resamples and seed of the comparisons
   * @param results the stored result with its per-fork iterations by result id (null if absent)
   */
  public VersusBest(CompareSettings settings, LongFunction<BenchResult> results) {
    this.comparer = new RunComparer(settings);
    this.results = results;
  }

  /** The latest point against the best; null when the series is empty or its latest is best. */
  public PairComparison latest(SeriesAnalysis analysis) {
    Series series = analysis.series();
    return series.isEmpty() ? null : point(series, series.latestIndex());
  }

  /**
   * Point {@code index} against the series' best (A = best, B = the point); null for the best
   * itself, or when either result can no longer be read.
   */
  public synchronized PairComparison point(Series series, int index) {
    int best = series.bestIndex();
    if (best < 0 || best == index) {
      return null;
    }
    SeriesPoint a = series.points().get(best);
    SeriesPoint b = series.points().get(index);
    String key = a.resultId() + ":" + b.resultId();
    PairComparison known = compared.get(key);
    if (known != null) {
      return known;
    }
    BenchResult ra = result(a);
    BenchResult rb = result(b);
    if (ra == null || rb == null) {
      return null;
    }
    PairComparison pair = comparer.pair(ra, rb);
    compared.put(key, pair);
    return pair;
  }

  private BenchResult result(SeriesPoint point) {
    if (point.resultId() < 0) {
      return null;
    }
    return read.computeIfAbsent(point.resultId(), results::apply);
  }

  /**
   * The one way a Δ vs best reads, with what it rests on:
   *
   * <ul>
   *   <li>{@code +133.3 % [+120.1 %, +147.0 %] (3×5 vs 3×5)} — the interval excludes the noise
   *       band: a real difference;
   *   <li>{@code +1.2 % [-0.8 %, +3.1 %] not significant (3×5 vs 3×5)};
   *   <li>{@code +40.0 % no verdict: 1 fork per side, need ≥ 3 (1×5 vs 1×5)} — the data cannot
   *       support an interval (one fork, or no per-fork iterations: {@code no iteration data});
   *   <li>{@code +40.0 % no verdict: units differ: …} when the comparison itself was impossible.
   * </ul>
   *
   * The Δ is the estimator's B/A − 1 (time per op: + is slower than best; a rate: − is fewer
   * ops/s). {@code fallback} (the plain score ratio) is shown when {@code p} is null: a result that
   * can no longer be read, with "no verdict".
   */
  public static String describe(PairComparison p, double fallback) {
    if (p == null) {
      return Numbers.percent(fallback) + " no verdict: iterations not readable";
    }
    String delta = Numbers.percent(p.change());
    String shapes = " (" + p.shapes() + ")";
    return switch (p.verdict()) {
      case FASTER, SLOWER ->
          delta + " " + Numbers.interval(p.changeLower(), p.changeUpper()) + shapes;
      case WITHIN_NOISE, NOT_SIGNIFICANT ->
          delta
              + " "
              + Numbers.interval(p.changeLower(), p.changeUpper())
              + " not significant"
              + shapes;
      case TOO_FEW_FORKS -> delta + " no verdict: " + tooFew(p) + shapes;
      case INCONCLUSIVE ->
          (Double.isFinite(p.change()) ? delta : Numbers.percent(fallback))
              + " no verdict: "
              + p.note()
              + shapes;
    };
  }

  /** Why there is no interval, in a few words. */
  private static String tooFew(PairComparison p) {
    if (p.a().rawData().isEmpty() || p.b().rawData().isEmpty()) {
      return "no iteration data";
    }
    int forks = Math.min(p.a().rawData().size(), p.b().rawData().size());
    return forks
        + (forks == 1 ? " fork" : " forks")
        + (p.a().rawData().size() == p.b().rawData().size() ? " per side" : " on one side")
        + ", need ≥ "
        + ChangeEstimator.MIN_FORKS;
  }
}
