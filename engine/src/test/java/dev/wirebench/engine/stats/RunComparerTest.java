package dev.wirebench.engine.stats;

import static dev.wirebench.engine.stats.Samples.around;
import static dev.wirebench.engine.stats.Samples.forked;
import static dev.wirebench.engine.stats.Samples.perFork;
import static dev.wirebench.engine.stats.Samples.result;
import static dev.wirebench.engine.stats.Samples.scoreOnly;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.wirebench.engine.result.BenchResult;
import dev.wirebench.engine.result.Environment;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

class RunComparerTest {
  private final RunComparer comparer = new RunComparer(CompareSettings.defaults());

  @Test
  void identicalForksAreNoChange() {
    BenchResult a = perFork("json", "avgt", "ns/op", 5, 100, 101, 99, 100.5, 99.5);

    PairComparison pair = comparer.pair(a, a);

    assertThat(pair.change()).isZero();
    assertThat(pair.method()).isEqualTo(TestMethod.FORK_BOOTSTRAP);
    assertThat(pair.changeLower()).isNegative();
    assertThat(pair.changeUpper()).isPositive();
    assertThat(pair.verdict()).isEqualTo(Verdict.WITHIN_NOISE);
    assertThat(pair.shapes()).isEqualTo("5×5 vs 5×5");
  }

  @Test
  void identicalForksWithoutANoiseBandAreNotSignificant() {
    BenchResult a = perFork("json", "avgt", "ns/op", 5, 100, 101, 99, 100.5, 99.5);
    RunComparer strict = new RunComparer(new CompareSettings(0.05, 0));

    PairComparison pair = strict.pair(a, a);

    assertThat(pair.verdict()).isEqualTo(Verdict.NOT_SIGNIFICANT);
    assertThat(pair.note()).contains("includes 0");
  }

  @Test
  void clearlySlowerAverageTimeIsSlowerWithTheChangeInsideItsInterval() {
    PairComparison pair =
        comparer.pair(
            perFork("json", "avgt", "ns/op", 3, 100, 101, 99, 100.5, 99.5),
            perFork("json", "avgt", "ns/op", 3, 130, 131, 129, 130.5, 129.5));

    assertThat(pair.verdict()).isEqualTo(Verdict.SLOWER);
    assertThat(pair.change()).isCloseTo(0.30, within(0.001));
    assertThat(pair.changeLower()).isLessThan(pair.change()).isGreaterThan(0.25);
    assertThat(pair.changeUpper()).isGreaterThan(pair.change()).isLessThan(0.35);
    assertThat(pair.speedup()).isCloseTo(100 / 130.0, within(0.01));
  }

  @Test
  void higherThroughputIsFaster() {
    PairComparison pair =
        comparer.pair(
            perFork("json", "thrpt", "ops/s", 3, 1.00e6, 1.01e6, 0.99e6),
            perFork("json", "thrpt", "ops/s", 3, 1.20e6, 1.21e6, 1.19e6));

    assertThat(pair.verdict()).isEqualTo(Verdict.FASTER);
    assertThat(pair.direction()).isEqualTo(Direction.HIGHER_IS_BETTER);
    assertThat(pair.speedup()).isCloseTo(1.2, within(0.01));
  }

  @Test
  void aChangeWhoseIntervalReachesIntoTheNoiseBandHasNoVerdict() {
    PairComparison pair =
        comparer.pair(
            perFork("json", "avgt", "ns/op", 3, 100, 102, 98, 101, 99),
            perFork("json", "avgt", "ns/op", 3, 103, 105, 101, 104, 102));

    assertThat(pair.change()).isCloseTo(0.03, within(0.001));
    assertThat(pair.changeLower()).isLessThan(0.02);
    assertThat(pair.verdict()).isEqualTo(Verdict.NOT_SIGNIFICANT);
  }

  @Test
  void theOutlierIterationOfTheIssueIsNeverFasterAndItsChangeLiesInItsInterval() {
    double[] a = {10.0, 10.2, 10.4, 10.6, 10.8, 200};
    double[] b = {11.0, 11.2, 11.4, 11.6, 11.8, 11.9};
    // as one fork of six iterations, as the issue measured it: an estimate, no verdict
    PairComparison oneFork =
        comparer.pair(result("json", "avgt", "ns/op", a), result("json", "avgt", "ns/op", b));
    // and as six forks of one iteration each: the interval spans the outlier's leverage
    double[][] forksA = new double[a.length][];
    double[][] forksB = new double[b.length][];
    for (int i = 0; i < a.length; i++) {
      forksA[i] = new double[] {a[i]};
      forksB[i] = new double[] {b[i]};
    }
    PairComparison sixForks =
        comparer.pair(
            forked("json", "avgt", "ns/op", forksA), forked("json", "avgt", "ns/op", forksB));

    assertThat(oneFork.verdict()).isEqualTo(Verdict.TOO_FEW_FORKS);
    assertThat(oneFork.note()).contains("1 fork per side").contains("need ≥ 3 forks");
    assertThat(sixForks.verdict()).isNotEqualTo(Verdict.FASTER).isNotEqualTo(Verdict.SLOWER);
    assertThat(sixForks.change())
        .isBetween(sixForks.changeLower(), sixForks.changeUpper())
        .isCloseTo((68.9 / 6) / (252.0 / 6) - 1, within(1e-9));
    assertThat(sixForks.changeUpper()).isPositive();
  }

  @Test
  void sampleModeWithOneForkGetsNoVerdictAndNeverUsesJmhsInterval() {
    // the issue's case: JMH's per-timing intervals would not overlap and said "slower"
    BenchResult a = result("json", "sample", "ns/op", 100, 112, 95);
    BenchResult b = result("json", "sample", "ns/op", 109, 97, 114);

    PairComparison pair = comparer.pair(a, b);

    assertThat(pair.verdict()).isEqualTo(Verdict.TOO_FEW_FORKS);
    assertThat(pair.method()).isEqualTo(TestMethod.NONE);
    assertThat(pair.changeLower()).isNaN();
    assertThat(pair.note()).contains("JVM-to-JVM variation cannot be estimated");
    assertThat(pair.note()).contains("sample mode");
  }

  @Test
  void twoForksAreTooFewWithTheEstimateShown() {
    PairComparison pair =
        comparer.pair(
            perFork("json", "avgt", "ns/op", 5, 100, 101),
            perFork("json", "avgt", "ns/op", 5, 150, 151));

    assertThat(pair.verdict()).isEqualTo(Verdict.TOO_FEW_FORKS);
    assertThat(pair.change()).isCloseTo(0.5, within(0.01));
    assertThat(pair.note()).startsWith("2 forks per side").contains("need ≥ 3 forks");
  }

  @Test
  void scoreOnlyResultsShowTheEstimateWithoutAVerdict() {
    PairComparison pair =
        comparer.pair(scoreOnly("json", "avgt", 100, 2), scoreOnly("json", "avgt", 80, 2));

    assertThat(pair.verdict()).isEqualTo(Verdict.TOO_FEW_FORKS);
    assertThat(pair.change()).isCloseTo(-0.2, within(1e-9));
    assertThat(pair.note()).contains("no per-fork iteration data");
    assertThat(pair.shapes()).isEqualTo("0 vs 0");
  }

  @Test
  void convertsTheCandidatesUnitBeforeComparing() {
    double[][] nanos = {around(1500, 10, 4), around(1510, 10, 4), around(1490, 10, 4)};
    double[][] micros = new double[nanos.length][];
    for (int f = 0; f < nanos.length; f++) {
      micros[f] = new double[nanos[f].length];
      for (int i = 0; i < nanos[f].length; i++) {
        micros[f][i] = nanos[f][i] / 1000;
      }
    }

    PairComparison pair =
        comparer.pair(
            forked("json", "avgt", "ns/op", nanos), forked("json", "avgt", "us/op", micros));

    assertThat(pair.scoreB()).isCloseTo(pair.scoreA(), within(1e-9));
    assertThat(pair.verdict()).isEqualTo(Verdict.WITHIN_NOISE);
  }

  @Test
  void theSameComparisonGivesTheSameIntervalEveryTime() {
    BenchResult a = perFork("json", "avgt", "ns/op", 3, 100, 104, 97, 102);
    BenchResult b = perFork("json", "avgt", "ns/op", 3, 110, 103, 108, 105);

    PairComparison first = comparer.pair(a, b);
    PairComparison second = new RunComparer(CompareSettings.defaults()).pair(a, b);

    assertThat(second.changeLower()).isEqualTo(first.changeLower());
    assertThat(second.changeUpper()).isEqualTo(first.changeUpper());
  }

  @Test
  void failedOrIncomparableResultsAreInconclusive() {
    BenchResult ok = perFork("json", "avgt", "ns/op", 3, 100, 101, 99);
    BenchResult failed = withFailure(ok, "boom");

    assertThat(comparer.pair(ok, failed).verdict()).isEqualTo(Verdict.INCONCLUSIVE);
    assertThat(comparer.pair(ok, failed).note()).contains("B failed: boom");
    BenchResult bytes = perFork("json", "avgt", "B/op", 3, 100, 101, 99);
    assertThat(comparer.pair(ok, bytes).note()).contains("units differ");
  }

  @Test
  void flagsResultsWhoseErrorExceedsTheNoisyThreshold() {
    BenchResult quiet = scoreOnly("json", "avgt", 100, 2);
    BenchResult noisy = scoreOnly("json", "avgt", 100, 14);

    BenchResult wild = scoreOnly("json", "avgt", 100, 120);

    assertThat(Noise.level(quiet)).isEqualTo(Noise.Level.CLEAN);
    assertThat(Noise.describe(noisy)).isEqualTo("wide (±14 %)");
    assertThat(Noise.describe(wild)).isEqualTo("noisy (±120 %)");
    assertThat(comparer.pair(quiet, noisy).noisyText()).isEqualTo("B wide (±14 %)");
    assertThat(comparer.pair(wild, noisy).noisyText())
        .isEqualTo("A noisy (±120 %), B wide (±14 %)");
  }

  @Test
  void pairsByKeyListsTheUnpairedAndSummarisesWithTheGeometricMeanAndItsInterval() {
    ComparisonSide a =
        new ComparisonSide(
            "#1",
            Environment.empty(),
            List.of(
                perFork("json", "avgt", "ns/op", 3, 100, 101, 99, 100),
                perFork("cbor", "avgt", "ns/op", 3, 80, 81, 79),
                perFork("smile", "avgt", "ns/op", 3, 50, 51, 49, 50)));
    ComparisonSide b =
        new ComparisonSide(
            "#2",
            Environment.empty(),
            List.of(
                perFork("sbe", "avgt", "ns/op", 3, 10, 11, 9),
                perFork("smile", "avgt", "ns/op", 3, 25, 25.5, 24.5, 25),
                perFork("json", "avgt", "ns/op", 3, 200, 202, 198, 200)));

    RunComparison comparison = comparer.compare(a, b);

    assertThat(comparison.pairs()).extracting(p -> p.a().codec()).containsExactly("json", "smile");
    assertThat(comparison.onlyInA()).extracting(BenchResult::codec).containsExactly("cbor");
    assertThat(comparison.onlyInB()).extracting(BenchResult::codec).containsExactly("sbe");
    ComparisonSummary summary = comparison.summary();
    assertThat(summary.faster()).isEqualTo(1);
    assertThat(summary.slower()).isEqualTo(1);
    // json half as fast, smile twice as fast: the geometric mean is even
    GeomeanSpeedup geomean = summary.geomean();
    assertThat(geomean.speedup()).isCloseTo(1.0, within(0.001));
    assertThat(geomean.count()).isEqualTo(2);
    assertThat(geomean.bounded()).isTrue();
    assertThat(geomean.lower()).isBetween(0.95, 1.0);
    assertThat(geomean.upper()).isBetween(1.0, 1.05);
  }

  @Test
  void pairsAcrossCodecsWhenAskedTo() {
    ComparisonSide a =
        new ComparisonSide(
            "A",
            Environment.empty(),
            List.of(perFork("wire-compiled", "avgt", "ns/op", 3, 50, 51, 49)));
    ComparisonSide b =
        new ComparisonSide(
            "B",
            Environment.empty(),
            List.of(perFork("wire-interpreted", "avgt", "ns/op", 3, 150, 151, 149)));

    RunComparison same = comparer.compare(a, b);
    RunComparison across =
        new RunComparer(CompareSettings.defaults().withPairing(Pairing.ACROSS_CODECS))
            .compare(a, b);

    assertThat(same.pairs()).isEmpty();
    assertThat(across.pairs())
        .singleElement()
        .satisfies(p -> assertThat(p.verdict()).isEqualTo(Verdict.SLOWER))
        .satisfies(p -> assertThat(p.change()).isCloseTo(2.0, within(0.01)));
  }

  @Test
  void theGeomeanOfTheOutlierCaseIsNoSpeedUpClaim() {
    double[][] forksA = {{10.0}, {10.2}, {10.4}, {10.6}, {10.8}, {200}};
    double[][] forksB = {{11.0}, {11.2}, {11.4}, {11.6}, {11.8}, {11.9}};
    ComparisonSide a =
        new ComparisonSide(
            "A", Environment.empty(), List.of(forked("json", "avgt", "ns/op", forksA)));
    ComparisonSide b =
        new ComparisonSide(
            "B", Environment.empty(), List.of(forked("json", "avgt", "ns/op", forksB)));

    GeomeanSpeedup geomean = comparer.compare(a, b).summary().geomean();

    // the point estimate follows the means, but the interval admits a slow-down
    assertThat(geomean.lower()).isLessThan(1);
    assertThat(geomean.speedup()).isBetween(geomean.lower(), geomean.upper());
  }

  @Test
  void theGeomeanHasNoIntervalWhenAPairHasTooFewForks() {
    ComparisonSide a =
        new ComparisonSide(
            "A",
            Environment.empty(),
            List.of(
                perFork("json", "avgt", "ns/op", 3, 100, 101, 99),
                perFork("cbor", "avgt", "ns/op", 3, 100)));
    ComparisonSide b =
        new ComparisonSide(
            "B",
            Environment.empty(),
            List.of(
                perFork("json", "avgt", "ns/op", 3, 100, 101, 99),
                perFork("cbor", "avgt", "ns/op", 3, 100)));

    ComparisonSummary summary = comparer.compare(a, b).summary();

    assertThat(summary.tooFewForks()).isEqualTo(1);
    assertThat(summary.geomean().bounded()).isFalse();
    assertThat(summary.geomean().note()).isEqualTo("1 of 2 pairs have too few forks");
  }

  @Test
  void warnsWhenTheRunsAreNotLikeForLike() {
    Map<String, String> base = new TreeMap<>();
    base.put(Environment.JVM_VERSION, "17.0.15");
    base.put(Environment.HOST, "box");
    base.put("library.sbe-tool", "1.38.1");
    base.put("fixture.snapshot.sha256", "aaa");
    base.put("settings.forks", "1");
    Map<String, String> other = new TreeMap<>(base);
    other.put(Environment.JVM_VERSION, "21.0.4");
    other.remove("library.sbe-tool");
    other.put("library.avro", "1.12.2");
    other.put("fixture.snapshot.sha256", "bbb");
    other.put("settings.forks", "3");
    other.remove(Environment.HOST);

    List<ProvenanceWarning> warnings = Provenance.diff(Environment.of(base), Environment.of(other));

    assertThat(warnings)
        .extracting(ProvenanceWarning::key)
        .containsExactly(
            Environment.JVM_VERSION, Environment.HOST, "settings.forks", "fixture.snapshot.sha256");
    assertThat(warnings.get(1).describe()).isEqualTo("host/CPU: host box → (not recorded)");
  }

  private static BenchResult withFailure(BenchResult r, String failure) {
    return new BenchResult(
        r.benchmark(),
        r.codec(),
        r.fixture(),
        r.operation(),
        r.mode(),
        r.params(),
        Double.NaN,
        Double.NaN,
        r.unit(),
        Double.NaN,
        Double.NaN,
        new TreeMap<>(),
        null,
        null,
        null,
        List.of(),
        Map.of(),
        null,
        null,
        failure,
        List.of());
  }
}
