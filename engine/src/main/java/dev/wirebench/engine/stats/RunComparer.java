package dev.wirebench.engine.stats;

import dev.wirebench.engine.result.BenchResult;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Compares a baseline run with a candidate run, result by result.
 *
 * <p>Results pair by {@link BenchResult#pairingKey()} (or without the codec, {@link
 * Pairing#ACROSS_CODECS}). For each pair one {@link ChangeEstimator} estimate of the ratio of means
 * B/A (B converted to A's unit) gives the change, its interval at 1 − α, and the verdict: faster or
 * slower only when the whole interval lies beyond the noise band on one side, "no change" when it
 * lies entirely inside the band, otherwise "inconclusive" (with the smallest change the forks could
 * have detected), which is never counted as unchanged. With fewer than {@link
 * ChangeEstimator#MIN_FORKS} forks on a side the row shows the estimate and the verdict "too few
 * forks" — never a direction. JMH's own score interval is never used as a test (in {@code sample}
 * mode it is computed over every single timing and claims far more certainty than the forks
 * support). Direction matters: for {@code thrpt} higher is better, for {@code avgt}/{@code
 * sample}/{@code ss} lower is better.
 *
 * <p>The geometric-mean summary is built from the same estimates and draws ({@link
 * GeomeanSpeedup}). Each pair's bootstrap is seeded from the settings' seed and the pair's key, so
 * a comparison is reproducible. Stateless and thread-safe.
 */
public final class RunComparer {
  private final CompareSettings settings;
  private final ChangeEstimator estimator;

  public RunComparer(CompareSettings settings) {
    this.settings = settings;
    this.estimator = new ChangeEstimator(settings);
  }

  /** Compares baseline {@code a} with candidate {@code b}. */
  public RunComparison compare(ComparisonSide a, ComparisonSide b) {
    Map<String, Deque<BenchResult>> candidates = new LinkedHashMap<>();
    for (BenchResult result : b.results()) {
      candidates
          .computeIfAbsent(settings.pairing().key(result), k -> new ArrayDeque<>())
          .add(result);
    }
    List<PairComparison> pairs = new ArrayList<>();
    List<GeomeanSpeedup.Part> parts = new ArrayList<>();
    List<BenchResult> onlyInA = new ArrayList<>();
    for (BenchResult result : a.results()) {
      Deque<BenchResult> partners = candidates.get(settings.pairing().key(result));
      if (partners == null || partners.isEmpty()) {
        onlyInA.add(result);
        continue;
      }
      Compared compared = compareOne(result, partners.removeFirst());
      pairs.add(compared.pair());
      if (compared.part() != null) {
        parts.add(compared.part());
      }
    }
    List<BenchResult> onlyInB = new ArrayList<>();
    candidates.values().forEach(onlyInB::addAll);
    return new RunComparison(
        a.name(),
        b.name(),
        settings,
        Provenance.diff(a.environment(), b.environment()),
        pairs,
        summary(pairs, GeomeanSpeedup.of(parts, settings.alpha())),
        onlyInA,
        onlyInB);
  }

  /** Compares one baseline result with its candidate partner. */
  public PairComparison pair(BenchResult a, BenchResult b) {
    return compareOne(a, b).pair();
  }

  /** A row and its share of the geomean (null if it has no estimate). */
  private record Compared(PairComparison pair, GeomeanSpeedup.Part part) {}

  private Compared compareOne(BenchResult a, BenchResult b) {
    Direction direction = Direction.of(a.mode(), a.unit());
    double factor = Units.factor(b.unit(), a.unit());
    if (a.failed() || b.failed()) {
      String why = a.failed() ? "A failed: " + a.failure() : "B failed: " + b.failure();
      return inconclusive(a, b, Double.NaN, direction, why);
    }
    if (Double.isNaN(factor)) {
      return inconclusive(
          a, b, Double.NaN, direction, "units differ: " + a.unit() + " vs " + b.unit());
    }
    ForkSamples forksA = ForkSamples.of(a, 1);
    ForkSamples forksB = ForkSamples.of(b, factor);
    if (forksA.forks() == 0 || forksB.forks() == 0) {
      return scoreOnly(a, b, factor, direction, forksA, forksB);
    }
    if (!forksA.allPositive() || !forksB.allPositive()) {
      return inconclusive(a, b, b.score() * factor, direction, "non-positive iteration scores");
    }
    boolean throughput = ThroughputResults.isThroughput(a);
    ForkStatistic statistic = throughput ? ForkStatistic.MEDIAN : ForkStatistic.MEAN;
    if (throughput) {
      return estimated(a, b, direction, forksA, forksB, statistic);
    }
    // Repetitions of a throughput sweep are already summarised by their median; JMH iterations are
    // checked for outliers, which every note reports and the robust estimate leaves out.
    OutlierIterations outA = OutlierIterations.find(forksA);
    OutlierIterations outB = OutlierIterations.find(forksB);
    Compared compared =
        settings.robust()
            ? estimated(
                a, b, direction, outA.removeFrom(forksA), outB.removeFrom(forksB), statistic)
            : estimated(a, b, direction, forksA, forksB, statistic);
    return withOutliers(compared, outA, outB);
  }

  /** {@code compared} with the outliers of each side added to its note. */
  private Compared withOutliers(Compared compared, OutlierIterations outA, OutlierIterations outB) {
    if (outA.isEmpty() && outB.isEmpty()) {
      return compared;
    }
    StringBuilder note = new StringBuilder(compared.pair().note());
    for (String side : new String[] {outA.describe("A"), outB.describe("B")}) {
      if (!side.isEmpty()) {
        note.append(note.isEmpty() ? "" : "; ").append(side);
      }
    }
    note.append(settings.robust() ? " — left out (robust estimate)" : " — kept (mean estimate)");
    PairComparison p = compared.pair();
    return new Compared(
        new PairComparison(
            p.a(),
            p.b(),
            p.scoreA(),
            p.scoreB(),
            p.unit(),
            p.direction(),
            p.change(),
            p.changeLower(),
            p.changeUpper(),
            p.method(),
            p.shapeA(),
            p.shapeB(),
            p.verdict(),
            note.toString()),
        compared.part());
  }

  private Compared estimated(
      BenchResult a,
      BenchResult b,
      Direction direction,
      ForkSamples forksA,
      ForkSamples forksB,
      ForkStatistic statistic) {
    ChangeEstimator.Drawn drawn =
        estimator.drawn(
            forksA, forksB, settings.seed() ^ mix(a.pairingKey().hashCode()), statistic);
    RatioEstimate estimate = drawn.estimate();
    double scoreA = forksA.center(statistic);
    double scoreB = forksB.center(statistic);
    double sign = direction == Direction.HIGHER_IS_BETTER ? 1 : -1;
    double[] draws = drawn.logDraws();
    if (draws != null) {
      double[] speedups = new double[draws.length];
      for (int r = 0; r < draws.length; r++) {
        speedups[r] = sign * draws[r];
      }
      draws = speedups;
    }
    int forks = Math.min(estimate.forksA(), estimate.forksB());
    GeomeanSpeedup.Part part =
        new GeomeanSpeedup.Part(sign * Math.log(estimate.ratio()), draws, forks);
    if (!estimate.bounded()) {
      return new Compared(
          row(
              a,
              b,
              scoreA,
              scoreB,
              direction,
              estimate,
              Verdict.TOO_FEW_FORKS,
              tooFew(estimate, a)),
          part);
    }
    return new Compared(verdict(a, b, scoreA, scoreB, direction, estimate), part);
  }

  private PairComparison verdict(
      BenchResult a,
      BenchResult b,
      double scoreA,
      double scoreB,
      Direction direction,
      RatioEstimate estimate) {
    double band = settings.noiseBand();
    double lower = estimate.lower() - 1;
    double upper = estimate.upper() - 1;
    Verdict verdict;
    String note;
    if (lower > band || upper < -band) {
      verdict = direction.improves(estimate.change()) ? Verdict.FASTER : Verdict.SLOWER;
      note = band > 0 ? "interval beyond ±" + percent(band) + " noise band" : "interval excludes 0";
    } else if (band > 0 && lower >= -band && upper <= band) {
      verdict = Verdict.WITHIN_NOISE;
      note = "interval inside ±" + percent(band) + " noise band";
    } else {
      verdict = Verdict.NOT_SIGNIFICANT;
      note =
          (lower <= 0 && upper >= 0
                  ? "interval includes 0"
                  : "interval reaches into ±" + percent(band) + " noise band")
              + "; these forks detect only changes beyond ±"
              + percent(detectable(estimate, band));
    }
    return row(a, b, scoreA, scoreB, direction, estimate, verdict, sampleMode(a, note));
  }

  private static String tooFew(RatioEstimate estimate, BenchResult a) {
    int forks = Math.min(estimate.forksA(), estimate.forksB());
    String count =
        estimate.forksA() == estimate.forksB()
            ? forks + (forks == 1 ? " fork per side" : " forks per side")
            : estimate.forksA() + " vs " + estimate.forksB() + " forks";
    String why =
        forks == 1
            ? ": JVM-to-JVM variation cannot be estimated"
            : ": too few to estimate JVM-to-JVM variation";
    return sampleMode(a, count + why + "; need ≥ " + ChangeEstimator.MIN_FORKS + " forks");
  }

  /** Sample mode says its rows use iteration means, not JMH's per-timing interval. */
  private static String sampleMode(BenchResult a, String note) {
    if (ThroughputResults.isThroughput(a)) {
      return note + "; medians of repetitions";
    }
    return "sample".equalsIgnoreCase(a.mode()) ? note + "; sample mode: iteration means" : note;
  }

  private PairComparison row(
      BenchResult a,
      BenchResult b,
      double scoreA,
      double scoreB,
      Direction direction,
      RatioEstimate e,
      Verdict verdict,
      String note) {
    boolean bounded = e.bounded();
    return new PairComparison(
        a,
        b,
        scoreA,
        scoreB,
        a.unit(),
        direction,
        e.change(),
        bounded ? e.lower() - 1 : Double.NaN,
        bounded ? e.upper() - 1 : Double.NaN,
        bounded ? TestMethod.FORK_BOOTSTRAP : TestMethod.NONE,
        e.shapeA(),
        e.shapeB(),
        verdict,
        note);
  }

  /** Results without iteration data (imported score-only files): estimate, no verdict. */
  private Compared scoreOnly(
      BenchResult a,
      BenchResult b,
      double factor,
      Direction direction,
      ForkSamples forksA,
      ForkSamples forksB) {
    double scoreB = b.score() * factor;
    if (!(a.score() > 0) || !(scoreB > 0) || !Double.isFinite(a.score() + scoreB)) {
      return inconclusive(a, b, scoreB, direction, "no usable score");
    }
    PairComparison row =
        new PairComparison(
            a,
            b,
            a.score(),
            scoreB,
            a.unit(),
            direction,
            scoreB / a.score() - 1,
            Double.NaN,
            Double.NaN,
            TestMethod.NONE,
            forksA.shape(),
            forksB.shape(),
            Verdict.TOO_FEW_FORKS,
            "no per-fork iteration data (score only); need ≥ "
                + ChangeEstimator.MIN_FORKS
                + " forks");
    double log = Math.log(direction.speedup(a.score(), scoreB));
    return new Compared(row, new GeomeanSpeedup.Part(log, null, 0));
  }

  private static Compared inconclusive(
      BenchResult a, BenchResult b, double scoreB, Direction direction, String why) {
    return new Compared(
        new PairComparison(
            a,
            b,
            a.score(),
            scoreB,
            a.unit(),
            direction,
            Double.NaN,
            Double.NaN,
            Double.NaN,
            TestMethod.NONE,
            ForkSamples.of(a, 1).shape(),
            b.rawData().isEmpty() ? "0" : ForkSamples.of(b, 1).shape(),
            Verdict.INCONCLUSIVE,
            why),
        null);
  }

  /**
   * The smallest change this interval would have called: the band plus the interval's larger
   * half-width (an interval as wide, centred on a change that size, would lie just beyond the
   * band).
   */
  static double detectable(RatioEstimate estimate, double band) {
    double halfWidth =
        Math.max(estimate.upper() - estimate.ratio(), estimate.ratio() - estimate.lower());
    return band + halfWidth;
  }

  private static ComparisonSummary summary(List<PairComparison> pairs, GeomeanSpeedup geomean) {
    int faster = 0;
    int slower = 0;
    int unchanged = 0;
    int tooFew = 0;
    int inconclusive = 0;
    for (PairComparison pair : pairs) {
      switch (pair.verdict()) {
        case FASTER -> faster++;
        case SLOWER -> slower++;
        case WITHIN_NOISE -> unchanged++;
        case TOO_FEW_FORKS -> tooFew++;
        case NOT_SIGNIFICANT, INCONCLUSIVE -> inconclusive++;
      }
    }
    return new ComparisonSummary(
        pairs.size(), faster, slower, unchanged, tooFew, inconclusive, geomean);
  }

  /** Spreads a hash over 64 bits (SplitMix64's finaliser) so nearby keys seed unrelated streams. */
  private static long mix(long z) {
    z = (z ^ (z >>> 30)) * 0xbf58476d1ce4e5b9L;
    z = (z ^ (z >>> 27)) * 0x94d049bb133111ebL;
    return z ^ (z >>> 31);
  }

  private static String percent(double fraction) {
    String text = String.format(Locale.ROOT, "%.2f", fraction * 100);
    return text.replaceAll("0+$", "").replaceAll("\\.$", "") + " %";
  }
}
