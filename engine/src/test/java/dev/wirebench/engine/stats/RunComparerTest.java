package dev.wirebench.engine.stats;

import static dev.wirebench.engine.stats.Samples.around;
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
  void identicalSamplesAreNoChange() {
    double[] samples = around(100, 2, 10);

    PairComparison pair =
        comparer.pair(
            result("json", "avgt", "ns/op", samples), result("json", "avgt", "ns/op", samples));

    assertThat(pair.change()).isZero();
    assertThat(pair.pValue()).isEqualTo(1.0);
    assertThat(pair.method()).isEqualTo(TestMethod.MANN_WHITNEY);
    assertThat(pair.verdict()).isEqualTo(Verdict.WITHIN_NOISE);
  }

  @Test
  void identicalSamplesWithoutANoiseBandAreNotSignificant() {
    double[] samples = around(100, 2, 10);
    RunComparer strict = new RunComparer(new CompareSettings(0.05, 0));

    PairComparison pair =
        strict.pair(
            result("json", "avgt", "ns/op", samples), result("json", "avgt", "ns/op", samples));

    assertThat(pair.verdict()).isEqualTo(Verdict.NOT_SIGNIFICANT);
  }

  @Test
  void clearlySlowerAverageTimeIsSignificantAndSlower() {
    PairComparison pair =
        comparer.pair(
            result("json", "avgt", "ns/op", around(100, 1, 10)),
            result("json", "avgt", "ns/op", around(130, 1, 10)));

    assertThat(pair.verdict()).isEqualTo(Verdict.SLOWER);
    assertThat(pair.pValue()).isLessThan(0.001);
    assertThat(pair.change()).isCloseTo(0.30, within(0.01));
    assertThat(pair.changeLower()).isLessThan(0.30).isGreaterThan(0.25);
    assertThat(pair.changeUpper()).isGreaterThan(0.30).isLessThan(0.35);
    assertThat(pair.speedup()).isCloseTo(100 / 130.0, within(0.01));
  }

  @Test
  void higherThroughputIsFaster() {
    PairComparison pair =
        comparer.pair(
            result("json", "thrpt", "ops/s", around(1_000_000, 10_000, 8)),
            result("json", "thrpt", "ops/s", around(1_200_000, 10_000, 8)));

    assertThat(pair.verdict()).isEqualTo(Verdict.FASTER);
    assertThat(pair.direction()).isEqualTo(Direction.HIGHER_IS_BETTER);
    assertThat(pair.speedup()).isCloseTo(1.2, within(0.01));
  }

  @Test
  void onePercentShiftWithSmallNoiseIsSignificantButInsideTheNoiseBand() {
    PairComparison pair =
        comparer.pair(
            result("json", "avgt", "ns/op", around(100, 0.1, 10)),
            result("json", "avgt", "ns/op", around(101, 0.1, 10)));

    assertThat(pair.pValue()).isLessThan(0.001);
    assertThat(pair.verdict()).isEqualTo(Verdict.WITHIN_NOISE);
    assertThat(pair.note()).contains("noise band");
  }

  @Test
  void largeShiftDrownedInNoiseIsNotSignificant() {
    PairComparison pair =
        comparer.pair(
            result("json", "avgt", "ns/op", around(100, 40, 5)),
            result("json", "avgt", "ns/op", around(110, 40, 5)));

    assertThat(pair.verdict()).isEqualTo(Verdict.NOT_SIGNIFICANT);
  }

  @Test
  void scoreOnlyResultsFallBackToConfidenceIntervalOverlapAndSaySo() {
    PairComparison apart =
        comparer.pair(scoreOnly("json", "avgt", 100, 2), scoreOnly("json", "avgt", 80, 2));
    PairComparison overlapping =
        comparer.pair(scoreOnly("json", "avgt", 100, 10), scoreOnly("json", "avgt", 90, 10));

    assertThat(apart.method()).isEqualTo(TestMethod.CI_OVERLAP);
    assertThat(apart.verdict()).isEqualTo(Verdict.FASTER);
    assertThat(apart.note()).contains("no raw samples").contains("CI overlap");
    assertThat(overlapping.verdict()).isEqualTo(Verdict.NOT_SIGNIFICANT);
  }

  @Test
  void tooFewSamplesForTheTestFallBackToIntervals() {
    PairComparison pair =
        comparer.pair(
            result("json", "avgt", "ns/op", 100, 101, 99),
            result("json", "avgt", "ns/op", 150, 151, 149));

    assertThat(pair.method()).isEqualTo(TestMethod.CI_OVERLAP);
    assertThat(pair.note()).contains("too few");
    assertThat(pair.verdict()).isEqualTo(Verdict.SLOWER);
  }

  @Test
  void convertsTheCandidatesUnitBeforeComparing() {
    double[] nanos = around(1500, 10, 6);
    double[] micros = new double[nanos.length];
    for (int i = 0; i < nanos.length; i++) {
      micros[i] = nanos[i] / 1000;
    }

    PairComparison pair =
        comparer.pair(
            result("json", "avgt", "ns/op", nanos), result("json", "avgt", "us/op", micros));

    assertThat(pair.scoreB()).isCloseTo(pair.scoreA(), within(1e-9));
    assertThat(pair.verdict()).isEqualTo(Verdict.WITHIN_NOISE);
  }

  @Test
  void failedOrIncomparableResultsAreInconclusive() {
    BenchResult ok = result("json", "avgt", "ns/op", around(100, 1, 5));
    BenchResult failed = withFailure(ok, "boom");

    assertThat(comparer.pair(ok, failed).verdict()).isEqualTo(Verdict.INCONCLUSIVE);
    assertThat(comparer.pair(ok, failed).note()).contains("B failed: boom");
    BenchResult bytes = result("json", "avgt", "B/op", around(100, 1, 5));
    assertThat(comparer.pair(ok, bytes).note()).contains("units differ");
  }

  @Test
  void pairsByKeyListsTheUnpairedAndSummarisesWithTheGeometricMean() {
    ComparisonSide a =
        new ComparisonSide(
            "#1",
            Environment.empty(),
            List.of(
                result("json", "avgt", "ns/op", around(100, 1, 10)),
                result("cbor", "avgt", "ns/op", around(80, 1, 10)),
                result("smile", "avgt", "ns/op", around(50, 1, 10))));
    ComparisonSide b =
        new ComparisonSide(
            "#2",
            Environment.empty(),
            List.of(
                result("sbe", "avgt", "ns/op", around(10, 1, 10)),
                result("smile", "avgt", "ns/op", around(25, 0.5, 10)),
                result("json", "avgt", "ns/op", around(200, 2, 10))));

    RunComparison comparison = comparer.compare(a, b);

    assertThat(comparison.pairs()).extracting(p -> p.a().codec()).containsExactly("json", "smile");
    assertThat(comparison.onlyInA()).extracting(BenchResult::codec).containsExactly("cbor");
    assertThat(comparison.onlyInB()).extracting(BenchResult::codec).containsExactly("sbe");
    ComparisonSummary summary = comparison.summary();
    assertThat(summary.faster()).isEqualTo(1);
    assertThat(summary.slower()).isEqualTo(1);
    // json half as fast, smile twice as fast: the geometric mean is even
    assertThat(summary.geomeanSpeedup()).isCloseTo(1.0, within(0.02));
    assertThat(summary.geomeanCount()).isEqualTo(2);
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
        failure);
  }
}
