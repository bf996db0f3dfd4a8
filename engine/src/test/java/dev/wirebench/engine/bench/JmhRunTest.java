package dev.wirebench.engine.bench;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wirebench.engine.result.BenchResult;
import dev.wirebench.engine.result.Environment;
import dev.wirebench.engine.result.RunStatus;
import dev.wirebench.engine.run.CancelToken;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.junit.jupiter.api.Test;

/**
 * JMH smoke runs in real forks with the smallest iteration times: results arrive with raw data and
 * GC metrics, progress streams, and a benchmark that throws becomes a failed result.
 */
class JmhRunTest {
  private static final ObjectMapper JSON = new ObjectMapper();

  @Test
  void twoCodecsOnTwoFixturesGiveCompleteResultsWithRawDataAndGcMetrics() throws Exception {
    RecordingListener listener = new RecordingListener();
    BenchOutcome outcome =
        TinyPlans.engine()
            .run(
                TinyPlans.jmh()
                    .codecs("json", "fix")
                    .fixtures("trade-update", "new-order-single")
                    .operations(Operation.DECODE)
                    .gcProfiler(true)
                    .label("smoke")
                    .build(),
                listener,
                new CancelToken());

    assertThat(outcome.status()).isEqualTo(RunStatus.COMPLETE);
    assertThat(outcome.label()).isEqualTo("smoke");
    // 2 codecs x 2 fixtures x 1 operation
    assertThat(outcome.results()).hasSize(4);
    for (BenchResult result : outcome.results()) {
      assertCompleteWithRawDataAndGcMetrics(result, outcome);
    }
    assertThat(outcome.results())
        .extracting(r -> r.codec() + " " + r.fixture())
        .containsExactly(
            "json trade-update",
            "json new-order-single",
            "fix trade-update",
            "fix new-order-single");
    assertStreamedLive(listener);
    Environment environment = outcome.environment();
    assertThat(environment.get(Environment.JVM_FLAGS)).contains("-XX:TieredStopAtLevel=1");
    assertThat(environment.get(Environment.FIXTURE_PREFIX + "trade-update.sha256")).hasSize(64);
    assertThat(BenchJson.toJmhJson(outcome.results())).startsWith("[");
  }

  private static void assertCompleteWithRawDataAndGcMetrics(
      BenchResult result, BenchOutcome outcome) throws Exception {
    assertThat(result.failed()).as(result.toString()).isFalse();
    assertThat(result.benchmark())
        .isEqualTo("dev.wirebench.engine.bench.jmh.CodecBenchmark.decode");
    assertThat(result.mode()).isEqualTo("avgt");
    assertThat(result.unit()).isEqualTo("ns/op");
    assertThat(result.score()).isPositive();
    // TinyPlans: one fork with one measurement iteration
    assertThat(result.rawData()).hasSize(1);
    assertThat(result.rawData().get(0)).hasSize(1);
    assertThat(result.allocBytesPerOp()).isNotNull();
    assertThat(result.secondary()).containsKey("gc.alloc.rate.norm");
    assertThat(result.encodedSize()).isPositive();
    assertThat(result.decodeContract()).isNotBlank();
    assertThat(result.params())
        .containsEntry("codec", result.codec())
        .containsEntry("fixture", result.fixture());
    JsonNode json = JSON.readTree(result.rawJson());
    assertThat(json.path("benchmark").asText()).isEqualTo(result.benchmark());
    assertThat(json.path("primaryMetric").path("score").asDouble()).isEqualTo(result.score());
    // Forks get exactly the required flags plus the plan's, never this JVM's own (-Xmx1g).
    List<String> forkArgs = new ArrayList<>();
    json.path("jvmArgs").forEach(arg -> forkArgs.add(arg.asText()));
    assertThat(forkArgs)
        .containsExactlyElementsOf(
            List.of(outcome.environment().get(Environment.JVM_FLAGS).split(" ")))
        .contains("--add-exports=java.base/jdk.internal.misc=ALL-UNNAMED")
        .doesNotContain("-Xmx1g");
  }

  /** Each result reached the listener as its benchmark ended, before the run ended. */
  private static void assertStreamedLive(RecordingListener listener) {
    assertThat(listener.eventNames())
        .containsExactly(
            "runStarted",
            "benchmarkStarted",
            "benchmarkFinished",
            "benchmarkStarted",
            "benchmarkFinished",
            "benchmarkStarted",
            "benchmarkFinished",
            "benchmarkStarted",
            "benchmarkFinished",
            "runFinished");
    assertThat(listener.start.size()).isEqualTo(4);
    // One warm-up and one measurement iteration per benchmark (4), streamed live.
    assertThat(listener.iterations).hasSize(8);
    assertThat(listener.iterations).filteredOn(IterationProgress::warmup).hasSize(4);
    assertThat(listener.iterations).allSatisfy(p -> assertThat(p.score()).isPositive());
    assertThat(listener.output).anyMatch(line -> line.startsWith("# Fork: 1 of 1"));
  }

  @Test
  void sampleModeReportsPercentilesAndThroughputReportsOpsPerSecond() {
    BenchOutcome outcome =
        TinyPlans.engine()
            .run(
                TinyPlans.jmh()
                    .codecs("json")
                    .fixtures("minimal")
                    .operations(Operation.ENCODE)
                    .modes(BenchMode.SAMPLE_TIME, BenchMode.THROUGHPUT)
                    .build(),
                BenchmarkListener.none(),
                new CancelToken());

    assertThat(outcome.status()).isEqualTo(RunStatus.COMPLETE);
    BenchResult sample = outcome.results().get(0);
    assertThat(sample.mode()).isEqualTo("sample");
    assertThat(sample.percentiles()).containsKeys(0.0, 50.0, 99.0, 99.9, 100.0);
    assertThat(sample.percentiles().get(50.0)).isLessThanOrEqualTo(sample.percentiles().get(99.0));
    BenchResult throughput = outcome.results().get(1);
    assertThat(throughput.mode()).isEqualTo("thrpt");
    assertThat(throughput.unit()).isEqualTo("ops/s");
    assertThat(throughput.percentiles()).isEmpty();
  }

  @Test
  void aBenchmarkThatThrowsBecomesAFailedResultWithItsMessageAndTheRunGoesOn()
      throws URISyntaxException {
    String faulty =
        Path.of(
                Objects.requireNonNull(getClass().getResource("faulty-setup.json"), "fixture")
                    .toURI())
            .toString();
    RecordingListener listener = new RecordingListener();
    BenchOutcome outcome =
        TinyPlans.engine()
            .run(
                TinyPlans.jmh()
                    .codecs(FaultyTestCodec.ID)
                    .fixtures(faulty, "minimal")
                    .operations(Operation.ENCODE)
                    .build(),
                listener,
                new CancelToken());

    assertThat(outcome.status()).isEqualTo(RunStatus.PARTIAL);
    assertThat(outcome.cancelled()).isFalse();
    assertThat(outcome.results()).hasSize(2);
    BenchResult failed = outcome.results().get(0);
    assertThat(failed.failed()).isTrue();
    assertThat(failed.fixture()).isEqualTo("faulty-setup.json");
    assertThat(failed.failure()).contains("refuses to encode symbol FAULTY");
    assertThat(failed.score()).isNaN();
    assertThat(outcome.results().get(1).failed()).isFalse();
    assertThat(listener.finished).hasSize(2);
  }
}
