package dev.wirebench.storage.jmh;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.wirebench.engine.result.BenchResult;
import dev.wirebench.engine.result.RunKind;
import dev.wirebench.engine.result.RunStatus;
import dev.wirebench.storage.RunStore;
import dev.wirebench.storage.RunSummary;
import dev.wirebench.storage.StoredResult;
import dev.wirebench.storage.TestResults;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ExportRoundTripTest {
  /** The keys of a JMH 1.37 result object, in JMH's order. */
  private static final List<String> JMH_KEYS =
      List.of(
          "jmhVersion",
          "benchmark",
          "mode",
          "threads",
          "forks",
          "jvm",
          "jvmArgs",
          "jdkVersion",
          "vmName",
          "vmVersion",
          "warmupIterations",
          "warmupTime",
          "warmupBatchSize",
          "measurementIterations",
          "measurementTime",
          "measurementBatchSize",
          "params",
          "primaryMetric",
          "secondaryMetrics");

  @TempDir Path dir;

  @Test
  void anImportedJmhRunExportsToJsonThatImportsBackIdentical() throws Exception {
    try (RunStore store = RunStore.open(dir.resolve("runs.db"))) {
      long run =
          JmhImport.importFile(store, JmhFiles.copy(JmhFiles.ALL_MODES_137, dir), null, false)
              .runId();
      List<BenchResult> stored = results(store, run);

      String exported = JmhJsonWriter.write(stored, store.run(run).environment());
      Path file = Files.writeString(dir.resolve("exported.json"), exported);
      long again = JmhImport.importFile(store, file, null, false).runId();

      assertThat(results(store, again)).containsExactlyElementsOf(stored);
      JsonNode original = JmhJsonReader.MAPPER.readTree(JmhFiles.text(JmhFiles.ALL_MODES_137));
      JsonNode written = JmhJsonReader.MAPPER.readTree(exported);
      for (int i = 0; i < original.size(); i++) {
        JsonNode withoutExtension = written.get(i).deepCopy();
        ((com.fasterxml.jackson.databind.node.ObjectNode) withoutExtension).remove("wirebench");
        assertThat(withoutExtension).isEqualTo(original.get(i));
      }
    }
  }

  @Test
  void resultsWithoutJmhJsonAreWrittenInJmhsStructureAndImportBack() throws Exception {
    try (RunStore store = RunStore.open(dir.resolve("runs.db"))) {
      long run =
          store.startRun(RunKind.LATENCY, "mixed", null, TestResults.environment("17.0.15+6"));
      List<BenchResult> originals =
          List.of(
              TestResults.bench("json", "decode", 1390.5),
              TestResults.sample("cbor", 131),
              TestResults.latency("fix"),
              TestResults.failed("fix"));
      originals.forEach(r -> store.addResult(run, r));
      store.finishRun(run, RunStatus.PARTIAL);
      RunSummary summary = store.run(run);

      String exported = JmhJsonWriter.write(results(store, run), summary.environment());
      JsonNode tree = JmhJsonReader.MAPPER.readTree(exported);
      List<BenchResult> back = JmhJsonReader.parse(exported, "exported.json");

      assertThat(tree.size()).as("the failed result is left out").isEqualTo(3);
      for (JsonNode element : tree) {
        List<String> keys = new ArrayList<>();
        element.fieldNames().forEachRemaining(keys::add);
        assertThat(keys).containsExactlyElementsOf(withExtension(JMH_KEYS));
        assertThat(element.get("primaryMetric").has("scorePercentiles")).isTrue();
        assertThat(element.get("forks").asInt()).isEqualTo(2);
        assertThat(element.get("warmupIterations").asInt()).isEqualTo(3);
        assertThat(element.get("warmupTime").asText()).isEqualTo("1 s");
        assertThat(element.get("jdkVersion").asText()).isEqualTo("17.0.15");
      }
      assertThat(tree.get(2).get("mode").asText())
          .as("latency as JMH's sample mode")
          .isEqualTo("sample");
      JsonNode latency = tree.get(2).get("primaryMetric");
      assertThat(latency.has("rawData")).as("sample mode carries rawDataHistogram").isFalse();
      long counted = 0;
      for (JsonNode bucket : latency.get("rawDataHistogram").get(0).get(0)) {
        counted += bucket.get(1).asLong();
      }
      assertThat(counted).isEqualTo(10_000);
      JsonNode gcCount = tree.get(0).get("secondaryMetrics").get("gc.count");
      assertThat(gcCount.get("scoreError").asText()).isEqualTo("NaN");
      assertThat(gcCount.get("scoreConfidence").get(0).asText()).isEqualTo("NaN");
      assertThat(tree.get(0).get("vmName").asText()).as("never the vendor").isEmpty();
      for (int i = 0; i < 2; i++) {
        assertThat(withoutRawJson(back.get(i))).isEqualTo(withoutRawJson(originals.get(i)));
      }
      // read back by the reader foreign files go through: the histogram's mean is its one sample
      BenchResult latencyBack = back.get(2);
      assertThat(latencyBack.rawData())
          .singleElement()
          .satisfies(fork -> assertThat(fork).containsExactly(originals.get(2).score()));
      assertThat(latencyBack.histogram()).isEqualTo(originals.get(2).histogram());
      assertThat(latencyBack.percentiles()).isEqualTo(originals.get(2).percentiles());
    }
  }

  private static List<String> withExtension(List<String> keys) {
    List<String> all = new ArrayList<>(keys);
    all.add("wirebench");
    return all;
  }

  private static List<BenchResult> results(RunStore store, long run) {
    return store.results(run).stream().map(StoredResult::result).toList();
  }

  static BenchResult withoutRawJson(BenchResult r) {
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
        r.rawData(),
        r.secondary(),
        r.histogram(),
        null,
        r.failure(),
        List.of());
  }

  @Test
  void jmhPercentileEstimateMatchesJmhsOwnNumbers() {
    BenchResult generic = JmhJsonReader.parse(JmhFiles.text(JmhFiles.GENERIC_137), "g").get(0);
    JsonNode element;
    try {
      element = JmhJsonReader.MAPPER.readTree(JmhFiles.text(JmhFiles.GENERIC_137)).get(0);
    } catch (Exception e) {
      throw new IllegalStateException(e);
    }
    double[] sorted = generic.samples();
    java.util.Arrays.sort(sorted);

    for (Map.Entry<String, JsonNode> p :
        element.get("primaryMetric").get("scorePercentiles").properties()) {
      assertThat(JmhElements.percentile(sorted, Double.parseDouble(p.getKey())))
          .as("percentile %s", p.getKey())
          .isCloseTo(p.getValue().asDouble(), org.assertj.core.api.Assertions.within(1e-12));
    }
  }
}
