package dev.wirebench.engine.bench;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wirebench.engine.latency.CoolerSpec;
import dev.wirebench.engine.latency.LatencyMeasurement;
import dev.wirebench.engine.result.BenchResult;
import dev.wirebench.engine.result.RunKind;
import dev.wirebench.engine.result.RunStatus;
import dev.wirebench.engine.run.CancelToken;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

/** The latency harness in real forks: counts, histograms, coolers, failures and cancel. */
class LatencyRunTest {
  private static final ObjectMapper JSON = new ObjectMapper();

  private static BenchmarkPlan.Builder latency(CoolerSpec cooler, long warmup, long ops) {
    return TinyPlans.jmh()
        .codecs("json")
        .fixtures("minimal")
        .operations(Operation.ENCODE)
        .latency(new LatencySettings(cooler, warmup, ops));
  }

  @Test
  void theHistogramCountsExactlyTheOperationsRun() throws Exception {
    RecordingListener listener = new RecordingListener();
    BenchOutcome outcome =
        TinyPlans.engine()
            .run(latency(CoolerSpec.NONE, 2_000, 5_000).build(), listener, new CancelToken());

    assertThat(outcome.kind()).isEqualTo(RunKind.LATENCY);
    assertThat(outcome.status()).isEqualTo(RunStatus.COMPLETE);
    BenchResult result = outcome.results().get(0);
    assertThat(result.mode()).isEqualTo("latency");
    Histogram histogram = LatencyMeasurement.decode(result.histogram());
    assertThat(histogram.getTotalCount()).isEqualTo(5_000);
    assertThat(result.secondary()).containsEntry("latency.count", 5_000.0);
    // 5,000 operations: p99 has 50 beyond it; p99.9 only 5, so it (and higher) is not reported
    assertThat(result.percentiles()).containsOnlyKeys(0.0, 50.0, 75.0, 90.0, 99.0, 100.0);
    assertThat(result.params()).containsEntry("measures", "service time, closed loop");
    assertThat(result.secondary().get("timer.p50.ns")).isPositive();
    assertThat(result.secondary().get("timer.p99.ns"))
        .isGreaterThanOrEqualTo(result.secondary().get("timer.p50.ns"));
    List<Double> ordered = List.copyOf(result.percentiles().values());
    for (int i = 1; i < ordered.size(); i++) {
      assertThat(ordered.get(i)).isGreaterThanOrEqualTo(ordered.get(i - 1));
    }
    assertThat(result.score()).isEqualTo(histogram.getMean());
    assertThat(result.allocBytesPerOp()).isNotNull();
    assertThat(result.rawData())
        .singleElement()
        .satisfies(chunks -> assertThat(chunks).hasSize(10));
    assertThat(result.params()).containsEntry("cooler", "none").containsEntry("ops", "5000");
    JsonNode json = JSON.readTree(result.rawJson());
    assertThat(json.path("mode").asText()).isEqualTo("sample");
    assertThat(json.path("primaryMetric").path("scorePercentiles").has("99.0")).isTrue();
    // JMH's real sample shape: [value, count] pairs per fork, per iteration — and the VM's name
    JsonNode buckets = json.path("primaryMetric").path("rawDataHistogram").path(0).path(0);
    long counted = 0;
    for (JsonNode bucket : buckets) {
      counted += bucket.path(1).asLong();
    }
    assertThat(counted).isEqualTo(5_000);
    assertThat(json.path("primaryMetric").has("rawData")).isFalse();
    assertThat(json.path("vmName").asText()).isEqualTo(System.getProperty("java.vm.name"));
    // Progress: ten measured chunks; ten warm-up chunks of the 2,000 requested operations, then
    // the extra warm-up that runs until 1 s has passed (2,000 encodes take a few ms), reported
    // as further chunks of at least 100 ms each.
    List<IterationProgress> warm =
        listener.iterations.stream().filter(IterationProgress::warmup).toList();
    assertThat(listener.iterations.stream().filter(p -> !p.warmup())).hasSize(10);
    assertThat(warm).hasSizeGreaterThan(10).hasSizeLessThanOrEqualTo(10 + 11);
    for (int i = 0; i < warm.size(); i++) {
      assertThat(warm.get(i).iteration()).isEqualTo(i + 1);
      assertThat(warm.get(i).iterations()).isEqualTo(Math.max(10, i + 1));
    }
    // ... and all of it is stored with the result, in order: what Runs and Raw data show
    assertThat(result.warmup())
        .singleElement()
        .isEqualTo(warm.stream().map(IterationProgress::score).toList());
  }

  @Test
  void anOpenLoopRunRecordsResponseTimeAtItsRateAndTheTimerSubtraction() {
    BenchmarkPlan plan =
        TinyPlans.jmh()
            .codecs("json")
            .fixtures("minimal")
            .operations(Operation.ENCODE)
            .latency(new LatencySettings(CoolerSpec.NONE, 500, 2_000, 20_000, true))
            .build();

    BenchOutcome outcome =
        TinyPlans.engine().run(plan, BenchmarkListener.none(), new CancelToken());

    assertThat(outcome.status()).isEqualTo(RunStatus.COMPLETE);
    BenchResult result = outcome.results().get(0);
    assertThat(result.params())
        .containsEntry("measures", "response time, open loop at 20000 ops/s")
        .containsEntry("rate", "20000/s")
        .hasEntrySatisfying("timer", timer -> assertThat(timer).startsWith("subtracted (p50 "));
    assertThat(result.secondary()).containsEntry("latency.rate.target", 20_000.0);
    // 2,000 operations paced 50 µs apart take about 0.1 s; a shared machine may fall behind, so
    // only the order of magnitude is checked (the CLI warns below 95 % of the target)
    assertThat(result.secondary().get("latency.rate.achieved")).isBetween(1_000.0, 20_100.0);
    assertThat(result.secondary())
        .containsKeys("service.p50.ns", "service.p99.ns", "latency.maxlag.ns");
    Histogram histogram = LatencyMeasurement.decode(result.histogram());
    assertThat(histogram.getTotalCount()).isEqualTo(2_000);
    // response time (from intended start) is never below service time (from actual start)
    assertThat(histogram.getValueAtPercentile(50))
        .isGreaterThanOrEqualTo(result.secondary().get("service.p50.ns").longValue());
  }

  @Test
  void aBusySpinCoolerSpacesTheMeasuredOperations() {
    BenchOutcome outcome =
        TinyPlans.engine()
            .run(
                latency(CoolerSpec.busy(TimeUnit.MILLISECONDS.toNanos(1)), 100, 200).build(),
                BenchmarkListener.none(),
                new CancelToken());

    BenchResult result = outcome.results().get(0);
    assertThat(result.secondary()).containsEntry("latency.count", 200.0);
    // 200 operations, each preceded by at least 1 ms of spinning.
    assertThat(result.secondary().get("latency.elapsed.ns"))
        .isGreaterThanOrEqualTo(200 * 1_000_000.0);
    assertThat(result.params()).containsEntry("cooler", "busy:1ms");
  }

  @Test
  void aForkThatFailsBecomesAFailedResultWithTheMessage() throws URISyntaxException {
    String faulty =
        Path.of(
                Objects.requireNonNull(getClass().getResource("faulty-setup.json"), "fixture")
                    .toURI())
            .toString();
    BenchOutcome outcome =
        TinyPlans.engine()
            .run(
                latency(CoolerSpec.NONE, 10, 10)
                    .codecs(FaultyTestCodec.ID)
                    .fixtures(faulty)
                    .build(),
                BenchmarkListener.none(),
                new CancelToken());

    assertThat(outcome.status()).isEqualTo(RunStatus.FAILED);
    assertThat(outcome.results().get(0).failure()).contains("refuses to encode symbol FAULTY");
  }

  @Test
  void cancellingKillsTheLatencyFork() throws Exception {
    CancelToken cancel = new CancelToken();
    List<ProcessHandle> forks = new CopyOnWriteArrayList<>();
    BenchmarkListener cancelOnFirstChunk =
        new BenchmarkListener() {
          @Override
          public void iteration(IterationProgress progress) {
            if (forks.isEmpty()) {
              forks.addAll(ProcessHandle.current().children().toList());
              cancel.cancel();
            }
          }
        };
    // The first progress comes after 100 warm-up operations; 100 000 measured operations 1 ms
    // apart would take minutes.
    BenchmarkPlan plan = latency(CoolerSpec.busy(1_000_000), 1_000, 100_000).build();

    BenchOutcome outcome =
        CompletableFuture.supplyAsync(
                () -> TinyPlans.engine().run(plan, cancelOnFirstChunk, cancel))
            .get(60, TimeUnit.SECONDS);

    assertThat(outcome.cancelled()).isTrue();
    assertThat(outcome.results()).isEmpty();
    assertThat(forks).isNotEmpty().noneMatch(ProcessHandle::isAlive);
  }
}
