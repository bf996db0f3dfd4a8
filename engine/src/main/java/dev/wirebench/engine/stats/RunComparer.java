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
 * <p>Results pair by {@link BenchResult#pairingKey()}. For each pair the change is B/A − 1 of the
 * scores (B converted to A's unit). Significance comes from the Mann–Whitney U test on the raw
 * iteration samples, with the Hodges–Lehmann interval of the ratio as the change's confidence
 * interval; where samples are missing, or too few for the test to ever reach α, the scores' own
 * confidence intervals must not overlap (and the row says so). A change inside the noise band is
 * "no change" whatever the p-value. Direction matters: for {@code thrpt} higher is better, for
 * {@code avgt}/{@code sample}/{@code ss} lower is better. Stateless and thread-safe.
 */
public final class RunComparer {
  private final CompareSettings settings;

  /** The note of a change inside the noise band (made once: formatting is costly per pair). */
  private final String noiseNote;

  public RunComparer(CompareSettings settings) {
    this.settings = settings;
    this.noiseNote = "within ±" + percent(settings.noiseBand()) + " noise band";
  }

  /** Compares baseline {@code a} with candidate {@code b}. */
  public RunComparison compare(ComparisonSide a, ComparisonSide b) {
    Map<String, Deque<BenchResult>> candidates = new LinkedHashMap<>();
    for (BenchResult result : b.results()) {
      candidates.computeIfAbsent(result.pairingKey(), k -> new ArrayDeque<>()).add(result);
    }
    List<PairComparison> pairs = new ArrayList<>();
    List<BenchResult> onlyInA = new ArrayList<>();
    for (BenchResult result : a.results()) {
      Deque<BenchResult> partners = candidates.get(result.pairingKey());
      if (partners == null || partners.isEmpty()) {
        onlyInA.add(result);
      } else {
        pairs.add(pair(result, partners.removeFirst()));
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
        ComparisonSummary.of(pairs),
        onlyInA,
        onlyInB);
  }

  /** Compares one baseline result with its candidate partner. */
  public PairComparison pair(BenchResult a, BenchResult b) {
    Direction direction = Direction.of(a.mode(), a.unit());
    double factor = Units.factor(b.unit(), a.unit());
    double scoreB = b.score() * factor;
    if (a.failed() || b.failed()) {
      String why = a.failed() ? "A failed: " + a.failure() : "B failed: " + b.failure();
      return inconclusive(a, b, Double.NaN, direction, why);
    }
    if (Double.isNaN(factor)) {
      return inconclusive(
          a, b, Double.NaN, direction, "units differ: " + a.unit() + " vs " + b.unit());
    }
    if (a.score() == 0 || !Double.isFinite(a.score()) || !Double.isFinite(scoreB)) {
      return inconclusive(a, b, scoreB, direction, "no usable score");
    }
    double change = scoreB / a.score() - 1;
    Evidence evidence = evidence(a, b, factor);
    Verdict verdict;
    String note = evidence.note();
    if (settings.noiseBand() > 0 && Math.abs(change) <= settings.noiseBand()) {
      verdict = Verdict.WITHIN_NOISE;
      note = join(noiseNote, note);
    } else if (evidence.method() == TestMethod.NONE) {
      verdict = Verdict.INCONCLUSIVE;
    } else if (evidence.significant()) {
      verdict = direction.improves(change) ? Verdict.FASTER : Verdict.SLOWER;
    } else {
      verdict = Verdict.NOT_SIGNIFICANT;
    }
    return new PairComparison(
        a,
        b,
        a.score(),
        scoreB,
        a.unit(),
        direction,
        change,
        evidence.lower(),
        evidence.upper(),
        evidence.pValue(),
        evidence.method(),
        verdict,
        note);
  }

  /** What the data says about the change, before the noise band is applied. */
  private record Evidence(
      TestMethod method,
      boolean significant,
      double pValue,
      double lower,
      double upper,
      String note) {}

  private Evidence evidence(BenchResult a, BenchResult b, double factor) {
    double[] samplesA = samples(a);
    double[] samplesB = scaled(samples(b), factor);
    String fallbackWhy = "no raw samples";
    if (samplesA.length >= 2 && samplesB.length >= 2) {
      MannWhitney.Result test = MannWhitney.test(samplesA, samplesB);
      if (test.minimumP() <= settings.alpha()) {
        RatioInterval ratio = RatioInterval.of(samplesA, samplesB, settings.alpha());
        boolean bounded = ratio != null && ratio.bounded();
        return new Evidence(
            TestMethod.MANN_WHITNEY,
            test.pValue() <= settings.alpha(),
            test.pValue(),
            bounded ? ratio.lower() - 1 : Double.NaN,
            bounded ? ratio.upper() - 1 : Double.NaN,
            pText(test.pValue()));
      }
      fallbackWhy =
          String.format(
              Locale.ROOT,
              "%d+%d samples too few for Mann-Whitney at α=%s (min p %.2g)",
              samplesA.length,
              samplesB.length,
              settings.alpha(),
              test.minimumP());
    } else if (samplesA.length > 0 || samplesB.length > 0) {
      fallbackWhy = samplesA.length + "+" + samplesB.length + " samples";
    }
    return overlap(a, b, factor, fallbackWhy);
  }

  private static Evidence overlap(BenchResult a, BenchResult b, double factor, String why) {
    double loA = a.ciLower();
    double hiA = a.ciUpper();
    double loB = b.ciLower() * factor;
    double hiB = b.ciUpper() * factor;
    if (!Double.isFinite(loA + hiA + loB + hiB)) {
      return new Evidence(
          TestMethod.NONE, false, Double.NaN, Double.NaN, Double.NaN, why + ", no CI: untested");
    }
    boolean apart = hiA < loB || hiB < loA;
    // the ratio's interval only means something when both intervals stay positive
    boolean positive = loA > 0 && loB > 0;
    double lower = positive ? loB / hiA - 1 : Double.NaN;
    double upper = positive ? hiB / loA - 1 : Double.NaN;
    return new Evidence(
        TestMethod.CI_OVERLAP, apart, Double.NaN, lower, upper, why + ": CI overlap used");
  }

  private PairComparison inconclusive(
      BenchResult a, BenchResult b, double scoreB, Direction direction, String why) {
    return new PairComparison(
        a,
        b,
        a.score(),
        scoreB,
        a.unit(),
        direction,
        Double.NaN,
        Double.NaN,
        Double.NaN,
        Double.NaN,
        TestMethod.NONE,
        Verdict.INCONCLUSIVE,
        why);
  }

  /** {@link BenchResult#samples()} without streams: comparisons call it thousands of times. */
  private static double[] samples(BenchResult result) {
    int n = 0;
    for (List<Double> fork : result.rawData()) {
      n += fork.size();
    }
    double[] values = new double[n];
    int i = 0;
    for (List<Double> fork : result.rawData()) {
      for (Double value : fork) {
        values[i++] = value;
      }
    }
    return values;
  }

  private static double[] scaled(double[] values, double factor) {
    if (factor != 1) {
      for (int i = 0; i < values.length; i++) {
        values[i] *= factor;
      }
    }
    return values;
  }

  /** {@code p=0.0312}, {@code p<0.0001}: four decimals, without String.format's cost. */
  static String pText(double p) {
    if (p < 0.0001) {
      return "p<0.0001";
    }
    return "p=" + Math.round(p * 10_000) / 10_000.0;
  }

  private static String join(String first, String second) {
    return second == null || second.isEmpty() ? first : first + "; " + second;
  }

  private static String percent(double fraction) {
    String text = String.format(Locale.ROOT, "%.2f", fraction * 100);
    return text.replaceAll("0+$", "").replaceAll("\\.$", "") + " %";
  }
}
