package dev.wirebench.storage;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wirebench.engine.result.BenchResult;
import dev.wirebench.engine.result.Environment;
import dev.wirebench.engine.result.RunKind;
import dev.wirebench.engine.result.RunStatus;
import dev.wirebench.engine.stats.CompareSettings;
import dev.wirebench.engine.stats.ProvenanceWarning;
import dev.wirebench.engine.stats.RunComparison;
import dev.wirebench.engine.stats.Verdict;
import dev.wirebench.storage.report.ComparisonReport;
import dev.wirebench.storage.report.MachineHeadline;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CompareRunsTest {
  @TempDir Path dir;

  /**
   * Where the store under test is: an SQLite file here, a PostgreSQL database in {@link
   * PostgresCompareRunsTest} (the same tests, held to the same answers, on the team-store engine).
   */
  String location() {
    return dir.resolve("runs.db").toString();
  }

  private RunStore store;

  @BeforeEach
  void open() {
    store = RunStore.open(location());
  }

  @AfterEach
  void close() {
    store.close();
  }

  @Test
  void comparesTwoStoredRunsWithVerdictsWarningsAndUnpairedResults() throws Exception {
    long a = run("17.0.15", Map.of("json", 400.0, "sbe", 100.0, "avro", 200.0));
    long b = run("21.0.4", Map.of("json", 300.0, "sbe", 100.5, "kryo", 150.0));

    RunComparison c = store.compare(a, b, CompareSettings.defaults());

    assertThat(c.nameA()).isEqualTo("#" + a + " run-17.0.15");
    assertThat(c.pairs()).extracting(p -> p.a().codec()).containsExactlyInAnyOrder("json", "sbe");
    assertThat(c.pairs())
        .filteredOn(p -> p.a().codec().equals("json"))
        .singleElement()
        .satisfies(p -> assertThat(p.verdict()).isEqualTo(Verdict.FASTER));
    assertThat(c.pairs())
        .filteredOn(p -> p.a().codec().equals("sbe"))
        .singleElement()
        .satisfies(p -> assertThat(p.verdict()).isEqualTo(Verdict.WITHIN_NOISE));
    assertThat(c.onlyInA()).extracting(BenchResult::codec).containsExactly("avro");
    assertThat(c.onlyInB()).extracting(BenchResult::codec).containsExactly("kryo");
    assertThat(c.warnings())
        .extracting(ProvenanceWarning::key)
        .containsExactly(Environment.JVM_VERSION);

    String md = ComparisonReport.markdown(c);
    assertThat(md)
        .contains("> **Warning: the runs are not like for like.**")
        .contains("> - JVM: jvm.version 17.0.15 → 21.0.4")
        .contains("| Benchmark | A | B | Unit | Forks×iter | Δ | 95 % CI of Δ | Verdict | Note |")
        .contains(
            "| json decode snapshot-20x20 [avgt] | 400.1 | 300.1 | ns/op | 5×2 vs 5×2 | -25.0 % |")
        .contains("geomean speed-up of B (2 pairs)")
        .contains("Method: fork bootstrap")
        .contains("## Unpaired results");
    assertThat(ComparisonReport.csv(c).split("\r\n")).hasSize(1 + 2 + 2);
    JsonNode json = new ObjectMapper().readTree(ComparisonReport.json(c));
    assertThat(json.get("summary").get("faster").asInt()).isEqualTo(1);
    assertThat(json.get("pairs")).hasSize(2);
    assertThat(json.get("pairs").get(0).get("forksA").asText()).isEqualTo("5×2");
    assertThat(json.get("summary").get("geomeanLower").isNumber()).isTrue();
    assertThat(json.get("warnings").get(0).get("key").asText()).isEqualTo("jvm.version");
  }

  @Test
  void throughputRunsCompareByConsumerCount() {
    long a = store.startRun(RunKind.THROUGHPUT, "a", null, TestResults.environment("17"));
    long b = store.startRun(RunKind.THROUGHPUT, "b", null, TestResults.environment("17"));
    for (int rep = 0; rep < 5; rep++) {
      store.addThroughputPoint(a, TestResults.point(1, rep, 1.0e6 + rep * 1000));
      store.addThroughputPoint(b, TestResults.point(1, rep, 1.5e6 + rep * 1000));
    }
    store.finishRun(a, RunStatus.COMPLETE);
    store.finishRun(b, RunStatus.COMPLETE);

    RunComparison c = store.compare(a, b, CompareSettings.defaults());

    assertThat(c.pairs())
        .singleElement()
        .satisfies(p -> assertThat(p.verdict()).isEqualTo(Verdict.FASTER));
  }

  @Test
  void storedRunsKeepTheirForkGroupingAndOneForkRunsGetNoVerdict() {
    long a = store.startRun(RunKind.BENCH, "a", null, TestResults.environment("17"));
    long b = store.startRun(RunKind.BENCH, "b", null, TestResults.environment("17"));
    store.addResult(a, TestResults.bench("json", "decode", 400));
    store.addResult(b, TestResults.bench("json", "decode", 200));
    store.finishRun(a, RunStatus.COMPLETE);
    store.finishRun(b, RunStatus.COMPLETE);

    RunComparison c = store.compare(a, b, CompareSettings.defaults());

    assertThat(c.pairs())
        .singleElement()
        .satisfies(p -> assertThat(p.verdict()).isEqualTo(Verdict.TOO_FEW_FORKS))
        .satisfies(p -> assertThat(p.note()).contains("2 forks per side"))
        .satisfies(p -> assertThat(p.change()).isCloseTo(-0.5, within(0.01)));
    assertThat(ComparisonReport.table(c).markdown()).contains("too few forks");
  }

  @Test
  void diffsPlanSettingsWhenTheEnvironmentsCarryNone() {
    long a =
        store.startRun(
            RunKind.BENCH, "a", "{\"forks\":1,\"codecs\":[\"json\"]}", Environment.empty());
    long b =
        store.startRun(
            RunKind.BENCH, "b", "{\"forks\":3,\"codecs\":[\"json\"]}", Environment.empty());
    store.finishRun(a, RunStatus.COMPLETE);
    store.finishRun(b, RunStatus.COMPLETE);

    RunComparison c = store.compare(a, b, CompareSettings.defaults());

    assertThat(c.warnings())
        .extracting(ProvenanceWarning::describe)
        .containsExactly("benchmark settings: plan.forks 1 → 3");
  }

  @Test
  void warnsWhenASideDidNotCompleteItsPlan() {
    long a = run("17.0.15", Map.of("json", 400.0));
    long b = store.startRun(RunKind.BENCH, "cancelled", null, Environment.empty());
    store.addResult(b, TestResults.bench("json", "decode", 10));
    store.finishRun(b, RunStatus.PARTIAL);

    RunComparison c = store.compare(a, b, CompareSettings.defaults());

    assertThat(c.warnings())
        .extracting(ProvenanceWarning::describe)
        .contains("incomplete run: run.status complete → partial");
  }

  @Test
  void comparingAMissingRunSaysWhich() {
    long a = run("17", Map.of("json", 1.0));

    assertThatThrownBy(() -> store.compare(a, 4242, CompareSettings.defaults()))
        .isInstanceOf(RunNotFoundException.class)
        .hasMessageContaining("#4242");
  }

  @Test
  void aBusyMachineIsTheHeadlineBeforeAnyVerdict() {
    long a = run("17.0.15", Map.of("json", 400.0), "load 5.33 on 2 cores: results will be noisy");
    long b = run("17.0.15", Map.of("json", 300.0), "");

    RunComparison busy = store.compare(a, b, CompareSettings.defaults());
    RunComparison quiet =
        store.compare(
            run("17.0.15", Map.of("json", 400.0)),
            run("17.0.15", Map.of("json", 300.0)),
            CompareSettings.defaults());

    assertThat(MachineHeadline.of(busy))
        .hasValueSatisfying(
            line ->
                assertThat(line)
                    .startsWith("⚠ Measured on a busy or differently tuned machine")
                    .contains("load 5.33 on 2 cores"));
    assertThat(ComparisonReport.markdown(busy).lines().skip(2).findFirst())
        .hasValueSatisfying(line -> assertThat(line).startsWith("**⚠ Measured on a busy"));
    assertThat(MachineHeadline.of(quiet)).isEmpty();
  }

  private long run(String jvm, Map<String, Double> scores) {
    return run(jvm, scores, null);
  }

  private long run(String jvm, Map<String, Double> scores, String machineWarnings) {
    Map<String, String> env = new TreeMap<>(TestResults.environment(jvm).values());
    if (machineWarnings != null) {
      env.put(Environment.MACHINE_PREFIX + "warnings", machineWarnings);
    }
    long id = store.startRun(RunKind.BENCH, "run-" + jvm, null, Environment.of(env));
    for (Map.Entry<String, Double> e : new TreeMap<>(scores).entrySet()) {
      store.addResult(id, withSamples(TestResults.bench(e.getKey(), "decode", e.getValue())));
    }
    store.finishRun(id, RunStatus.COMPLETE);
    return id;
  }

  /** Five forks of two iterations around the score, so the estimator can give an interval. */
  private static BenchResult withSamples(BenchResult r) {
    List<List<Double>> samples = new java.util.ArrayList<>();
    for (int f = 0; f < 5; f++) {
      samples.add(
          List.of(
              r.score() * (1 + 0.002 * Math.sin(f * 1.7)),
              r.score() * (1 + 0.002 * Math.sin(f * 1.7 + 0.5))));
    }
    return new BenchResult(
        r.benchmark(),
        r.codec(),
        r.fixture(),
        r.operation(),
        r.mode(),
        r.params(),
        r.score(),
        r.scoreError(),
        r.unit(),
        r.ciLower(),
        r.ciUpper(),
        r.percentiles(),
        r.allocBytesPerOp(),
        r.encodedSize(),
        r.decodeContract(),
        samples,
        r.secondary(),
        r.histogram(),
        r.rawJson(),
        r.failure(),
        List.of());
  }
}
